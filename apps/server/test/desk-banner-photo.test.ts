import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import { auditOf, fieldMessage } from './support/desk.js';
import { type Headers, W } from './support/order.js';
import { uploadFile } from './support/upload.js';

/**
 * A Home banner's photo uploaded from the console: through the upload pipeline, attached to the
 * banner, and shown by the shop's Home through the signed image route at the banner's size.
 */
let app: FastifyInstance;
let staff: Headers;

const saveBanner = (body: Record<string, unknown>, headers: Headers = staff) =>
  call(app, 'POST', '/staff/catalogue/home/banner/save', {
    body: { countryCode: 'VN', titles: { 'en-US': 'Harvest week' }, art: 1, link: { kind: 'promotions' }, ...body },
    headers,
  });
const shopBanner = async (id: number) =>
  ((await call(app, 'GET', '/home/banners', { query: { warehouseId: String(W) } })).body.data as
    { id: number; pic: string }[] | undefined)!.find((b) => b.id === id)!;
const keyOf = (url: string) => /\/upload\/file\/([A-Za-z0-9_-]{22})/.exec(url)?.[1];

async function upload(headers: Headers) {
  const photo = await sharp({ create: { width: 900, height: 360, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .toBuffer();
  const res = await uploadFile(app, headers, photo, 'harvest.jpg', 'image/jpeg', 'banner');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { key: string; url: string };
}

beforeAll(async () => {
  app = await createIdentityApp();
  staff = bearer(await loginByPassword(app, DEMO.catalogue.phone, DEMO.catalogue.password));
});
afterAll(() => app?.close());

describe("a banner's uploaded photo", () => {
  it('is shown by the shop’s Home, signed and sized; audited; kept only while the banner shows it', async () => {
    const photo = await upload(staff);
    const res = await saveBanner({ upload: photo.key });
    expect(res.status, res.raw).toBe(200);
    const bannerId = res.body.data.bannerId as number;
    expect(res.body.data).toMatchObject({ upload: photo.key, art: null });
    expect(keyOf(res.body.data.pic)).toBe(photo.key);

    const shown = await shopBanner(bannerId);
    expect(keyOf(shown.pic)).toBe(photo.key);
    expect(shown.pic).toMatch(/\?t=/);
    const served = await app.inject({ method: 'GET', url: `${shown.pic}&w=750&h=300` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // At least the banner's size (edges snapped up to the variant sizes the server keeps).
    const { width, height } = await sharp(served.rawPayload).metadata();
    expect(width).toBeGreaterThanOrEqual(750);
    expect(height).toBeGreaterThanOrEqual(300);
    const [entry] = await auditOf(app, 'catalogue.banner', `banner:${bannerId}`);
    expect(entry?.detail).toMatchObject({ after: { pic: `/api/upload/file/${photo.key}` } });

    // Saved again with the same photo, by another change: it stays.
    const retitled = await saveBanner({ bannerId, titles: { 'en-US': 'Harvest fortnight' }, upload: photo.key });
    expect(retitled.status, retitled.raw).toBe(200);
    expect(retitled.body.data.upload).toBe(photo.key);

    // Back to a drawn picture: the photo is no longer served (the cleanup may then remove it).
    const drawn = await saveBanner({ bannerId, art: 2 });
    expect(drawn.body.data).toMatchObject({ upload: null, art: 2 });
    expect((await shopBanner(bannerId)).pic).toBe('/api/images/banner/2.svg');
    expect((await app.inject({ method: 'GET', url: `${shown.pic}&w=750&h=300` })).statusCode).toBe(404);
  });

  it("refuses someone else's upload and an unknown key, in the caller's language", async () => {
    const customer = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
    const theirs = await upload(customer);
    const vi = { ...staff, 'accept-language': 'vi-VN' };
    const res = await saveBanner({ upload: theirs.key }, vi);
    expect(res.status).toBe(422);
    expect(fieldMessage(res, 'body.upload')).toBe(translate('vi-VN', 'upload.unknown'));
    expect((await saveBanner({ upload: 'not a key' })).status).toBe(422);
  });

  it('is for the catalogue role only', async () => {
    const ops = bearer(await loginByPassword(app, DEMO.operations.phone, DEMO.operations.password));
    const photo = await upload(ops);
    expect((await saveBanner({ upload: photo.key }, ops)).status).toBe(403);
  });
});
