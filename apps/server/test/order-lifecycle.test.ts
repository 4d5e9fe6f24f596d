import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@storefront/contract';
import type { Endpoint } from '@storefront/contract';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import {
  deliverableAddressOf,
  type Headers,
  previewAndPlace,
  rows,
  stockedSkus,
  stockOf,
  visitorHeaders,
} from './support/order.js';

let app: FastifyInstance;
let lan: Headers;
let minh: Headers;
let staff: Headers;
/** The operations and finance staff: the separated duties of the staff side of an order. */
let operations: Headers;
let finance: Headers;
let guest: Headers;
let s: number[];
let lanId: number;

/** A real (decodable) receipt picture: receipts are decoded and re-encoded, not stored as sent. */
const PNG_BYTES = await sharp({ create: { width: 90, height: 160, channels: 3, background: '#f4f4f0' } })
  .png()
  .toBuffer();
const PNG = PNG_BYTES.toString('base64');
/** Bytes that start like a PNG but are no picture. */
const FAKE_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(120, 7)]);
/** A phone's receipt photo: a JPEG with EXIF, the GPS position of where it was taken included. */
const photoWithGps = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#e8e8e0' } })
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
const REASON = 'I ordered by mistake';

beforeAll(async () => {
  app = await createIdentityApp();
  lan = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
  minh = bearer(await loginByPassword(app, DEMO.credit.phone, DEMO.credit.password));
  staff = bearer(await loginByPassword(app, DEMO.staff.phone, DEMO.staff.password));
  operations = bearer(await loginByPassword(app, DEMO.operations.phone, DEMO.operations.password));
  finance = bearer(await loginByPassword(app, DEMO.finance.phone, DEMO.finance.password));
  guest = await visitorHeaders(app);
  s = await stockedSkus(app, 3, 40);
  lanId = (await call(app, 'GET', '/sso/info', { headers: lan })).body.data.id;
  const reasons = await call(app, 'GET', '/app/setting/get', { headers: { 'accept-language': 'en-US' } });
  expect(reasons.body.data.cancelReasons).toContain(REASON);
});
afterAll(() => app.close());

const pickup = (extra: Record<string, unknown> = {}) => ({
  deliveryType: 'pickup',
  pickupName: 'Lan',
  pickupPhoneCountryCode: '84',
  pickupPhoneNumber: '901234501',
  paymentMethod: 'cashOnDelivery',
  ...extra,
});
const orderAs = async (who: Headers, extra: Record<string, unknown> = {}, sku = s[0]!, quantity = 1) => {
  const isVisitor = 'guestauthorization' in who;
  if (!isVisitor) {
    await app.database.execute('delete from cart_line');
    await call(app, 'POST', '/cart/addV2', { body: { warehouseId: 1, productSkuId: sku, quantity }, headers: who });
  }
  const { placed } = await previewAndPlace(
    app,
    who,
    pickup({ ...(isVisitor ? { items: [{ productSkuId: sku, quantity }] } : {}), ...extra }),
  );
  expect(placed.body.code, placed.raw).toBe(200);
  return placed.body.data as { orderId: number; orderSecret: string | null; orderSn: string; status: number };
};
const post = (url: string, body: unknown, headers: Headers) => call(app, 'POST', url, { body, headers });
const detail = (orderId: number, who: Headers, orderSecret?: string) =>
  call(app, 'GET', '/order/detail', {
    query: { orderId: String(orderId), ...(orderSecret ? { orderSecret } : {}) },
    headers: who,
  });

/** Every customer order endpoint that names an order, with a valid body for it. */
const customerCalls = (orderId: number, orderSecret?: string) => {
  const ref = { orderId, ...(orderSecret ? { orderSecret } : {}) };
  return [
    ['GET', '/order/detail', ref],
    ['GET', '/order/invoice', ref],
    ['POST', '/order/cancel', { ...ref, reason: REASON }],
    ['POST', '/order/refund/apply', { ...ref, refundMethod: 'original', reason: 'Changed my mind' }],
    ['POST', '/order/confirmReceive', ref],
    ['POST', '/order/reAddToCart', ref],
    ['POST', '/order/payNow', ref],
    ['POST', '/order/transferVoucher', { ...ref, imageBase64: PNG }],
  ] as const;
};
const hit = (method: string, url: string, data: Record<string, unknown>, who: Headers) =>
  method === 'GET'
    ? call(app, 'GET', url, {
        query: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])),
        headers: who,
      })
    : post(url, data, who);

describe('who may touch an order', () => {
  it('every order route answers 404 to another member, and to a visitor without the secret', async () => {
    const lans = await orderAs(lan);
    const guests = await orderAs(guest, { paymentMethod: 'bankTransfer' });
    const orderRoutes = (Object.values(contract) as unknown[]).filter(
      (v): v is Endpoint =>
        typeof v === 'object' && v !== null && 'path' in v && (v as Endpoint).path.startsWith('/order/'),
    );
    const named = customerCalls(0).map(([, url]) => url);
    // A new order route that names an order must be added to customerCalls.
    for (const e of orderRoutes) {
      if (
        [
          '/order/generateConfirmOrder/simple',
          '/order/generateOrder',
          '/order/list',
          '/order/visitor/list',
          '/order/visitor/claim',
          '/order/bankCard/list',
        ].includes(e.path)
      )
        continue;
      expect(named, e.path).toContain(e.path);
    }
    for (const [method, url, data] of customerCalls(lans.orderId)) {
      const res = await hit(method, url, data, minh);
      expect(res.status, `${url} ${res.raw}`).toBe(404);
    }
    for (const [method, url, data] of customerCalls(guests.orderId)) {
      expect((await hit(method, url, data, await visitorHeaders(app))).status, url).toBe(404);
      expect((await hit(method, url, data, guest)).status, url).toBe(404);
    }
    // Nothing changed.
    expect((await detail(lans.orderId, lan)).body.data.status).toBe(1);
    expect((await detail(guests.orderId, guest, guests.orderSecret!)).body.data.status).toBe(0);
  });

  it('every operations route that names an order answers 404 to staff limited to another warehouse', async () => {
    const o = await orderAs(lan, { paymentMethod: 'bankTransfer' });
    const admin = bearer(await loginByPassword(app, DEMO.admin.phone, DEMO.admin.password));
    const idOf = async (who: Headers) => (await call(app, 'GET', '/sso/info', { headers: who })).body.data.id as number;
    const staffCalls: [string, Record<string, unknown>][] = [
      ['/ops/order/detail', {}],
      ['/ops/order/review', {}],
      ['/ops/order/startProcessing', {}],
      ['/ops/order/ship', { trackingNumber: 'VN-OTHER-1' }],
      ['/ops/order/readyForPickup', {}],
      ['/ops/order/complete', {}],
      ['/ops/order/confirmPayment', {}],
      ['/ops/order/rejectPayment', { reason: 'No money arrived' }],
      ['/ops/order/cancel', { reason: 'Out of stock' }],
      ['/ops/order/refund', { bankReference: 'FT-1' }],
      ['/ops/order/adjustPrice', { priceAdjustment: -1000, reason: 'Lighter than ordered' }],
    ];
    const opsRoutes = (Object.values(contract) as unknown[]).filter(
      (v): v is Endpoint =>
        typeof v === 'object' && v !== null && 'path' in v && (v as Endpoint).path.startsWith('/ops/order/'),
    );
    // A new operations route that names an order must be added to staffCalls.
    for (const e of opsRoutes.filter((e) => e.path !== '/ops/order/list'))
      expect(
        staffCalls.map(([url]) => url),
        e.path,
      ).toContain(e.path);
    // The order is in warehouse 1; both staff members work on warehouse 2 only.
    for (const who of [operations, finance]) {
      const set = await call(app, 'POST', '/admin/staff/setWarehouses', {
        body: { memberId: await idOf(who), warehouseIds: [2] },
        headers: admin,
      });
      expect(set.body.code, set.raw).toBe(200);
    }
    try {
      for (const [url, extra] of staffCalls) {
        const e = opsRoutes.find((r) => r.path === url)!;
        const who = e.roles?.includes('operations') ? operations : finance;
        const res = await hit(e.method, url, { orderId: o.orderId, ...extra }, who);
        expect(res.status, `${url} ${res.raw}`).toBe(404);
      }
      const list = await call(app, 'GET', '/ops/order/list', {
        query: { pageNum: '1', pageSize: '100', memberId: String(lanId) },
        headers: operations,
      });
      expect(list.body.data.list.map((x: { orderId: number }) => x.orderId)).not.toContain(o.orderId);
    } finally {
      await app.database.execute('delete from staff_warehouse');
    }
    // Nothing changed, and the same staff member without a limit reads it.
    const seen = await call(app, 'GET', '/ops/order/detail', {
      query: { orderId: String(o.orderId) },
      headers: operations,
    });
    expect(seen.body.data).toMatchObject({ status: 0, warehouseId: 1 });
    expect(seen.body.data.amounts.priceAdjustment).toBe(0);
    expect(seen.body.data.audit.map((a: { action: string }) => a.action)).toEqual(['place']);
  });

  it('a customer or a sales rep calling the operations API gets 403, and a logged-out caller 401', async () => {
    const o = await orderAs(lan);
    const ops = (Object.values(contract) as unknown[]).filter(
      (v): v is Endpoint =>
        typeof v === 'object' && v !== null && 'path' in v && (v as Endpoint).path.startsWith('/ops/'),
    );
    expect(ops.length).toBeGreaterThanOrEqual(9);
    for (const e of ops) {
      expect(e.access).toBe('staff');
      const data = { orderId: o.orderId, trackingNumber: 'T1', reason: 'x' };
      expect((await hit(e.method, e.path, data, lan)).status, e.path).toBe(403);
      // Sales orders for customers; the operations API is the other roles' (access.test.ts walks them all).
      expect((await hit(e.method, e.path, data, staff)).status, e.path).toBe(403);
      expect((await hit(e.method, e.path, data, {})).status, e.path).toBe(401);
    }
    expect((await detail(o.orderId, lan)).body.data.status).toBe(1);
  });
});

describe('an order through its life', () => {
  it('staff review, start processing, ship with a tracking number and complete; the customer sees each status; a repeat changes nothing', async () => {
    const delivery = { deliveryType: 'delivery', memberReceiveAddressId: await deliverableAddressOf(app, lan) };
    const o = await orderAs(lan, delivery, s[1], 3);
    const before = await stockOf(app, s[1]!);
    const step = async (url: string, body: Record<string, unknown>, expected: number) => {
      const res = await post(url, { orderId: o.orderId, ...body }, operations);
      expect(res.body.code, res.raw).toBe(200);
      expect((await detail(o.orderId, lan)).body.data.status).toBe(expected);
      return res.body.data;
    };
    await step('/ops/order/review', {}, 2);
    expect((await post('/ops/order/review', { orderId: o.orderId }, operations)).status).toBe(409);
    await step('/ops/order/startProcessing', {}, 2);
    expect((await post('/ops/order/startProcessing', { orderId: o.orderId }, operations)).status).toBe(409);
    const cancelLate = await post('/order/cancel', { orderId: o.orderId, reason: REASON }, lan);
    expect(cancelLate.status).toBe(409);
    expect(cancelLate.body.message).toBe('Please operate on the app');
    await step('/ops/order/ship', { trackingNumber: 'VN-TRACK-1' }, 3);
    expect(await stockOf(app, s[1]!)).toEqual({ onHand: before.onHand - 3, reserved: before.reserved - 3 });
    expect((await detail(o.orderId, lan)).body.data.trackingNumber).toBe('VN-TRACK-1');
    const confirmed = await post('/order/confirmReceive', { orderId: o.orderId }, lan);
    expect(confirmed.body.data.status).toBe(4);
    expect((await post('/ops/order/complete', { orderId: o.orderId }, operations)).status).toBe(409);
    const audit = (
      await call(app, 'GET', '/ops/order/detail', { query: { orderId: String(o.orderId) }, headers: operations })
    ).body.data.audit;
    expect(audit.map((a: { action: string }) => a.action)).toEqual([
      'place',
      'review',
      'startProcessing',
      'ship',
      'confirmReceipt',
    ]);
    expect(audit[1]).toMatchObject({ fromStatus: 1, toStatus: 2, actor: expect.stringMatching(/^staff:\d+$/) });
  });

  it('cancelling with a reason gives the stock and the slot back once; a reason not in the list is refused', async () => {
    const before = await stockOf(app, s[2]!);
    const o = await orderAs(lan, {}, s[2], 2);
    expect((await stockOf(app, s[2]!)).reserved).toBe(before.reserved + 2);
    const d = (await detail(o.orderId, lan)).body.data;
    const slotTaken = async () =>
      (
        await rows<{ taken: number }>(
          app,
          sql`select taken::int as taken from delivery_slot where warehouse_id = 1 and date = ${d.slot.date} and start = ${d.slot.start}`,
        )
      )[0]!.taken;
    const taken = await slotTaken();
    const bad = await post('/order/cancel', { orderId: o.orderId, reason: 'because' }, lan);
    expect(bad.status).toBe(422);
    expect(bad.body.data.fields[0].path).toBe('body.reason');
    const ok = await call(app, 'POST', '/order/cancel', {
      body: { orderId: o.orderId, reason: REASON },
      headers: { ...lan, 'accept-language': 'vi-VN' },
    });
    expect(ok.body.code, ok.raw).toBe(200);
    expect(ok.body.message).toBe('Hủy đơn thành công');
    expect(ok.body.data).toMatchObject({ status: 5, cancelReason: REASON });
    expect(await stockOf(app, s[2]!)).toEqual(before);
    expect(await slotTaken()).toBe(taken - 1);
    expect((await post('/order/cancel', { orderId: o.orderId, reason: REASON }, lan)).status).toBe(409);
    expect(await stockOf(app, s[2]!)).toEqual(before);
  });

  it('a transfer receipt leaves a bank-transfer order in 0, awaiting verification; finance confirming the money moves it to 1; a file that is not a picture is refused', async () => {
    const o = await orderAs(guest, { paymentMethod: 'bankTransfer' });
    const ref = { orderId: o.orderId, orderSecret: o.orderSecret };
    const pay = await post('/order/payNow', ref, guest);
    expect(pay.body.data).toMatchObject({ qrStandard: 'VietQR', reference: o.orderSn });
    const notImage = await post(
      '/order/transferVoucher',
      { ...ref, imageBase64: Buffer.from('<svg onload=alert(1)>').toString('base64') },
      guest,
    );
    expect(notImage.status).toBe(422);
    // Only the first bytes of a PNG: decoding it fails, so it is refused like any other non-picture.
    const fake = await post('/order/transferVoucher', { ...ref, imageBase64: FAKE_PNG.toString('base64') }, guest);
    expect(fake.status).toBe(422);
    expect(fake.body.data.fields[0].path).toBe('body.imageBase64');
    const ok = await post('/order/transferVoucher', { ...ref, imageBase64: PNG }, guest);
    expect(ok.body.data).toMatchObject({ status: 0, paymentState: 'awaitingVerification' });
    expect(ok.body.data.actions).toMatchObject({ canUploadReceipt: false, canRequestRefund: false });
    expect((await post('/order/transferVoucher', { ...ref, imageBase64: PNG }, guest)).status).toBe(409);
    // A receipt is not money: nothing to refund until finance confirms it.
    const early = await post(
      '/order/refund/apply',
      { ...ref, refundMethod: 'original', reason: 'Changed my mind' },
      guest,
    );
    expect(early.status).toBe(409);
    const confirmed = await post('/ops/order/confirmPayment', { orderId: o.orderId }, finance);
    expect(confirmed.body.data).toMatchObject({
      status: 1,
      paymentState: 'paid',
      paidAmount: confirmed.body.data.payable,
    });
    // Paid by transfer: a refund to a bank card needs both the bank and the account.
    const noBank = await post(
      '/order/refund/apply',
      { ...ref, reason: 'Damaged', refundMethod: 'bankCard', bankName: 'Vietcombank' },
      guest,
    );
    expect(noBank.status).toBe(422);
    expect(noBank.body.data.fields[0].path).toBe('body.bankAccount');
    const refund = await post(
      '/order/refund/apply',
      { ...ref, reason: 'Damaged', refundMethod: 'bankCard', bankName: 'Vietcombank', bankAccount: '0071000123456' },
      guest,
    );
    expect(refund.body.data.refund).toMatchObject({
      method: 'bankCard',
      status: 'requested',
      bankAccount: '0071000123456',
    });
    const settled = await post('/ops/order/refund', { orderId: o.orderId }, finance);
    expect(settled.body.data.refund.status).toBe('refunded');
  });

  it('a receipt photo is stored and served re-encoded: its EXIF, GPS position included, is gone', async () => {
    const o = await orderAs(guest, { paymentMethod: 'bankTransfer' });
    const ref = { orderId: o.orderId, orderSecret: o.orderSecret };
    const photo = await photoWithGps();
    const sent = await sharp(photo).metadata();
    expect(sent.exif).toBeDefined();
    // The EXIF as sent: the camera's make, and the GPS block (its pointer tag 0x8825, either byte order).
    expect(photo.includes(Buffer.from('PhoneCo'))).toBe(true);
    const gpsTag = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
    expect(gpsTag.some((t) => sent.exif!.includes(t))).toBe(true);
    const ok = await post('/order/transferVoucher', { ...ref, imageBase64: photo.toString('base64') }, guest);
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe(0);

    const url: string = (await detail(o.orderId, guest, o.orderSecret ?? undefined)).body.data.receiptUrl;
    const image = await app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('Exif'))).toBe(false);
    expect(image.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
    // What is kept in the database is the re-encoded picture too, never the photo as sent.
    const [stored] = await rows<{ data: string }>(
      app,
      sql`select data_base64 as data from order_voucher where order_id = ${o.orderId}`,
    );
    expect(Buffer.from(stored!.data, 'base64').equals(image.rawPayload)).toBe(true);
  });

  it("the receipt is shown to its customer and in finance's queue of transfers to check, until the money is confirmed", async () => {
    const o = await orderAs(guest, { paymentMethod: 'bankTransfer' });
    const ref = { orderId: o.orderId, orderSecret: o.orderSecret };
    expect((await detail(o.orderId, guest, o.orderSecret ?? undefined)).body.data.receiptUrl).toBeNull();
    await post('/order/transferVoucher', { ...ref, imageBase64: PNG }, guest);
    const url: string = (await detail(o.orderId, guest, o.orderSecret ?? undefined)).body.data.receiptUrl;
    // Signed for whoever reads the answer: the bare key, from a log or the database, opens nothing.
    expect(url).toMatch(/^\/api\/order\/voucher\/[0-9a-f]{32}\?t=\d+\.[A-Za-z0-9_-]{22}$/);
    expect((await app.inject({ method: 'GET', url: url.split('?')[0]! })).statusCode).toBe(404);

    const image = await app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    // Served as re-encoded (WebP), the same picture.
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 90, height: 160 });
    const guessed = url.replace(/[0-9a-f](?=\?)/, (d) => (d === '0' ? '1' : '0'));
    expect((await app.inject({ method: 'GET', url: guessed })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/order/voucher/..%2f..%2fsso' })).statusCode).toBe(404);

    const queue = async () =>
      (await call(app, 'GET', '/ops/order/list?receiptToCheck=true&pageSize=50', { headers: finance })).body.data;
    const waiting = await queue();
    expect(waiting.list.map((x: { orderId: number }) => x.orderId)).toContain(o.orderId);
    expect(
      waiting.list.every(
        (x: { status: number; paymentState: string }) => x.status === 0 && x.paymentState === 'awaitingVerification',
      ),
    ).toBe(true);
    expect(
      (await call(app, 'GET', `/ops/order/detail?orderId=${o.orderId}`, { headers: finance })).body.data.receiptUrl,
    ).toBe(url);
    expect((await call(app, 'GET', '/ops/order/list?receiptToCheck=true', { headers: lan })).status).toBe(403);

    expect((await post('/ops/order/confirmPayment', { orderId: o.orderId }, staff)).status).toBe(403);
    expect((await post('/ops/order/confirmPayment', { orderId: o.orderId }, finance)).status).toBe(200);
    expect((await queue()).list.map((x: { orderId: number }) => x.orderId)).not.toContain(o.orderId);
  });

  it('a sales rep orders for a customer: the order records the rep and the customer sees it in their list', async () => {
    const token = await post('/sso/manipulateOrder/genTokenByManipulateOrder', { memberId: lanId }, staff);
    expect(token.body.code, token.raw).toBe(200);
    const proxy = bearer(token.body.data.token);
    const o = await orderAs(proxy);
    const list = await call(app, 'GET', '/order/list', { query: { status: 'all' }, headers: lan });
    const card = list.body.data.list.find((x: { orderId: number }) => x.orderId === o.orderId);
    expect(card.placedByStaff).toMatchObject({ id: expect.any(Number) });
    const [row] = await rows<{ actingStaffId: number }>(
      app,
      sql`select acting_staff_id as "actingStaffId" from customer_order where id = ${o.orderId}`,
    );
    expect(row!.actingStaffId).toBe(card.placedByStaff.id);
  });

  it('re-adds an order to the member cart', async () => {
    const o = await orderAs(lan, {}, s[0], 2);
    const res = await post('/order/reAddToCart', { orderId: o.orderId }, lan);
    expect(res.body.data.items).toEqual([{ productSkuId: s[0], quantity: 2 }]);
    const cart = await call(app, 'POST', '/cart/list/promotion/v4', { body: { currentWarehouseId: 1 }, headers: lan });
    expect(
      cart.body.data.list.map((l: { productSkuId: number; quantity: number }) => [l.productSkuId, l.quantity]),
    ).toEqual([[s[0], 2]]);
  });

  it("frequent purchases come from the member's own orders", async () => {
    await orderAs(lan, {}, s[0], 1);
    const page = (who: Headers) =>
      call(app, 'GET', '/product/frequentPurchases', {
        query: { warehouseId: '1', pageNum: '1', pageSize: '20' },
        headers: who,
      });
    const mine = (await page(lan)).body.data;
    expect(mine.list[0].productSkuId).toBe(s[0]);
    // One card per product, shown by its most-bought SKU: s[1] appears as its product.
    const products = await rows<{ id: number; productId: number }>(
      app,
      sql`select id, product_id as "productId" from sku where id in (${s[0]}, ${s[1]})`,
    );
    const shown = mine.list.map((c: { productId: number }) => c.productId);
    expect(shown).toEqual(expect.arrayContaining(products.map((p) => p.productId)));
    expect(new Set(shown).size).toBe(shown.length);
    expect((await page(minh)).body.data.total).toBe(0);
  });
});
