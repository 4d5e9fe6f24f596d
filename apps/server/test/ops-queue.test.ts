import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';
import { changesOf } from '../src/modules/order/ops-page.mapper.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import { insertCouponTemplate } from './support/coupon.js';
import {
  addToCart,
  type Headers,
  previewAndPlace,
  rows,
  stockedSkus,
  stockOf,
  visitorAddress,
  visitorHeaders,
} from './support/order.js';

/**
 * The console's order queue filters (days placed in the warehouse's calendar, payment method,
 * delivery or pickup, the customer's phone in any form staff type it), the order page's customer
 * and audited changes, and a staff cancel that gives back everything the order held.
 */
let app: FastifyInstance;
let operations: Headers;
let finance: Headers;
let minh: Headers;
let s: number[];

beforeAll(async () => {
  app = await createIdentityApp();
  operations = bearer(await loginByPassword(app, DEMO.operations.phone, DEMO.operations.password));
  finance = bearer(await loginByPassword(app, DEMO.finance.phone, DEMO.finance.password));
  minh = bearer(await loginByPassword(app, DEMO.credit.phone, DEMO.credit.password));
  s = await stockedSkus(app, 2, 60);
}, 120_000);
afterAll(() => app?.close());

const list = (query: Record<string, string>, lang = 'en-US') =>
  call(app, 'GET', '/ops/order/list', {
    query: { pageNum: '1', pageSize: '100', ...query },
    headers: { ...operations, 'accept-language': lang },
  });
const ids = async (query: Record<string, string>) => {
  const res = await list(query);
  expect(res.body.code, res.raw).toBe(200);
  return (res.body.data.list as { orderId: number }[]).map((o) => o.orderId);
};
const detail = async (orderId: number, who = operations) =>
  (await call(app, 'GET', '/ops/order/detail', { query: { orderId: String(orderId) }, headers: who })).body.data;
const post = (url: string, body: unknown, who: Headers) => call(app, 'POST', url, { body, headers: who });

/** A visitor's order, by payment method and delivery type, with the phone typed as given. */
async function visitorOrder(paymentMethod: string, deliveryType: 'pickup' | 'delivery', phone: string) {
  const guest = await visitorHeaders(app);
  const { placed } = await previewAndPlace(app, guest, {
    deliveryType,
    paymentMethod,
    ...(deliveryType === 'pickup'
      ? { pickupName: 'Trang Võ', pickupPhoneCountryCode: '84', pickupPhoneNumber: phone }
      : { address: { ...visitorAddress, name: 'Trang Võ', phoneNumber: phone } }),
    items: [{ productSkuId: s[0]!, quantity: 1 }],
  });
  expect(placed.body.code, placed.raw).toBe(200);
  return placed.body.data.orderId as number;
}

/** Minh's pickup order on credit of `quantity` units of the second SKU, with `extra` in the body. */
async function minhOnCredit(quantity: number, extra: Record<string, unknown> = {}) {
  await addToCart(app, minh, s[1]!, quantity);
  const { placed } = await previewAndPlace(app, minh, {
    deliveryType: 'pickup',
    paymentMethod: 'credit',
    pickupName: 'Minh',
    pickupPhoneCountryCode: '84',
    pickupPhoneNumber: '912000333',
    ...extra,
  });
  expect(placed.body.code, placed.raw).toBe(200);
  return placed.body.data.orderId as number;
}

describe('the order queue filters', () => {
  let cashPickup: number;
  let transferDelivery: number;
  beforeAll(async () => {
    cashPickup = await visitorOrder('cashOnDelivery', 'pickup', '0913 579 246');
    transferDelivery = await visitorOrder('bankTransfer', 'delivery', '913-579-247');
  });

  it('by payment method and by delivery or pickup', async () => {
    const cash = await ids({ paymentMethod: 'cashOnDelivery' });
    expect(cash).toContain(cashPickup);
    expect(cash).not.toContain(transferDelivery);
    const transfers = await ids({ paymentMethod: 'bankTransfer', deliveryType: 'delivery' });
    expect(transfers).toContain(transferDelivery);
    expect(transfers).not.toContain(cashPickup);
    const pickups = (await list({ deliveryType: 'pickup' })).body.data.list as { deliveryType: string }[];
    expect(pickups.length).toBeGreaterThan(0);
    for (const o of pickups) expect(o.deliveryType).toBe('pickup');
  });

  it('by the phone typed on the order, with or without the trunk 0, spaces or the country code', async () => {
    for (const typed of ['0913579246', '913 579 246', '+84 913 579 246', '0084913579246', '84913579246']) {
      expect(await ids({ keyword: typed }), typed).toEqual([cashPickup]);
    }
    expect(await ids({ keyword: '+84 913-579-247' })).toEqual([transferDelivery]);
    // Another dialling code is another phone; a part of a phone is not a phone.
    expect(await ids({ keyword: '+66 913 579 246' })).toEqual([]);
    expect(await ids({ keyword: '913579' })).toEqual([]);
    // The order number still finds the order.
    const { orderSn } = await detail(cashPickup);
    expect(await ids({ keyword: orderSn.slice(-8) })).toEqual([cashPickup]);
  });

  it('by the member’s own phone, whatever phone the order was placed with', async () => {
    const orderId = await minhOnCredit(1);
    const found = await ids({ keyword: `+84 0${DEMO.credit.phone}` });
    expect(found).toContain(orderId);
    for (const id of found) expect((await detail(id)).customer.phoneNumber).toBe(DEMO.credit.phone);
  });

  it('by the days placed, each order by its warehouse’s calendar', async () => {
    // 20:00 UTC on 1 March is 03:00 on 2 March in Ho Chi Minh City (UTC+7).
    await app.database.execute(
      `update customer_order set created_at = '2025-03-01T20:00:00Z', time_zone = 'Asia/Ho_Chi_Minh' where id = ${cashPickup}`,
    );
    expect(await ids({ placedFrom: '2025-03-02', placedTo: '2025-03-02' })).toEqual([cashPickup]);
    expect(await ids({ placedFrom: '2025-03-01', placedTo: '2025-03-01' })).toEqual([]);
    expect(await ids({ placedTo: '2025-03-02' })).toContain(cashPickup);
    expect(await ids({ placedFrom: '2025-03-03' })).not.toContain(cashPickup);
    expect(await ids({ placedFrom: '2025-03-03' })).toContain(transferDelivery);
  });

  it('refuses a day that is not one, or a first day after the last, in the caller’s language', async () => {
    const notADay = await list({ placedFrom: '2025-02-30' }, 'vi-VN');
    expect(notADay.status).toBe(422);
    expect(notADay.body.data.fields).toEqual([
      { path: 'querystring.placedFrom', message: translate('vi-VN', 'ops.date') },
    ]);
    expect((await list({ placedTo: '1.3.2025' })).status).toBe(422);
    const inverted = await list({ placedFrom: '2025-03-05', placedTo: '2025-03-01' }, 'th-TH');
    expect(inverted.status).toBe(422);
    expect(inverted.body.data.fields).toEqual([
      { path: 'querystring.placedTo', message: translate('th-TH', 'ops.dateRange') },
    ]);
    expect((await list({ paymentMethod: 'cheque' })).status).toBe(422);
    expect((await list({ deliveryType: 'drone' })).status).toBe(422);
  });
});

describe('the order page', () => {
  it('names a visitor’s customer by what was typed, and a member by their account', async () => {
    const orderId = await visitorOrder('cashOnDelivery', 'pickup', '0913 579 300');
    expect((await detail(orderId)).customer).toEqual({
      memberId: null,
      name: 'Trang Võ',
      phoneCountryCode: '84',
      phoneNumber: '0913 579 300',
    });
    const [mine] = await ids({ keyword: DEMO.credit.phone });
    expect((await detail(mine!)).customer).toMatchObject({
      memberId: expect.any(Number),
      name: expect.any(String),
      phoneCountryCode: '84',
      phoneNumber: DEMO.credit.phone,
    });
  });

  it('reads a rejected receipt and a settled refund from their audit entries', () => {
    const deadline = new Date('2025-03-01T10:00:00Z');
    expect(
      changesOf('order.rejectPayment', {
        before: { paymentState: 'awaitingVerification', paymentDeadline: deadline.toISOString() },
        after: { paymentState: 'awaitingPayment', paymentDeadline: '2025-03-01T10:30:00+00:00' },
      }),
    ).toEqual([
      { field: 'paymentState', before: 'awaitingVerification', after: 'awaitingPayment' },
      { field: 'paymentDeadline', before: '2025-03-01T10:00:00.000Z', after: '2025-03-01T10:30:00.000Z' },
    ]);
    expect(changesOf('order.refund', { amount: 45_000, bankReference: 'FT1' })).toEqual([
      { field: 'refundAmount', before: null, after: 45_000 },
    ]);
    expect(changesOf('order.refund', null)).toEqual([{ field: 'refundAmount', before: null, after: null }]);
  });

  it('shows each audited change of money with its before and after, beside who made it', async () => {
    const orderId = await visitorOrder('bankTransfer', 'pickup', '0913 579 301');
    const payable = (await detail(orderId)).amounts.payable as number;
    const adjusted = await post(
      '/ops/order/adjustPrice',
      { orderId, priceAdjustment: -2000, reason: 'Lighter melon' },
      operations,
    );
    expect(adjusted.body.code, adjusted.raw).toBe(200);
    const entry = adjusted.body.data.audit.at(-1);
    expect(entry).toMatchObject({ action: 'adjustPrice', by: { kind: 'staff', roles: ['operations'] } });
    expect(entry.changes).toEqual([
      { field: 'priceAdjustment', before: 0, after: -2000 },
      { field: 'payable', before: payable, after: payable - 2000 },
    ]);
    const placement = adjusted.body.data.audit[0];
    expect(placement).toMatchObject({ action: 'place', changes: [] });
  });
});

describe('staff cancel', () => {
  it('gives back the stock, the slot, the credit and the coupon, once', async () => {
    const me = (await call(app, 'GET', '/sso/info', { headers: minh })).body.data.id as number;
    await insertCouponTemplate(app, 'OPSCANCEL1', { amount: 5_000 });
    const claimed = await post('/member/coupon/claim', { code: 'OPSCANCEL1' }, minh);
    expect(claimed.body.code, claimed.raw).toBe(200);
    const couponId = claimed.body.data.id as number;
    const stockBefore = await stockOf(app, s[1]!);
    const orderId = await minhOnCredit(2, { couponId });
    const o = await detail(orderId);
    const slotTaken = async () =>
      (
        await rows<{ taken: number }>(
          app,
          sql`select taken::int as taken from delivery_slot where warehouse_id = ${o.warehouseId}
              and date = ${o.slot.date} and start = ${o.slot.start}`,
        )
      )[0]!.taken;
    const owed = async () =>
      Number(
        (
          await rows<{ owed: string }>(
            app,
            sql`select coalesce(sum(amount), 0) as owed from credit_ledger where member_id = ${me} and order_id = ${orderId}`,
          )
        )[0]!.owed,
      );
    const couponOf = async () =>
      (
        await rows<{ status: string; orderId: number | null }>(
          app,
          sql`select status, order_id as "orderId" from member_coupon where id = ${couponId}`,
        )
      )[0]!;
    expect((await stockOf(app, s[1]!)).reserved).toBe(stockBefore.reserved + 2);
    expect(await owed()).toBe(o.amounts.payable);
    expect(await couponOf()).toEqual({ status: 'used', orderId });
    const taken = await slotTaken();

    const cancelled = await post('/ops/order/cancel', { orderId, reason: 'Out of stock at the counter' }, operations);
    expect(cancelled.body.code, cancelled.raw).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 5, cancelReason: 'Out of stock at the counter' });
    const released = async () => {
      expect(await stockOf(app, s[1]!)).toEqual(stockBefore);
      expect(await slotTaken()).toBe(taken - 1);
      expect(await owed()).toBe(0);
      expect(await couponOf()).toEqual({ status: 'unused', orderId: null });
    };
    await released();
    // A repeat is refused and gives nothing back twice; finance may not cancel at all.
    expect((await post('/ops/order/cancel', { orderId, reason: 'again' }, operations)).status).toBe(409);
    expect((await post('/ops/order/cancel', { orderId, reason: 'again' }, finance)).status).toBe(403);
    await released();
  });
});
