import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConsistency } from '../src/ops/consistency.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import { type Headers, previewAndPlace, rows, stockedSkus, visitorHeaders } from './support/order.js';

/**
 * The consistency checker on a state built through the API: visitors and
 * members order, some cancel, a regular customer pays on credit. It must find nothing there, and
 * must name each deliberately broken row.
 */
let app: FastifyInstance;
let skus: number[];
const REASON = 'I ordered by mistake';
const placed: { orderId: number; who: 'visitor' | 'lan' | 'minh'; cancelled: boolean }[] = [];
let lanId = 0;

async function order(who: Headers, sku: number, quantity: number, paymentMethod = 'cashOnDelivery') {
  const visitor = 'guestauthorization' in who;
  if (!visitor) {
    await app.database.execute('delete from cart_line');
    const add = await call(app, 'POST', '/cart/addV2', {
      body: { warehouseId: 1, productSkuId: sku, quantity },
      headers: who,
    });
    expect(add.body.code, add.raw).toBe(200);
  }
  const person = { pickupName: 'Checker', pickupPhoneCountryCode: '84', pickupPhoneNumber: '912000333' };
  const body = {
    deliveryType: 'pickup',
    paymentMethod,
    ...person,
    ...(visitor ? { items: [{ productSkuId: sku, quantity }] } : {}),
  };
  const { placed: res } = await previewAndPlace(app, who, body);
  expect(res.body.code, res.raw).toBe(200);
  return res.body.data as { orderId: number; orderSecret: string | null };
}

const check = () => checkConsistency(app.db, { strict: true });

beforeAll(async () => {
  app = await createIdentityApp();
  // The demo seed sets a few units aside outside orders; the strict check counts those.
  await app.database.execute('update stock set reserved = 0');
  skus = await stockedSkus(app, 3, 40);
  const lan = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
  const minh = bearer(await loginByPassword(app, DEMO.credit.phone, DEMO.credit.password));
  lanId = (await call(app, 'GET', '/sso/info', { headers: lan })).body.data.id;
  for (let i = 0; i < 6; i++) {
    const who = await visitorHeaders(app);
    const o = await order(who, skus[i % 3]!, 1 + (i % 2));
    const cancel = i % 3 === 0;
    if (cancel) {
      const res = await call(app, 'POST', '/order/cancel', {
        body: { orderId: o.orderId, orderSecret: o.orderSecret, reason: REASON },
        headers: who,
      });
      expect(res.body.code, res.raw).toBe(200);
    }
    placed.push({ orderId: o.orderId, who: 'visitor', cancelled: cancel });
  }
  for (const [who, name, method] of [
    [lan, 'lan', 'cashOnDelivery'],
    [minh, 'minh', 'credit'],
    [minh, 'minh', 'credit'],
  ] as const) {
    const o = await order(who, skus[0]!, 2, method);
    placed.push({ orderId: o.orderId, who: name, cancelled: false });
  }
  const lastCredit = placed.at(-1)!;
  const res = await call(app, 'POST', '/order/cancel', {
    body: { orderId: lastCredit.orderId, reason: REASON },
    headers: minh,
  });
  expect(res.body.code, res.raw).toBe(200);
  lastCredit.cancelled = true;
}, 120_000);
afterAll(() => app?.close());

const one = (who: string, cancelled: boolean) =>
  placed.find((p) => p.who === who && p.cancelled === cancelled)!.orderId;

describe('consistency checker', () => {
  it('finds nothing wrong after orders placed and cancelled through the API', async () => {
    const report = await check();
    expect(report.violations).toEqual([]);
    expect(report.consistent).toBe(true);
    // The demo customer's used coupon has no order: allowed, and shown.
    expect(report.notes.usedCouponsWithoutOrder).toBe(1);
  });

  const stockRow = () => `sku_id = ${skus[0]} and warehouse_id = 1`;
  const cases: [string, () => string, () => string, string][] = [
    [
      'a reservation nobody holds',
      () => `update stock set reserved = reserved + 1 where ${stockRow()}`,
      () => `update stock set reserved = reserved - 1 where ${stockRow()}`,
      'stock.reservedOutsideOrders',
    ],
    [
      'an order holding more than is reserved',
      () => `update stock set reserved = reserved - 1 where ${stockRow()}`,
      () => `update stock set reserved = reserved + 1 where ${stockRow()}`,
      'stock.heldMoreThanReserved',
    ],
    [
      'an order closed without giving its slot back',
      () => `update customer_order set status = 5 where id = ${one('lan', false)}`,
      () => `update customer_order set status = 1 where id = ${one('lan', false)}`,
      'slot.takenMismatch',
    ],
    [
      'negative stock',
      () => `update stock set on_hand = on_hand - 1000 where ${stockRow()}`,
      () => `update stock set on_hand = on_hand + 1000 where ${stockRow()}`,
      'stock.negative',
    ],
    [
      'an order without its placement record',
      () =>
        `update order_status_log set action = 'lost' where order_id = ${one('visitor', false)} and action = 'place'`,
      () =>
        `update order_status_log set action = 'place' where order_id = ${one('visitor', false)} and action = 'lost'`,
      'order.incomplete',
    ],
    [
      'a used coupon naming an order that does not exist',
      () => `update member_coupon set order_id = 2147483000 where status = 'used' and order_id is null`,
      () => `update member_coupon set order_id = null where order_id = 2147483000`,
      'coupon.orderMissing',
    ],
    [
      'a cancelled credit order whose release is short',
      () =>
        `update credit_ledger set amount = amount + 1 where order_id = ${one('minh', true)} and kind = 'orderRelease'`,
      () =>
        `update credit_ledger set amount = amount - 1 where order_id = ${one('minh', true)} and kind = 'orderRelease'`,
      'credit.orderLedgerMismatch',
    ],
    [
      'a wallet payment on a cash order',
      () =>
        `insert into wallet_ledger (member_id, currency_code, amount, kind, order_id) values (${lanId}, 'VND', -1, 'orderPayment', ${one('lan', false)})`,
      () => `delete from wallet_ledger where order_id = ${one('lan', false)}`,
      'cashOnDelivery.orderLedgerMismatch',
    ],
    [
      'an idempotency key left in progress',
      () => `update idempotency_key set state = 'inProgress' where order_id = ${one('lan', false)}`,
      () => `update idempotency_key set state = 'done' where order_id = ${one('lan', false)}`,
      'idempotency.unfinished',
    ],
    [
      'a refund of an order whose money nobody confirmed',
      () =>
        `insert into order_refund (order_id, amount, method, bank_name, bank_account, status)
         values (${one('visitor', false)}, 1000, 'bankCard', 'Vietcombank', '0071000123456', 'requested')`,
      () => `delete from order_refund where order_id = ${one('visitor', false)}`,
      'refund.withoutPayment',
    ],
    [
      'a refund larger than the money paid',
      () =>
        `update customer_order set paid_at = now(), paid_amount = payable where id = ${one('lan', false)};
         insert into order_refund (order_id, amount, method, status)
         select id, payable + 1, 'original', 'requested' from customer_order where id = ${one('lan', false)}`,
      () =>
        `delete from order_refund where order_id = ${one('lan', false)};
         update customer_order set paid_at = null, paid_amount = null where id = ${one('lan', false)}`,
      'refund.moreThanPaid',
    ],
    [
      // Rows written before the database refused them (the foreign key is dropped here to write one).
      'money returned twice: to the wallet beside a bank-card refund',
      () =>
        `alter table wallet_ledger drop constraint wallet_ledger_refund_fk;
         update customer_order set paid_at = now(), paid_amount = payable where id = ${one('lan', false)};
         insert into order_refund (order_id, amount, method, bank_name, bank_account, status)
         select id, payable, 'bankCard', 'Vietcombank', '0071000123456', 'refunded' from customer_order where id = ${one('lan', false)};
         insert into wallet_ledger (member_id, currency_code, amount, kind, order_id, refund_method)
         select member_id, 'VND', payable, 'orderRefund', id, 'original' from customer_order where id = ${one('lan', false)}`,
      () =>
        `delete from wallet_ledger where order_id = ${one('lan', false)};
         delete from order_refund where order_id = ${one('lan', false)};
         update customer_order set paid_at = null, paid_amount = null where id = ${one('lan', false)};
         alter table wallet_ledger add constraint wallet_ledger_refund_fk foreign key (order_id, refund_method)
           references order_refund (order_id, method)`,
      'refund.returnedTwice',
    ],
    [
      'a negative wallet',
      () => `update member_account set wallet_balance = wallet_balance - 100000000000 where member_id = ${lanId}`,
      () => `update member_account set wallet_balance = wallet_balance + 100000000000 where member_id = ${lanId}`,
      'account.negativeBalance',
    ],
  ];

  it.each(cases)('reports %s', async (_, breakIt, repair, expected) => {
    await app.database.execute(breakIt());
    try {
      const report = await check();
      expect(report.consistent).toBe(false);
      expect(report.violations.map((v) => v.check)).toContain(expected);
    } finally {
      await app.database.execute(repair());
    }
    expect((await check()).violations).toEqual([]);
  });

  it('without --strict, a reservation outside orders is a note, not a violation', async () => {
    await app.database.execute(`update stock set reserved = reserved + 1 where ${stockRow()}`);
    const report = await checkConsistency(app.db);
    await app.database.execute(`update stock set reserved = reserved - 1 where ${stockRow()}`);
    expect(report.consistent).toBe(true);
    expect(report.notes.reservedOutsideOrders).toBe(1);
    const held = await rows<{ n: number }>(app, sql`select count(*)::int as n from customer_order where status <> 5`);
    expect(held[0]!.n).toBe(placed.filter((p) => !p.cancelled).length);
  });
});
