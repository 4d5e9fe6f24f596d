import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../src/db/schema/index.js';
import { removeUnattached } from '../src/modules/upload/upload.service.js';
import { createTestApp } from './support/app.js';
import { bearer, call, DEMO, loginByPassword } from './support/auth.js';
import { addToCart, type Headers, place, previewAndPlace, stockedSkus, visitorHeaders } from './support/order.js';
import { uploadFile } from './support/upload.js';

let app: FastifyInstance;
let dataDir: string;
let lan: Headers;
let hoa: Headers;
let operations: Headers;
let sku: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sf-invoice-'));
  app = await createTestApp({ DATA_DIR: dataDir });
  lan = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
  hoa = bearer(await loginByPassword(app, DEMO.certified.phone, DEMO.certified.password));
  operations = bearer(await loginByPassword(app, DEMO.operations.phone, DEMO.operations.password));
  sku = (await stockedSkus(app, 1, 50))[0]!;
});
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const jpeg = () =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: '#eee' } })
    .jpeg()
    .toBuffer();

const licencePhoto = async (who: Headers, purpose = 'address') => {
  const res = await uploadFile(app, who, await jpeg(), 'licence.jpg', 'image/jpeg', purpose);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { key: string; url: string };
};

const pickupWithLicence = (businessLicence: string) => ({
  deliveryType: 'pickup',
  items: undefined,
  paymentMethod: 'cashOnDelivery',
  pickupName: 'Công ty Minh Anh',
  pickupPhoneCountryCode: '84',
  pickupPhoneNumber: '912000111',
  invoice: {
    type: 'company',
    title: 'Công ty TNHH Minh Anh',
    taxNumber: '0312345678',
    email: 'ketoan@minhanh.vn',
    businessLicence,
  },
});

describe('the business licence of a company invoice', () => {
  it('is the member’s own upload, kept with the order and out of the cleanup of unattached uploads', async () => {
    await addToCart(app, lan, sku, 1);
    const photo = await licencePhoto(lan);
    const { placed } = await previewAndPlace(app, lan, pickupWithLicence(photo.url));
    expect(placed.body.code, placed.raw).toBe(200);
    const detail = await call(app, 'GET', '/order/detail', {
      query: { orderId: String(placed.body.data.orderId) },
      headers: lan,
    });
    expect(detail.body.data.invoice.businessLicence).toBe(photo.url);
    const [row] = await app.db.select().from(upload).where(eq(upload.key, photo.key));
    expect(row?.attachedAt).not.toBeNull();
  });

  it('refuses another member’s upload on the field, in the caller’s language, and places nothing', async () => {
    await addToCart(app, lan, sku, 1);
    const hoas = await licencePhoto(hoa);
    const res = await place(
      app,
      { ...lan, 'accept-language': 'vi-VN' },
      {
        ...pickupWithLicence(hoas.key),
        expectedPayable: 0,
        slot: { date: '2026-01-01', start: '09:00' },
      },
    );
    expect(res.status, res.raw).toBe(422);
    expect(res.body.data.fields).toEqual([
      { path: 'body.invoice.businessLicence', message: 'Không tìm thấy ảnh này; vui lòng tải lên lại' },
    ]);
    const [row] = await app.db.select().from(upload).where(eq(upload.key, hoas.key));
    expect(row?.attachedAt).toBeNull();
  });

  it('is a visitor’s own upload too: kept with the order, shown to staff, named by nobody else', async () => {
    const guest = await visitorHeaders(app);
    const stranger = await visitorHeaders(app);
    // A visitor uploads a licence and nothing else: other pictures belong to an account.
    expect((await uploadFile(app, guest, await jpeg(), 'me.jpg', 'image/jpeg', 'avatar')).status).toBe(401);
    const photo = await licencePhoto(guest, 'licence');
    const [fresh] = await app.db.select().from(upload).where(eq(upload.key, photo.key));
    expect(fresh).toMatchObject({ memberId: null, purpose: 'licence' });

    // Another visitor, or a member, naming it gets the unknown-upload refusal and no order.
    const forStranger = { ...pickupWithLicence(photo.key), items: [{ productSkuId: sku, quantity: 1 }] };
    const slot = { expectedPayable: 0, slot: { date: '2026-01-01', start: '09:00' } };
    for (const who of [stranger, lan]) {
      const refused = await place(app, who, { ...forStranger, ...slot });
      expect(refused.status, refused.raw).toBe(422);
      expect(refused.body.data.fields[0].path).toBe('body.invoice.businessLicence');
    }
    // The bare address opens nothing: only an answer to its owner (or staff) signs it.
    const bare = await app.inject({ method: 'GET', url: `/api/upload/file/${photo.key}` });
    expect(bare.statusCode).toBe(404);

    const { placed } = await previewAndPlace(app, guest, {
      ...pickupWithLicence(photo.url),
      items: [{ productSkuId: sku, quantity: 1 }],
    });
    expect(placed.body.code, placed.raw).toBe(200);
    const orderId = String(placed.body.data.orderId);
    const seen = await call(app, 'GET', '/ops/order/detail', { query: { orderId }, headers: operations });
    expect(seen.body.code, seen.raw).toBe(200);
    const shown = seen.body.data.invoice.businessLicence as string;
    expect(shown).toMatch(new RegExp(`^/api/upload/file/${photo.key}\\?t=\\d+\\.[\\w-]{22}$`));
    expect((await app.inject({ method: 'GET', url: shown })).statusCode).toBe(200);

    // Used by the order, it outlives the cleanup of uploads nobody attached.
    await app.db
      .update(upload)
      .set({ createdAt: sql`now() - interval '3 days'`, attachedAt: sql`now() - interval '2 days'` })
      .where(eq(upload.key, photo.key));
    await removeUnattached({ db: app.db, storage: app.uploads });
    const [kept] = await app.db.select().from(upload).where(eq(upload.key, photo.key));
    expect(kept?.visitorId).toBeTruthy();
    expect((await app.inject({ method: 'GET', url: shown })).statusCode).toBe(200);
  });
});
