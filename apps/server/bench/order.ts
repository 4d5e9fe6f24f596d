// Order placement for `npm run bench`: visitors place one-line pickup orders (cash on delivery)
// for SKUs of one warehouse, each with its own Idempotency-Key, spread over the open slots as real
// customers would be. The orders come from many visitors in turn (BENCH_ORDER_VISITORS, default
// 1,000: a few orders each, as a shop's buyers at this rate would place them); with 16 visitors
// each buyer collects hundreds of open orders, which the per-buyer limits would refuse at 5 and the
// placement counts at every order (the bench lifts the limits). Afterwards the bench checks the stock exactly: every unit reserved is held by
// exactly one placed order, and the placed orders are exactly the 2xx answers.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/db/client.js';
import { insertVisitor, issueToken, newVisitorId } from '../src/shared/sessions/index.js';

const WAREHOUSE = 1;
const POOL = 200;
const ON_HAND = 1_000_000;
const VISITORS = Number(process.env.BENCH_ORDER_VISITORS ?? 1_000);

export async function benchOrders(database: Database, address: string, seconds: number, connections: number) {
  const db = database.db;
  // Unlimited slots and stock for the pool, so every refusal would be a bug, not a sell-out.
  await database.execute(`insert into warehouse_checkout (warehouse_id, time_zone, slot_minutes, slot_capacity, cut_off_minutes, days_ahead)
    values (${WAREHOUSE}, 'Asia/Ho_Chi_Minh', 60, 100000000, 0, 3)
    on conflict (warehouse_id) do update set slot_capacity = 100000000, slot_minutes = 60, cut_off_minutes = 0`);
  const skus = (
    await queryRows<{ id: number }>(
      db,
      sql`select s.id from sku s join product p on p.id = s.product_id join sku_price sp on sp.sku_id = s.id and sp.country_code = 'VN'
        where p.fulfilment = 'sameDay' and s.on_shelf order by s.id limit ${POOL}`,
    )
  ).map((r) => Number(r.id));
  await database.execute(`update stock set on_hand = ${ON_HAND}, reserved = 0 where warehouse_id = ${WAREHOUSE}
    and sku_id in (${skus.join(',')})`);

  // Visitors are made as the visitor-token route makes them (a visitor row, a session), directly:
  // the route allows 300 new visitors per address and hour, and the bench has one address.
  const tokens: string[] = [];
  for (let i = 0; i < Math.max(1, VISITORS); i++) {
    const visitorRef = await insertVisitor(db, newVisitorId());
    tokens.push((await issueToken(db, { kind: 'visitor', visitorRef, ip: '127.0.0.1' })).token);
  }
  const auth = (i: number) => ({
    'content-type': 'application/json',
    guestauthorization: `Bearer ${tokens[i % tokens.length]}`,
  });
  const bodyOf = (sku: number) => ({
    currentWarehouseId: WAREHOUSE,
    deliveryType: 'pickup',
    items: [{ productSkuId: sku, quantity: 1 }],
    pickupName: 'Bench',
    pickupPhoneCountryCode: '84',
    pickupPhoneNumber: '912000333',
    paymentMethod: 'cashOnDelivery',
  });
  // What each SKU costs, as the customer would have seen it in the preview.
  const ready: { sku: number; payable: number; slots: { date: string; start: string }[] }[] = [];
  for (const sku of skus) {
    const res = await fetch(`${address}/api/order/generateConfirmOrder/simple`, {
      method: 'POST',
      headers: auth(0),
      body: JSON.stringify(bodyOf(sku)),
    });
    const p = (await res.json()) as {
      data: { amounts: { payable: number }; timeSlots: { date: string; start: string }[]; unavailable: unknown[] };
    };
    if (p.data.unavailable.length === 0 && p.data.timeSlots.length > 0)
      ready.push({ sku, payable: p.data.amounts.payable, slots: p.data.timeSlots });
  }
  let n = 0;
  const result = await autocannon({
    url: address,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/order/generateOrder',
        setupRequest: (req: Record<string, unknown>) => {
          const i = n++;
          const r = ready[i % ready.length]!;
          const slot = r.slots[i % r.slots.length]!;
          return {
            ...req,
            headers: { ...auth(i), 'idempotency-key': randomUUID() },
            body: JSON.stringify({
              ...bodyOf(r.sku),
              expectedPayable: r.payable,
              slot: { date: slot.date, start: slot.start },
            }),
          };
        },
      },
    ],
  });
  const placed = result['2xx'];
  const [check] = await queryRows<{ orders: number; lines: number; reserved: number; mismatched: number }>(
    db,
    sql`with held as (
          select l.sku_id, sum(l.quantity)::int as q from customer_order_line l join customer_order o on o.id = l.order_id
          where o.status <> 5 group by l.sku_id)
        select (select count(*)::int from customer_order) as orders,
          (select coalesce(sum(q), 0)::int from held) as lines,
          (select coalesce(sum(reserved), 0)::int from stock where warehouse_id = ${WAREHOUSE} and sku_id = any(${`{${skus.join(',')}}`}::int[])) as reserved,
          (select count(*)::int from stock s left join held h on h.sku_id = s.sku_id
            where s.warehouse_id = ${WAREHOUSE} and s.sku_id = any(${`{${skus.join(',')}}`}::int[]) and s.reserved <> coalesce(h.q, 0)) as mismatched`,
  );
  // autocannon stops counting at the deadline while a few requests are still in flight; those
  // orders commit a moment later, so the orders may exceed the 2xx count by at most one per connection.
  const c = check!;
  const late = c.orders - placed;
  const exact =
    c.lines === c.orders && c.reserved === c.orders && c.mismatched === 0 && late >= 0 && late <= connections;
  return {
    row: {
      case: `order placement (${ready.length} SKUs, ${tokens.length} visitors, Idempotency-Key each)`,
      'req/s': Math.round(placed / seconds),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    },
    stock: { placed, ...check!, exact },
  };
}
