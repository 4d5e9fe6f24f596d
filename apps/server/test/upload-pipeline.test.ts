import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../src/db/schema/index.js';
import { removeUnattached } from '../src/modules/upload/upload.service.js';
import { diskStorage } from '../src/modules/upload/upload.storage.js';
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

const served = (url: string, query = '') => app.inject({ method: 'GET', url: `${url}${query}` });

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

  it('serves variants at the size asked, 200×200 by default, with a year of cache and no sniffing', async () => {
    const res = await uploadFile(app, lan, await photoWithGps());
    const small = await served(res.body.data.url);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 200, height: 200 });
    expect(small.headers['cache-control']).toContain('max-age=31536000');
    expect(small.headers['x-content-type-options']).toBe('nosniff');
    expect(small.headers['content-type']).toBe('image/webp');
    const wide = await served(res.body.data.url, '?w=400&h=100');
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 400, height: 100 });
    expect((await served(res.body.data.url, '?w=99999&h=1')).statusCode).toBe(404);
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

  it('removes uploads nobody attached after a day, and keeps attached ones', async () => {
    const stray = (await uploadFile(app, lan, await photoWithGps())).body.data;
    const kept = (await uploadFile(app, lan, await photoWithGps())).body.data;
    expect((await addAddress(app, lan, { images: [kept.key] })).status).toBe(200);
    await app.db.update(upload).set({ createdAt: sql`now() - interval '25 hours'` });
    await removeUnattached({ db: app.db, storage: diskStorage(join(dataDir, 'uploads')) });
    expect((await served(stray.url)).statusCode).toBe(404);
    expect((await served(kept.url)).statusCode).toBe(200);
  });

  it('asks for a login to upload', async () => {
    expect((await uploadFile(app, {}, await photoWithGps())).status).toBe(401);
  });
});
