import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';
import { cancelExpiredOrders } from '../src/modules/order/timeout.service.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import {
  deliverableAddressOf,
  type Headers,
  previewAndPlace,
  rows,
  stockedSkus,
  visitorHeaders,
} from './support/order.js';

/**
 * The console's work on an order's money: finance rejects a receipt (the order awaits payment
 * again, the customer reads why), settles refunds with the bank's reference from a queue, and
 * operations adjust the price before shipping. Each is audited with before and after, refused to
 * the other roles, and answers a bad input in the caller's language.
 */
let app: FastifyInstance;
let finance: Headers;
let operations: Headers;
let sales: Headers;
let financeId: number;
let operationsId: number;
let s: number[];

const PNG = (
  await sharp({ create: { width: 90, height: 160, channels: 3, background: '#f0f4f4' } })
    .png()
    .toBuffer()
).toString('base64');

beforeAll(async () => {
  app = await createIdentityApp();
  finance = bearer(await loginByPassword(app, DEMO.finance.phone, DEMO.finance.password));
  operations = bearer(await loginByPassword(app, DEMO.operations.phone, DEMO.operations.password));
  sales = bearer(await loginByPassword(app, DEMO.staff.phone, DEMO.staff.password));
  financeId = (await call(app, 'GET', '/sso/info', { headers: finance })).body.data.id;
  operationsId = (await call(app, 'GET', '/sso/info', { headers: operations })).body.data.id;
  s = await stockedSkus(app, 2, 40);
}, 120_000);
afterAll(() => app?.close());

const post = (url: string, body: unknown, headers: Headers, lang = 'en-US') =>
  call(app, 'POST', url, { body, headers: { ...headers, 'accept-language': lang } });
const list = (query: Record<string, string>, who = finance) =>
  call(app, 'GET', '/ops/order/list', { query: { pageNum: '1', pageSize: '50', ...query }, headers: who });
const shopDetail = (o: { orderId: number; orderSecret: string | null }, who: Headers, lang = 'en-US') =>
  call(app, 'GET', '/order/detail', {
    query: { orderId: String(o.orderId), orderSecret: o.orderSecret ?? '' },
    headers: { ...who, 'accept-language': lang },
  });
const auditOf = (orderId: number, action: string) =>
  rows<{ staff: number; detail: Record<string, unknown> }>(
    app,
    sql`select acting_staff_id as staff, detail from audit_log where target = ${`order:${orderId}`} and action = ${action} order by id`,
  );

/** A visitor's order for pickup, by `paymentMethod`; a bank transfer comes with its receipt when asked. */
async function visitorOrder(paymentMethod: string, withReceipt = false) {
  const guest = await visitorHeaders(app);
  const { placed } = await previewAndPlace(app, guest, {
    deliveryType: 'pickup',
    pickupName: 'Mai',
    pickupPhoneCountryCode: '84',
    pickupPhoneNumber: '901234777',
    paymentMethod,
    items: [{ productSkuId: s[0]!, quantity: 1 }],
  });
  expect(placed.body.code, placed.raw).toBe(200);
  const o = placed.body.data as { orderId: number; orderSecret: string | null; payable: number };
  if (withReceipt) {
    const up = await post(
      '/order/transferVoucher',
      { orderId: o.orderId, orderSecret: o.orderSecret, imageBase64: PNG },
      guest,
    );
    expect(up.body.data.paymentState, up.raw).toBe('awaitingVerification');
  }
  return { ...o, guest };
}

describe('finance rejects a receipt', () => {
  it('the order awaits payment again with a fresh deadline, leaves the queue, and the customer reads why; a new receipt comes back to the queue', async () => {
    const o = await visitorOrder('bankTransfer', true);
    expect(
      (await list({ receiptToCheck: 'true' })).body.data.list.map((x: { orderId: number }) => x.orderId),
    ).toContain(o.orderId);
    const res = await post(
      '/ops/order/rejectPayment',
      { orderId: o.orderId, reason: 'No such transfer on the statement' },
      finance,
    );
    expect(res.body.code, res.raw).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 0,
      paymentState: 'awaitingPayment',
      receiptRejection: { reason: 'No such transfer on the statement' },
    });
    const minutes = (Date.parse(res.body.data.holdDeadline) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(0);
    expect(minutes).toBeLessThanOrEqual(30);
    expect(res.body.data.audit.at(-1)).toMatchObject({ action: 'rejectPayment', actor: `staff:${financeId}` });
    const [audit] = await auditOf(o.orderId, 'order.rejectPayment');
    expect(audit).toMatchObject({
      staff: financeId,
      detail: {
        reason: 'No such transfer on the statement',
        before: { paymentState: 'awaitingVerification' },
        after: { paymentState: 'awaitingPayment' },
      },
    });
    expect(
      (await list({ receiptToCheck: 'true' })).body.data.list.map((x: { orderId: number }) => x.orderId),
    ).not.toContain(o.orderId);
    // The shop shows the reason and lets the customer send another receipt.
    const shop = (await shopDetail(o, o.guest)).body.data;
    expect(shop.receiptRejection.reason).toBe('No such transfer on the statement');
    expect(shop.actions.canUploadReceipt).toBe(true);
    // Twice is refused in the caller's language, and changes nothing.
    const again = await post('/ops/order/rejectPayment', { orderId: o.orderId, reason: 'again' }, finance, 'th-TH');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(translate('th-TH', 'ops.noReceiptToReject'));
    expect(await auditOf(o.orderId, 'order.rejectPayment')).toHaveLength(1);
    // A new receipt clears the rejection and waits for finance again.
    const up = await post(
      '/order/transferVoucher',
      { orderId: o.orderId, orderSecret: o.orderSecret, imageBase64: PNG },
      o.guest,
    );
    expect(up.body.data).toMatchObject({ paymentState: 'awaitingVerification', receiptRejection: null });
    expect((await post('/ops/order/confirmPayment', { orderId: o.orderId }, finance)).body.data.paymentState).toBe(
      'paid',
    );
  });

  it('is finance’s alone, needs a reason in the caller’s language, and 404s an unknown order', async () => {
    const o = await visitorOrder('bankTransfer', true);
    for (const who of [operations, sales]) {
      expect((await post('/ops/order/rejectPayment', { orderId: o.orderId, reason: 'x' }, who)).status).toBe(403);
    }
    const blank = await post('/ops/order/rejectPayment', { orderId: o.orderId, reason: '  ' }, finance, 'vi-VN');
    expect(blank.status).toBe(422);
    expect(blank.body.message).not.toMatch(/Too small|String must/);
    expect((await post('/ops/order/rejectPayment', { orderId: 99_999_999, reason: 'x' }, finance)).status).toBe(404);
    // A paid order has no receipt left to reject.
    await post('/ops/order/confirmPayment', { orderId: o.orderId }, finance);
    const paid = await post('/ops/order/rejectPayment', { orderId: o.orderId, reason: 'late' }, finance, 'zh-CN');
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(translate('zh-CN', 'order.statusChanged'));
  });
});

describe('the refund queue', () => {
  it('lists refunds to settle; finance settles one once with the bank reference, kept on the refund and in the audit', async () => {
    const o = await visitorOrder('bankTransfer', true);
    await post('/ops/order/confirmPayment', { orderId: o.orderId }, finance);
    const asked = await post(
      '/order/refund/apply',
      {
        orderId: o.orderId,
        orderSecret: o.orderSecret,
        refundMethod: 'bankCard',
        reason: 'Damaged product',
        bankName: 'Vietcombank',
        bankAccount: '0071000123456',
      },
      o.guest,
    );
    expect(asked.body.code, asked.raw).toBe(200);
    const queue = (await list({ refundToSettle: 'true' })).body.data.list.map((x: { orderId: number }) => x.orderId);
    expect(queue).toContain(o.orderId);
    const settled = await post('/ops/order/refund', { orderId: o.orderId, bankReference: 'FT2612050001' }, finance);
    expect(settled.body.data.refund).toMatchObject({ status: 'refunded', bankReference: 'FT2612050001' });
    expect((await post('/ops/order/refund', { orderId: o.orderId, bankReference: 'FT2' }, finance)).status).toBe(409);
    expect(
      (await list({ refundToSettle: 'true' })).body.data.list.map((x: { orderId: number }) => x.orderId),
    ).not.toContain(o.orderId);
    expect((await auditOf(o.orderId, 'order.refund'))[0]!.detail).toMatchObject({ bankReference: 'FT2612050001' });
    expect((await shopDetail(o, o.guest)).body.data.refund.status).toBe('refunded');
  });
});

describe('operations adjust the price before shipping', () => {
  it('reprices the amount payable in one update, audited before and after; the customer sees the adjustment and why', async () => {
    const o = await visitorOrder('cashOnDelivery');
    const res = await post(
      '/ops/order/adjustPrice',
      { orderId: o.orderId, priceAdjustment: -1500, reason: 'The melon weighed 1.8 kg, not 2 kg' },
      operations,
    );
    expect(res.body.code, res.raw).toBe(200);
    expect(res.body.data.amounts).toMatchObject({ priceAdjustment: -1500, payable: o.payable - 1500 });
    expect(res.body.data.priceAdjustmentReason).toBe('The melon weighed 1.8 kg, not 2 kg');
    // A second adjustment replaces the first: the amount moves by the difference only.
    const again = await post(
      '/ops/order/adjustPrice',
      { orderId: o.orderId, priceAdjustment: 500, reason: 'Re-weighed' },
      operations,
    );
    expect(again.body.data.amounts).toMatchObject({ priceAdjustment: 500, payable: o.payable + 500 });
    const audits = await auditOf(o.orderId, 'order.adjustPrice');
    expect(audits).toHaveLength(2);
    expect(audits[1]).toMatchObject({
      staff: operationsId,
      detail: {
        reason: 'Re-weighed',
        before: { priceAdjustment: -1500, payable: o.payable - 1500 },
        after: { priceAdjustment: 500, payable: o.payable + 500 },
      },
    });
    const shop = (await shopDetail(o, o.guest)).body.data;
    expect(shop.amounts).toMatchObject({ priceAdjustment: 500, payable: o.payable + 500 });
    expect(shop.priceAdjustmentReason).toBe('Re-weighed');
    const [{ payable }] = (await rows<{ payable: string }>(
      app,
      sql`select payable from customer_order where id = ${o.orderId}`,
    )) as [{ payable: string }];
    expect(Number(payable)).toBe(o.payable + 500);
  });

  it('refuses below zero (422), after shipping and once money is taken (409), in the caller’s language; other roles get 403', async () => {
    const o = await visitorOrder('cashOnDelivery');
    const below = await post(
      '/ops/order/adjustPrice',
      { orderId: o.orderId, priceAdjustment: -(o.payable + 1), reason: 'too much' },
      operations,
      'vi-VN',
    );
    expect(below.status).toBe(422);
    expect(JSON.stringify(below.body.data)).toContain(translate('vi-VN', 'ops.adjustBelowZero'));
    for (const who of [finance, sales]) {
      expect(
        (await post('/ops/order/adjustPrice', { orderId: o.orderId, priceAdjustment: 1, reason: 'x' }, who)).status,
      ).toBe(403);
    }
    expect(
      (await post('/ops/order/adjustPrice', { orderId: o.orderId, priceAdjustment: 1, reason: '' }, operations)).status,
    ).toBe(422);
    expect(
      (await post('/ops/order/adjustPrice', { orderId: 99_999_999, priceAdjustment: 1, reason: 'x' }, operations))
        .status,
    ).toBe(404);
    await post('/ops/order/review', { orderId: o.orderId }, operations);
    // A pickup order: made ready for collection, which ends price changes as shipping does.
    expect((await post('/ops/order/readyForPickup', { orderId: o.orderId }, operations)).status).toBe(200);
    const shipped = await post(
      '/ops/order/adjustPrice',
      { orderId: o.orderId, priceAdjustment: 1, reason: 'late' },
      operations,
      'fil-PH',
    );
    expect(shipped.status).toBe(409);
    expect(shipped.body.message).toBe(translate('fil-PH', 'ops.adjustAfterShipping'));

    const paid = await visitorOrder('bankTransfer', true);
    await post('/ops/order/confirmPayment', { orderId: paid.orderId }, finance);
    const taken = await post(
      '/ops/order/adjustPrice',
      { orderId: paid.orderId, priceAdjustment: 1, reason: 'x' },
      operations,
      'lo-LA',
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(translate('lo-LA', 'ops.adjustMoneyTaken'));
    expect(await auditOf(paid.orderId, 'order.adjustPrice')).toHaveLength(0);
  });
});

describe('today', () => {
  it('counts today’s orders and revenue per country, what waits per status, receipts, refunds and low stock', async () => {
    // Every shelf full but one SKU's: the list shows that one.
    await app.database.execute('update stock set on_hand = reserved + 100');
    await app.database.execute(`update stock set on_hand = reserved + 2 where sku_id = ${s[1]!} and warehouse_id = 1`);
    const res = await call(app, 'GET', '/ops/today', { headers: operations });
    expect(res.body.code, res.raw).toBe(200);
    const t = res.body.data;
    const vn = t.countries.find((c: { countryCode: string }) => c.countryCode === 'VN');
    const [expected] = (await rows<{ orders: number; revenue: string }>(
      app,
      sql`select count(*)::int as orders, coalesce(sum(payable) filter (where status <> 5), 0) as revenue
          from customer_order where country_code = 'VN'`,
    )) as [{ orders: number; revenue: string }];
    expect(vn).toEqual({
      countryCode: 'VN',
      currencyCode: 'VND',
      orders: expected.orders,
      revenue: Number(expected.revenue),
    });
    expect(t.waiting.map((w: { status: number }) => w.status)).toEqual([0, 1, 2, 3]);
    const [queues] = (await rows<{ receipts: number }>(
      app,
      sql`select count(*)::int as receipts from customer_order o join order_voucher v on v.order_id = o.id
          where o.status = 0 and o.paid_at is null and v.rejected_at is null`,
    )) as [{ receipts: number }];
    expect(t.receiptsWaiting).toBe(queues.receipts);
    expect(t.lowStock).toEqual([
      expect.objectContaining({ productSkuId: s[1], available: 2, warehouseName: expect.any(String) }),
    ]);
    expect((await call(app, 'GET', '/ops/today', { headers: finance })).status).toBe(200);
    expect((await call(app, 'GET', '/ops/today', { headers: sales })).status).toBe(403);
    expect((await call(app, 'GET', '/ops/today')).status).toBe(401);
  });
});

describe('the live order queue', () => {
  it('names the newest order of its filter and counts the orders placed after it, within the filter', async () => {
    const drawn = await list({ status: '1', pageSize: '1', pageNum: '2' }, operations);
    expect(drawn.body.code, drawn.raw).toBe(200);
    const [{ newest }] = (await rows<{ newest: number }>(
      app,
      sql`select max(id)::int as newest from customer_order where status = 1`,
    )) as [{ newest: number }];
    // Whichever page is on show, "new" starts from the newest order of the whole filter.
    expect(drawn.body.data.newestOrderId).toBe(Number(newest));
    const since = drawn.body.data.newestOrderId as number;
    expect((await list({ status: '1', newerThan: String(since) }, operations)).body.data).toMatchObject({
      total: 0,
      newestOrderId: null,
    });

    const cash = await visitorOrder('cashOnDelivery');
    const transfer = await visitorOrder('bankTransfer');
    const fresh = (await list({ status: '1', newerThan: String(since), pageSize: '1' }, operations)).body.data;
    // The transfer awaits its money (status 0): not new to the review queue.
    expect(fresh).toMatchObject({ total: 1, newestOrderId: cash.orderId });
    expect(fresh.list.map((o: { orderId: number }) => o.orderId)).toEqual([cash.orderId]);
    expect((await list({ newerThan: String(since) }, operations)).body.data.total).toBe(2);
    expect((await list({ newerThan: String(transfer.orderId) }, operations)).body.data.total).toBe(0);
    expect((await list({ newerThan: '0' }, operations)).status).toBe(422);
  });
});

describe('the order page', () => {
  it('shows the delivery address’s photos as they were at placement, signed for whoever may read the order', async () => {
    const lan = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
    const addressId = await deliverableAddressOf(app, lan);
    const photo = '/api/upload/file/AbCdEfGhIjKlMnOpQrStUv';
    await app.database.execute(`update member_receive_address set images = '{${photo}}' where id = ${addressId}`);
    await app.database.execute('delete from cart_line');
    await call(app, 'POST', '/cart/addV2', {
      body: { warehouseId: 1, productSkuId: s[0]!, quantity: 1 },
      headers: lan,
    });
    const { placed } = await previewAndPlace(app, lan, {
      deliveryType: 'delivery',
      memberReceiveAddressId: addressId,
      paymentMethod: 'cashOnDelivery',
    });
    expect(placed.body.code, placed.raw).toBe(200);
    // A later change of the saved address changes no order.
    await app.database.execute(`update member_receive_address set images = '{}' where id = ${addressId}`);

    const page = await call(app, 'GET', '/ops/order/detail', {
      query: { orderId: String(placed.body.data.orderId) },
      headers: operations,
    });
    expect(page.body.code, page.raw).toBe(200);
    expect(page.body.data.address).toMatchObject({ latitude: 10.7769, longitude: 106.7009 });
    expect(page.body.data.addressPhotos).toEqual([
      expect.stringMatching(/^\/api\/upload\/file\/AbCdEfGhIjKlMnOpQrStUv\?t=\d+\.[\w-]{22}$/),
    ]);
    // Each line carries its SKU's barcode for the packing slip.
    const [{ barcode }] = (await rows<{ barcode: string | null }>(
      app,
      sql`select barcode from sku where id = ${s[0]!}`,
    )) as [{ barcode: string | null }];
    expect(barcode).toMatch(/^\d{13}$/);
    expect(page.body.data.list).toEqual([expect.objectContaining({ productSkuId: s[0], barcode })]);
    // The customer's own answer carries the address, not the courier's photos.
    const own = await call(app, 'GET', '/order/detail', {
      query: { orderId: String(placed.body.data.orderId) },
      headers: lan,
    });
    expect(own.body.data.address).not.toHaveProperty('images');
    expect(own.body.data).not.toHaveProperty('addressPhotos');
    expect(own.body.data.list[0]).not.toHaveProperty('barcode');
  });
});

describe('the order history', () => {
  const detail = (orderId: number, who: Headers) =>
    call(app, 'GET', '/ops/order/detail', { query: { orderId: String(orderId) }, headers: who });

  it('names who did each step (staff by name and role, the customer, the system) and keeps the ids it stored', async () => {
    const lan = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
    await app.database.execute('delete from cart_line');
    await call(app, 'POST', '/cart/addV2', {
      body: { warehouseId: 1, productSkuId: s[0]!, quantity: 1 },
      headers: lan,
    });
    const { placed } = await previewAndPlace(app, lan, {
      deliveryType: 'pickup',
      pickupName: 'Lan',
      pickupPhoneCountryCode: '84',
      pickupPhoneNumber: '901234501',
      paymentMethod: 'cashOnDelivery',
    });
    expect(placed.body.code, placed.raw).toBe(200);
    const orderId = placed.body.data.orderId as number;
    const lanId = (await call(app, 'GET', '/sso/info', { headers: lan })).body.data.id;
    expect(
      (await post('/ops/order/adjustPrice', { orderId, priceAdjustment: 1, reason: 'bag' }, operations)).status,
    ).toBe(200);
    await app.database.execute(
      `update customer_order set payment_deadline = now() - interval '1 second' where id = ${orderId}`,
    );
    expect(await cancelExpiredOrders(app.db)).toBe(1);

    const page = await detail(orderId, operations);
    expect(page.body.code, page.raw).toBe(200);
    expect(page.body.data.audit).toEqual([
      expect.objectContaining({
        actor: `member:${lanId}`,
        by: { kind: 'customer', name: 'Lan Nguyễn', roles: [] },
      }),
      expect.objectContaining({
        action: 'adjustPrice',
        actor: `staff:${operationsId}`,
        by: { kind: 'staff', name: 'Vy Hoàng', roles: ['operations'] },
      }),
      expect.objectContaining({
        action: 'cancel',
        actor: 'system:timeout',
        by: { kind: 'system', name: null, roles: [] },
      }),
    ]);
  });

  it('names a visitor as the customer, and stays within the staff member’s warehouses (404 elsewhere)', async () => {
    const o = await visitorOrder('cashOnDelivery');
    await post('/ops/order/review', { orderId: o.orderId }, operations);
    const page = await detail(o.orderId, finance);
    expect(page.body.data.audit.map((e: { by: unknown }) => e.by)).toEqual([
      { kind: 'customer', name: null, roles: [] },
      { kind: 'staff', name: 'Vy Hoàng', roles: ['operations'] },
    ]);

    const [{ warehouseId }] = (await rows<{ warehouseId: number }>(
      app,
      sql`select warehouse_id as "warehouseId" from customer_order where id = ${o.orderId}`,
    )) as [{ warehouseId: number }];
    const [{ other }] = (await rows<{ other: number }>(
      app,
      sql`select id as other from warehouse where id <> ${warehouseId} order by id limit 1`,
    )) as [{ other: number }];
    await app.database.execute(`insert into staff_warehouse (member_id, warehouse_id) values (${financeId}, ${other})`);
    try {
      const elsewhere = await detail(o.orderId, finance);
      expect(elsewhere.status).toBe(404);
      expect(JSON.stringify(elsewhere.body)).not.toContain('Vy Hoàng');
    } finally {
      await app.database.execute(`delete from staff_warehouse where member_id = ${financeId}`);
    }
    expect((await detail(o.orderId, finance)).status).toBe(200);
  });
});
