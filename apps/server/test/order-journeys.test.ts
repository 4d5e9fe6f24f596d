import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import {
  deliverableAddressOf,
  type Headers,
  previewAndPlace,
  rows,
  stockedSkus,
  visitorHeaders,
} from './support/order.js';

let app: FastifyInstance;
let lan: Headers;
let minh: Headers;
let operations: Headers;
let staff: Headers;
let s: number[];

beforeAll(async () => {
  app = await createIdentityApp();
  lan = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
  minh = bearer(await loginByPassword(app, DEMO.credit.phone, DEMO.credit.password));
  operations = bearer(await loginByPassword(app, DEMO.operations.phone, DEMO.operations.password));
  staff = bearer(await loginByPassword(app, DEMO.staff.phone, DEMO.staff.password));
  s = await stockedSkus(app, 2, 40);
});
afterAll(() => app.close());

const post = (url: string, body: unknown, headers: Headers) => call(app, 'POST', url, { body, headers });
const get = (url: string, query: Record<string, string>, headers: Headers) => call(app, 'GET', url, { query, headers });
const pickup = (phoneNumber = DEMO.customer.phone) => ({
  deliveryType: 'pickup',
  pickupName: 'Lan',
  pickupPhoneCountryCode: '84',
  pickupPhoneNumber: phoneNumber,
  paymentMethod: 'cashOnDelivery',
});
async function memberOrder(who: Headers, body: Record<string, unknown> = pickup()) {
  await app.database.execute('delete from cart_line');
  await post('/cart/addV2', { warehouseId: 1, productSkuId: s[0], quantity: 1 }, who);
  const { placed } = await previewAndPlace(app, who, body);
  expect(placed.body.code, placed.raw).toBe(200);
  return placed.body.data as { orderId: number };
}
async function visitorOrder(who: Headers, phoneNumber: string) {
  const { placed } = await previewAndPlace(app, who, {
    ...pickup(phoneNumber),
    items: [{ productSkuId: s[1], quantity: 1 }],
  });
  expect(placed.body.code, placed.raw).toBe(200);
  return placed.body.data as { orderId: number; orderSecret: string };
}
const ops = (action: string, orderId: number, extra: Record<string, unknown> = {}, who = operations) =>
  post(`/ops/order/${action}`, { orderId, ...extra }, who);

describe('pickup has its own path', () => {
  it('is made ready for collection without a tracking number, shows where and when, and is collected', async () => {
    const { orderId } = await memberOrder(lan);
    expect((await ops('review', orderId)).body.code).toBe(200);
    const shipped = await ops('ship', orderId, { trackingNumber: 'TRK-1' });
    expect(shipped.body.code).toBe(409);
    expect(shipped.body.message).toMatch(/ready for collection/);
    expect((await ops('readyForPickup', orderId, {}, staff)).body.code).toBe(403);

    const ready = await ops('readyForPickup', orderId);
    expect(ready.body.code, ready.raw).toBe(200);
    expect(ready.body.data).toMatchObject({ status: 3, trackingNumber: null });
    expect(ready.body.data.readyAt).not.toBeNull();
    expect(ready.body.data.audit.at(-1)).toMatchObject({ action: 'readyForPickup', fromStatus: 2, toStatus: 3 });
    expect((await ops('readyForPickup', orderId)).body.code).toBe(409);

    const seen = (await get('/order/detail', { orderId: String(orderId) }, lan)).body.data;
    expect(seen.pickupPoint).toMatchObject({ warehouseId: 1 });
    expect(seen.pickupPoint.address.length).toBeGreaterThan(3);
    expect(seen.pickupPoint.businessStartTime).toMatch(/^\d\d:\d\d$/);
    expect(seen.pickup).toMatchObject({ name: 'Lan' });
    expect(seen.actions.canConfirmReceipt).toBe(false);
    // Collection is recorded at the counter, not by the shopper.
    expect((await post('/order/confirmReceive', { orderId }, lan)).body.code).toBe(409);

    const collected = await ops('complete', orderId);
    expect(collected.body.data).toMatchObject({ status: 4, trackingNumber: null });
  });

  it('a delivery order is shipped, never made ready for collection', async () => {
    const { orderId } = await memberOrder(lan, {
      deliveryType: 'delivery',
      memberReceiveAddressId: await deliverableAddressOf(app, lan),
      paymentMethod: 'cashOnDelivery',
    });
    await ops('review', orderId);
    const ready = await ops('readyForPickup', orderId);
    expect(ready.body.code).toBe(409);
    expect((await get('/order/detail', { orderId: String(orderId) }, lan)).body.data.pickupPoint).toBeNull();
  });
});

describe("a visitor's orders after login", () => {
  it("moves to the member only the orders of this device's visitor placed with the member's phone", async () => {
    const device = await visitorHeaders(app);
    // Typed as a shopper types it, with the trunk 0 the member's stored number has not.
    const mine = await visitorOrder(device, `0${DEMO.customer.phone}`);
    const someoneElse = await visitorOrder(device, '901234777');
    const otherDevice = await visitorHeaders(app);
    const secrets = [mine.orderSecret, someoneElse.orderSecret];

    // Another device holding the secrets (a shared link) claims nothing: the visitor must match.
    expect(
      (await post('/order/visitor/claim', { orderSecrets: secrets }, { ...lan, ...otherDevice })).body.data,
    ).toEqual({
      claimed: [],
    });
    // The right device, but another member's phone: nothing.
    expect((await post('/order/visitor/claim', { orderSecrets: secrets }, { ...minh, ...device })).body.data).toEqual({
      claimed: [],
    });
    const claim = await post('/order/visitor/claim', { orderSecrets: secrets }, { ...lan, ...device });
    expect(claim.body.data).toEqual({ claimed: [mine.orderId] });
    expect((await post('/order/visitor/claim', { orderSecrets: secrets }, { ...lan, ...device })).body.data).toEqual({
      claimed: [],
    });

    const list = (await get('/order/list', { status: 'all', pageNum: '1', pageSize: '50' }, lan)).body.data.list;
    expect(list.map((o: { orderId: number }) => o.orderId)).toContain(mine.orderId);
    expect(list.map((o: { orderId: number }) => o.orderId)).not.toContain(someoneElse.orderId);
    const audit = await rows<{ action: string }>(
      app,
      sql`select action from audit_log where target = ${`order:${mine.orderId}`}`,
    );
    expect(audit.map((a) => a.action)).toContain('order.claimVisitorOrder');
    // The device's list keeps only what is still a visitor's; the claimed order is the member's.
    const onDevice = await post('/order/visitor/list', { orderSecrets: secrets }, device);
    expect(onDevice.body.data.list.map((o: { orderId: number }) => o.orderId)).toEqual([someoneElse.orderId]);
    // The secret link kept from the visitor's days still opens it.
    const link = await get('/order/detail', { orderId: String(mine.orderId), orderSecret: mine.orderSecret }, device);
    expect(link.body.code).toBe(200);
  });
});

describe('a deliberate refund', () => {
  async function paidOrder(who = lan) {
    const { orderId } = await memberOrder(who, who === lan ? pickup() : pickup(DEMO.credit.phone));
    await ops('review', orderId);
    await ops('readyForPickup', orderId);
    await ops('complete', orderId);
    return orderId;
  }

  it("needs a reason, saves a typed card for the next time, and refuses another member's card", async () => {
    const first = await paidOrder();
    const noReason = await post('/order/refund/apply', { orderId: first, refundMethod: 'original', reason: '' }, lan);
    expect(noReason.body.code).toBe(422);
    const card = { bankName: 'Vietcombank', bankAccount: '0071000123456', accountHolder: 'NGUYEN THI LAN' };
    const asked = await post(
      '/order/refund/apply',
      { orderId: first, refundMethod: 'bankCard', reason: 'Damaged product', ...card, saveBankCard: true },
      lan,
    );
    expect(asked.body.code, asked.raw).toBe(200);
    expect(asked.body.data.refund).toMatchObject({
      reason: 'Damaged product',
      method: 'bankCard',
      status: 'requested',
    });

    const cards = (await get('/order/bankCard/list', {}, lan)).body.data;
    expect(cards).toEqual([expect.objectContaining({ bankName: 'Vietcombank', bankAccount: '0071000123456' })]);
    expect((await get('/order/bankCard/list', {}, minh)).body.data).toEqual([]);

    const second = await paidOrder();
    const minhs = await paidOrder(minh);
    const notMinhs = await post(
      '/order/refund/apply',
      { orderId: minhs, refundMethod: 'bankCard', reason: 'Changed my mind', bankCardId: cards[0].id },
      minh,
    );
    expect(notMinhs.body.code).toBe(422);
    const chosen = await post(
      '/order/refund/apply',
      { orderId: second, refundMethod: 'bankCard', reason: 'Changed my mind', bankCardId: cards[0].id },
      lan,
    );
    expect(chosen.body.data.refund).toMatchObject({ bankAccount: '0071000123456', reason: 'Changed my mind' });
  });

  it('cancels with the shopper\'s own words for "Other reason", shown to staff', async () => {
    const { orderId } = await memberOrder(lan);
    const bare = await post(
      '/order/cancel',
      { orderId, reason: 'Other reason' },
      { ...lan, 'accept-language': 'vi-VN' },
    );
    expect(bare.body.code).toBe(422);
    expect(JSON.stringify(bare.body.data)).toMatch(/lý do/);
    const long = await post('/order/cancel', { orderId, reason: 'Other reason', reasonText: 'x'.repeat(201) }, lan);
    expect(long.body.code).toBe(422);
    const done = await post('/order/cancel', { orderId, reason: 'Other reason', reasonText: 'Wrong colour' }, lan);
    expect(done.body.code, done.raw).toBe(200);
    const seen = (await get('/ops/order/detail', { orderId: String(orderId) }, operations)).body.data;
    expect(seen.cancelReason).toBe('Other reason: Wrong colour');
  });
});

describe("an order in the reader's language", () => {
  it('shows its lines in the language of whoever reads it, with the figures as sold', async () => {
    const { orderId } = await memberOrder({ ...lan, 'accept-language': 'en-US' });
    const read = async (locale: string) =>
      (await get('/order/detail', { orderId: String(orderId) }, { ...lan, 'accept-language': locale })).body.data;
    const [names] = await rows<{ names: Record<string, string> }>(
      app,
      sql`select p.names from product p join sku s on s.product_id = p.id where s.id = ${s[0]}`,
    );
    const en = await read('en-US');
    const vi = await read('vi-VN');
    expect(en.list[0].name).toBe(names!.names['en-US']);
    expect(vi.list[0].name).toBe(names!.names['vi-VN']);
    expect(vi.preview[0].name).toBe(names!.names['vi-VN']);
    expect(vi.list[0].payable).toBe(en.list[0].payable);
  });
});
