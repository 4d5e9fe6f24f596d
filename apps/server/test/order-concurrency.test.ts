import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelExpiredOrders } from '../src/modules/order/timeout.service.js';
import { call, createIdentityApp } from './support/auth.js';
import { type Headers, preview, rows, stockedSkus, stockOf, W } from './support/order.js';

/**
 * Races on one database (PostgreSQL runs them truly in parallel through the pool; PGlite proves the
 * same outcome serially). Everything a race needs is made in beforeAll, outside the test timeout.
 */
let app: FastifyInstance;
let buyers: Headers[];
let lastUnits: number; // SKU with 20 units left
let slotSku: number; // SKU with plenty of stock, for the slot race
let timeoutSku: number;

const visitorAt = async (i: number): Promise<Headers> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sso/visitor/token',
    payload: { visitorId: `race-buyer-${i}-${randomUUID()}` },
    remoteAddress: `127.0.${Math.floor(i / 200)}.${(i % 200) + 1}`,
  });
  return { guestauthorization: `Bearer ${res.json().data.token}` };
};

const pickupBody = (sku: number) => ({
  deliveryType: 'pickup',
  items: [{ productSkuId: sku, quantity: 1 }],
  pickupName: 'Race',
  pickupPhoneCountryCode: '84',
  pickupPhoneNumber: '912000222',
});

/** The full placement body for one unit of `sku`, as the preview priced it, in the first open slot. */
async function orderBody(sku: number, paymentMethod = 'cashOnDelivery') {
  const p = await preview(app, buyers[0]!, pickupBody(sku));
  expect(p.body.code, p.raw).toBe(200);
  const slot = p.body.data.timeSlots[0];
  return {
    currentWarehouseId: W,
    ...pickupBody(sku),
    paymentMethod,
    expectedPayable: p.body.data.amounts.payable,
    slot: { date: slot.date, start: slot.start },
  };
}

const placeRaw = (who: Headers, body: unknown, key = randomUUID(), locale = 'en-US') =>
  app.inject({
    method: 'POST',
    url: '/api/order/generateOrder',
    payload: body as never,
    headers: { ...who, 'idempotency-key': key, 'accept-language': locale },
  });

beforeAll(async () => {
  app = await createIdentityApp();
  buyers = [];
  for (let i = 0; i < 200; i++) buyers.push(await visitorAt(i));
  const skus = await stockedSkus(app, 3, 1000);
  [lastUnits, slotSku, timeoutSku] = [skus[0]!, skus[1]!, skus[2]!];
  await app.database.execute(
    `update stock set on_hand = 20, reserved = 0 where sku_id = ${lastUnits} and warehouse_id = ${W}`,
  );
  await app.database.execute(`update warehouse_checkout set slot_capacity = 100000 where warehouse_id = ${W}`);
  await app.database.execute(`delete from delivery_slot`);
}, 120_000);
afterAll(() => app.close());

describe('placement under contention', () => {
  it('200 simultaneous orders for the last 20 units sell exactly 20, never below zero, every loser a 409 in their language', async () => {
    const body = await orderBody(lastUnits);
    const answers = await Promise.all(buyers.map((b, i) => placeRaw(b, body, randomUUID(), i % 2 ? 'th-TH' : 'en-US')));
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(ok).toHaveLength(20);
    expect(refused).toHaveLength(180);
    expect(refused.some((a) => a.json().message.includes('ไม่พอ'))).toBe(true);
    expect(refused.some((a) => a.json().message.startsWith('Not enough stock'))).toBe(true);
    expect(await stockOf(app, lastUnits)).toEqual({ onHand: 20, reserved: 20 });
    // No reservation dangling: what is reserved is exactly what live orders hold.
    const [held] = await rows<{ n: number }>(
      app,
      sql`select coalesce(sum(l.quantity), 0)::int as n from customer_order_line l join customer_order o on o.id = l.order_id
        where l.sku_id = ${lastUnits} and o.status <> 5`,
    );
    expect(held!.n).toBe(20);
  });

  it('the last places of a time slot go to exactly as many orders as it holds', async () => {
    const body = await orderBody(slotSku);
    await app.database.execute(
      `insert into delivery_slot (warehouse_id, date, start, capacity, taken) values (${W}, '${body.slot.date}', '${body.slot.start}', 5, 0)
       on conflict (warehouse_id, date, start) do update set capacity = 5, taken = 0`,
    );
    const answers = await Promise.all(buyers.slice(0, 40).map((b) => placeRaw(b, body)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(
      answers.filter((a) => a.statusCode === 409).every((a) => a.json().message.includes('time slot is full')),
    ).toBe(true);
    const [slot] = await rows<{ taken: number }>(
      app,
      sql`select taken::int as taken from delivery_slot where warehouse_id = ${W} and date = ${body.slot.date} and start = ${body.slot.start}`,
    );
    expect(slot!.taken).toBe(5);
    await app.database.execute(`update delivery_slot set capacity = 100000`);
  });

  it('the same Idempotency-Key sent 50 times at once makes one order, and every answer is that order', async () => {
    const body = await orderBody(slotSku);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => placeRaw(buyers[7]!, body, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const ids = new Set(answers.map((a) => a.json().data.orderId));
    expect(ids.size).toBe(1);
    const [n] = await rows<{ n: number }>(
      app,
      sql`select count(*)::int as n from idempotency_key k join customer_order o on o.id = k.order_id where k.key = ${key} and k.state = 'done'`,
    );
    expect(n!.n).toBe(1);
  });
});

describe('payment timeout', () => {
  it('cancels exactly the expired unpaid orders once, with two runners racing, and leaves an order being paid alone', async () => {
    const body = await orderBody(timeoutSku, 'bankTransfer');
    const placed = [];
    for (let i = 0; i < 8; i++) {
      const res = await placeRaw(buyers[20 + i]!, body);
      expect(res.statusCode, res.body).toBe(200);
      placed.push(res.json().data.orderId as number);
    }
    const before = await stockOf(app, timeoutSku);
    const expired = placed.slice(0, 5);
    await app.database.execute(
      `update customer_order set payment_deadline = now() - interval '1 minute' where id in (${expired.join(',')})`,
    );
    const beingPaid = expired[0]!;
    const slotTaken = async () =>
      (
        await rows<{ taken: number }>(
          app,
          sql`select taken::int as taken from delivery_slot where warehouse_id = ${W} and date = ${body.slot.date} and start = ${body.slot.start}`,
        )
      )[0]!.taken;
    const takenBefore = await slotTaken();

    let payer: pg.PoolClient | null = null;
    if (app.database.kind === 'postgres') {
      // A payment is being recorded on another connection while the job runs: the order row is locked.
      payer = await (app.db as unknown as { $client: pg.Pool }).$client.connect();
      await payer.query('begin');
      await payer.query(
        `update customer_order set status = 1, paid_at = now(), paid_amount = payable, payment_deadline = null where id = $1 and status = 0`,
        [beingPaid],
      );
    } else {
      // One connection: the payment lands just before the job.
      await app.database.execute(
        `update customer_order set status = 1, paid_at = now(), paid_amount = payable, payment_deadline = null where id = ${beingPaid} and status = 0`,
      );
    }
    const [a, b] = await Promise.all([cancelExpiredOrders(app.db), cancelExpiredOrders(app.db)]);
    if (payer) {
      await payer.query('commit');
      payer.release();
    }
    expect(a + b).toBe(4);
    const statuses = await rows<{ id: number; status: number; cancels: number }>(
      app,
      sql`select o.id, o.status::int as status,
        (select count(*)::int from order_status_log l where l.order_id = o.id and l.action = 'cancel') as cancels
        from customer_order o where o.id = any(${`{${placed.join(',')}}`}::int[]) order by o.id`,
    );
    const byId = new Map(statuses.map((r) => [Number(r.id), r]));
    for (const id of expired.slice(1)) expect(byId.get(id)).toMatchObject({ status: 5, cancels: 1 });
    expect(byId.get(beingPaid)).toMatchObject({ status: 1, cancels: 0 });
    for (const id of placed.slice(5)) expect(byId.get(id)).toMatchObject({ status: 0, cancels: 0 });
    expect(await stockOf(app, timeoutSku)).toEqual({ onHand: before.onHand, reserved: before.reserved - 4 });
    expect(await slotTaken()).toBe(takenBefore - 4);
    // A second pass finds nothing more to do.
    expect(await cancelExpiredOrders(app.db)).toBe(0);
    const detail = await call(app, 'GET', '/ops/order/list', { query: { status: '5' }, headers: {} });
    expect(detail.status).toBe(401);
  });
});
