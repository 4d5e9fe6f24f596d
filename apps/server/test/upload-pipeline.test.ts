import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../src/db/schema/index.js';
import { removeUnattached } from '../src/modules/upload/upload.service.js';
import { validUploadSignature } from '../src/shared/uploads/signed.js';
import { addAddress } from './support/address.js';
import { createTestApp } from './support/app.js';
import { bearer, DEMO, loginByPassword } from './support/auth.js';
import { bombPng, uploadFile } from './support/upload.js';

let app: FastifyInstance;
let dataDir: string;
let lan: Record<string, string>;
let hoa: Record<string, string>;

/** A real JPEG photo carrying EXIF with a GPS position, as phones write it. */
const photoWithGps = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '10/1 46/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '106/1 42/1 0/1',
      },
    })
    .toBuffer();

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sf-upload-'));
  app = await createTestApp({ DATA_DIR: dataDir });
  lan = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
  hoa = bearer(await loginByPassword(app, DEMO.certified.phone, DEMO.certified.password));
});
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** GET of a served URL, with `?w=&h=` added as the web adds it (after the signature's own query). */
const served = (url: string, query = '') =>
  app.inject({ method: 'GET', url: query && url.includes('?') ? `${url}&${query.slice(1)}` : `${url}${query}` });

describe('upload pipeline', () => {
  it('re-encodes a photo so that its EXIF (GPS included) is gone from what is stored and served', async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await uploadFile(app, lan, original);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ contentType: 'image/webp', width: 640, height: 480 });
    for (const query of ['', '?w=320&h=240']) {
      const image = await served(res.body.data.url, query);
      expect(image.statusCode).toBe(200);
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(image.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
      expect(image.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
    }
  });

  it('serves variants at the allowed size nearest the one asked, 200×200 by default, privately cached and never sniffed', async () => {
    const res = await uploadFile(app, lan, await photoWithGps());
    const small = await served(res.body.data.url);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 200, height: 200 });
    // A private photo: no shared cache keeps it, no year-long cache anywhere.
    expect(small.headers['cache-control']).toBe('private, max-age=600');
    expect(small.headers['x-content-type-options']).toBe('nosniff');
    expect(small.headers['content-type']).toBe('image/webp');
    const wide = await served(res.body.data.url, '?w=400&h=100');
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 400, height: 128 });
    expect((await served(res.body.data.url, '?w=99999&h=1')).statusCode).toBe(404);
  });

  it('renders a picture at a fixed set of sizes only: 40 different sizes asked make at most 7 × 7 variants, each once', async () => {
    const res = await uploadFile(app, lan, await photoWithGps());
    const key = res.body.data.key as string;
    const sizes = Array.from({ length: 40 }, (_, i) => [16 + i * 40, 1600 - i * 39] as const);
    for (const [w, h] of sizes) expect((await served(res.body.data.url, `?w=${w}&h=${h}`)).statusCode).toBe(200);
    // A burst for one new size renders it once and answers every caller the same bytes.
    const burst = await Promise.all(Array.from({ length: 20 }, () => served(res.body.data.url, '?w=90&h=90')));
    expect(new Set(burst.map((b) => b.rawPayload.toString('base64'))).size).toBe(1);
    const variants = await readdir(join(dataDir, 'uploads', 'variants', key));
    expect(variants.length).toBeLessThanOrEqual(49);
    expect(variants.every((v) => /^(64|96|128|200|400|800|1600)x(64|96|128|200|400|800|1600)\.webp$/.test(v))).toBe(
      true,
    );
    expect(await sharp((await served(res.body.data.url, '?w=101&h=101')).rawPayload).metadata()).toMatchObject({
      width: 128,
      height: 128,
    });
  });

  it("serves a photo only while something shows it: a deleted address's photo and a replaced avatar are gone", async () => {
    const photo = (await uploadFile(app, lan, await photoWithGps())).body.data;
    // Fresh and not used yet: the uploader's preview.
    expect((await served(photo.url)).statusCode).toBe(200);
    const added = await addAddress(app, lan, { images: [photo.url] });
    expect(added.status).toBe(200);
    expect((await served(photo.url, '?w=128&h=128')).statusCode).toBe(200);
    const del = await app.inject({
      method: 'POST',
      url: '/api/member/address/delete',
      headers: lan,
      payload: { id: added.body.data.id },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await served(photo.url)).statusCode).toBe(404);
    expect((await served(photo.url, '?w=128&h=128')).statusCode).toBe(404);

    const first = (await uploadFile(app, hoa, await photoWithGps())).body.data;
    const second = (await uploadFile(app, hoa, await photoWithGps())).body.data;
    const setIcon = (icon: string) =>
      app.inject({ method: 'POST', url: '/api/sso/member/profile/update', headers: hoa, payload: { icon } });
    expect((await setIcon(first.key)).statusCode).toBe(200);
    expect((await served(first.url)).statusCode).toBe(200);
    expect((await setIcon(second.key)).statusCode).toBe(200);
    expect((await served(first.url)).statusCode).toBe(404);
    expect((await served(second.url)).statusCode).toBe(200);

    // A day later the cleanup removes what nothing shows, files and all.
    await app.db
      .update(upload)
      .set({ attachedAt: sql`now() - interval '25 hours'` })
      .where(eq(upload.key, first.key));
    await removeUnattached({ db: app.db, storage: app.uploads });
    expect(await app.db.select().from(upload).where(eq(upload.key, first.key))).toEqual([]);
    expect(await app.db.select().from(upload).where(eq(upload.key, second.key))).toHaveLength(1);
  });

  it('serves a picture only by a URL an answer signed for its reader: never by its bare key, a forged or an old signature', async () => {
    const photo = (await uploadFile(app, lan, await photoWithGps())).body.data;
    expect(photo.url).toMatch(/^\/api\/upload\/file\/[A-Za-z0-9_-]{22}\?t=\d+\.[A-Za-z0-9_-]{22}$/);
    expect((await served(photo.url)).statusCode).toBe(200);
    const bare = `/api/upload/file/${photo.key}`;
    expect((await served(bare)).statusCode).toBe(404);
    const [, day, sig] = /\?t=(\d+)\.(.+)$/.exec(photo.url)!;
    const forged = sig!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await served(`${bare}?t=${day}.${forged}`)).statusCode).toBe(404);
    // Another upload's signature does not open this one.
    const other = (await uploadFile(app, lan, await photoWithGps())).body.data;
    expect((await served(`${bare}?${other.url.split('?')[1]}`)).statusCode).toBe(404);
    // Signed for yesterday still works (a page kept open overnight); two days ago, no longer.
    expect(validUploadSignature(photo.key, `${day}.${sig}`, Date.now() + 86_400_000)).toBe(true);
    expect(validUploadSignature(photo.key, `${day}.${sig}`, Date.now() + 2 * 86_400_000)).toBe(false);
    // The address that shows it hands its reader a signed URL; nobody else reads that address.
    const added = await addAddress(app, lan, { images: [photo.url] });
    const list = await app.inject({ method: 'GET', url: '/api/member/address/list', headers: lan });
    const shown = (list.json().data as { id: number; images: string[] }[]).find((a) => a.id === added.body.data.id)!;
    expect((await served(shown.images[0]!, '?w=128&h=128')).statusCode).toBe(200);
    // A client that appends ?w=&h= to the signed URL with a second "?" still gets the picture.
    expect((await app.inject({ method: 'GET', url: `${shown.images[0]!}?w=96&h=96` })).statusCode).toBe(200);
  });

  it('refuses a non-image with an image name and type, whatever it claims', async () => {
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const res = await uploadFile(app, lan, html, 'holiday.jpg', 'image/jpeg');
    expect(res.status).toBe(422);
    expect(res.body.data.fields).toContainEqual({ path: 'body.file', message: expect.stringMatching(/not a picture/) });
  });

  it('never stores or serves an SVG or HTML upload as something that runs script', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect((await uploadFile(app, lan, svg, 'x.svg', 'image/svg+xml')).status).toBe(422);
    expect((await uploadFile(app, lan, svg, 'x.png', 'image/png')).status).toBe(422);
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    expect((await uploadFile(app, lan, html, 'x.html', 'text/html')).status).toBe(422);
    expect(await app.db.select().from(upload).where(eq(upload.contentType, 'image/svg+xml'))).toEqual([]);
  });

  it('refuses a file over the size limit', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
    const res = await uploadFile(app, lan, big);
    expect(res.status).toBe(422);
    expect(res.body.data.fields[0]).toMatchObject({ path: 'body.file', message: expect.stringMatching(/10 MB/) });
  });

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    const started = Date.now();
    const res = await uploadFile(app, lan, bombPng(100_000, 100_000), 'bomb.png', 'image/png');
    expect(res.status).toBe(422);
    expect(res.body.data.fields[0].message).toMatch(/megapixels/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('lets only the owner attach an upload to an address', async () => {
    const mine = (await uploadFile(app, lan, await photoWithGps())).body.data;
    const theft = await addAddress(app, hoa, { images: [mine.url] });
    expect(theft.status).toBe(422);
    expect(theft.body.data.fields[0].path).toBe('body.images');
    const own = await addAddress(app, lan, { images: [mine.url] });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data.images).toEqual([mine.url]);
  });

  it('accepts an address, avatar or licence naming a picture only while the storage holds it', async () => {
    // As on a server whose storage is not the one the picture went to (another node's own disk).
    const elsewhere = (await uploadFile(app, lan, await photoWithGps())).body.data;
    await app.uploads.remove([`${elsewhere.key}.webp`]);
    const address = await addAddress(app, lan, { images: [elsewhere.url] });
    expect(address.status).toBe(422);
    expect(address.body.data.fields[0].path).toBe('body.images');
    const avatar = await app.inject({
      method: 'POST',
      url: '/api/sso/member/profile/update',
      headers: lan,
      payload: { icon: elsewhere.key },
    });
    expect(avatar.statusCode).toBe(422);
    // Nothing was marked used: the cleanup still takes the row after its day.
    const [row] = await app.db.select().from(upload).where(eq(upload.key, elsewhere.key));
    expect(row?.attachedAt).toBeNull();
  });

  it('removes uploads nobody attached after a day, and keeps attached ones', async () => {
    const stray = (await uploadFile(app, lan, await photoWithGps())).body.data;
    const kept = (await uploadFile(app, lan, await photoWithGps())).body.data;
    expect((await addAddress(app, lan, { images: [kept.key] })).status).toBe(200);
    await app.db.update(upload).set({ createdAt: sql`now() - interval '25 hours'` });
    await removeUnattached({ db: app.db, storage: app.uploads });
    expect((await served(stray.url)).statusCode).toBe(404);
    expect((await served(kept.url)).statusCode).toBe(200);
  });

  it('asks for a login to upload', async () => {
    expect((await uploadFile(app, {}, await photoWithGps())).status).toBe(401);
  });
});
