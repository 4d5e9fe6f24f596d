import { getTableColumns, sql } from 'drizzle-orm';
import { type Db, queryRowsPrepared } from '../../db/client.js';
import { customerOrder, customerOrderLine, type orderStatusLog } from '../../db/schema/index.js';
import { skuUnitsOf } from './holdings.repository.js';
import type { OpenHoldings } from './order.limits.js';
import { OPEN_HOLD, orderStatuses } from '../../db/order-status.js';

/** Everything a placement writes, ids taken beforehand (`checkoutContext`), so one statement writes it all. */
export interface OrderWrite {
  order: typeof customerOrder.$inferInsert & { id: number };
  lines: (typeof customerOrderLine.$inferInsert)[];
  log: typeof orderStatusLog.$inferInsert;
  /** The member whose cart loses the ordered lines (the order module's one write to cart_line); null for a visitor. */
  cartOf: number | null;
  /** Units to reserve per SKU of the order's warehouse (one entry per SKU). */
  stock: { skuId: number; quantity: number }[];
  slot: { date: string; start: string; capacity: number };
  /** The idempotency key this transaction claimed, and the answer a replay will get. */
  idempotency: { scope: string; key: string; response: unknown };
  /**
   * The buyer whose open orders (awaiting payment or review, this one not included) are counted,
   * at most `limit` of them: enough to decide the limit, and the read stays small (0: none counted).
   */
  openOrders: { owner: { memberId: number } | { visitorId: string }; limit: number; clientKey: string | null };
}

/**
 * Writes a placed order in ONE statement (one round trip, whatever the number of lines): the
 * order, its line snapshots in one multi-row insert, the status log row, the finished
 * idempotency key, the member's ordered cart lines removed, then the contended rows:
 *
 * - stock: the rows are locked first, in SKU id order (`locked`, `order by … for update`), the
 *   same order every placement and cancel uses, so two orders never wait on each other in a cycle;
 *   then one `update … from` reserves every line with the guard `on_hand - reserved >= n` in the
 *   UPDATE itself, so two orders for the last units cannot both pass, whatever the interleaving
 *   (a row changed by another transaction meanwhile is re-checked on its newest version);
 * - the slot, only once every line is reserved (its source reads `reserved`, so the slot row is
 *   always locked after the stock rows): the first order creates the row with taken = 1, later
 *   ones add 1 only while `taken < capacity` (the guard is in the upsert).
 *
 * Answers the first SKU (in id order) that could not be reserved, or null, whether the slot was
 * taken, and the buyer's other open orders (this statement's snapshot is taken after the buyer's
 * counter row was locked, see `claimKeyAndReadContext`). Any refusal must roll the whole
 * transaction back (the caller throws).
 */
export async function writeOrder(
  tx: Db,
  w: OrderWrite,
): Promise<{ short: number | null; slotTaken: boolean; open: OpenHoldings }> {
  const warehouseId = w.order.warehouseId;
  const owner = w.openOrders.owner;
  // Two texts (a member's order, a visitor's), each with its own index.
  const who = 'memberId' in owner ? sql`o.member_id = ${owner.memberId}` : sql`o.visitor_id = ${owner.visitorId}`;
  const stock = [...w.stock].sort((a, b) => a.skuId - b.skuId);
  const order = asRecord(customerOrder, w.order);
  const lines = w.lines.map((l) => asRecord(customerOrderLine, l));
  // Values travel as parameters only (the order as one JSON record, the lines and the units to
  // reserve as JSON arrays; the open-orders limit, a setting of the process, is in the text): the
  // text is the same for every order of any size, so it is a prepared statement. Nothing in it
  // lets the planner's estimates depend on the values (no array length, no LIMIT parameter), so
  // PostgreSQL settles on one generic plan per connection instead of planning every order again.
  // A visitor's order deletes no cart line (member_id = null).
  const [row] = await queryRowsPrepared<{
    short: number | null;
    slotTaken: boolean;
    openOrders: number;
    openUnits: number;
    openSkuUnits: Record<string, number> | null;
    addressSkuUnits: Record<string, number> | null;
  }>(
    tx,
    sql`with o as (
        insert into customer_order (${columnList(order)})
        select ${columnList(order)} from jsonb_populate_record(null::customer_order, ${JSON.stringify(order)}::jsonb)),
      l as (
        insert into customer_order_line (${columnList(lines[0]!)})
        select ${columnList(lines[0]!)}
        from jsonb_populate_recordset(null::customer_order_line, ${JSON.stringify(lines)}::jsonb)),
      g as (
        insert into order_status_log (order_id, action, from_status, to_status, actor)
        values (${w.log.orderId}, ${w.log.action}, ${w.log.fromStatus ?? null}, ${w.log.toStatus ?? null}, ${w.log.actor})),
      k as (
        update idempotency_key set state = 'done', order_id = ${w.order.id}, response = ${JSON.stringify(w.idempotency.response)}::jsonb
        where scope = ${w.idempotency.scope} and key = ${w.idempotency.key}),
      want as (
        select * from jsonb_to_recordset(${JSON.stringify(stock.map((l) => ({ sku_id: l.skuId, quantity: l.quantity })))}::jsonb)
          as v(sku_id int, quantity int)),
      cart as (
        delete from cart_line where member_id = ${w.cartOf}::int and warehouse_id = ${warehouseId}
          and sku_id in (select sku_id from want)),
      locked as (
        select st.sku_id from stock st join want on want.sku_id = st.sku_id
        where st.warehouse_id = ${warehouseId} order by st.sku_id for update of st),
      reserved as (
        update stock st set reserved = st.reserved + want.quantity
        from want join locked on locked.sku_id = want.sku_id
        where st.sku_id = want.sku_id and st.warehouse_id = ${warehouseId} and st.on_hand - st.reserved >= want.quantity
        returning st.sku_id),
      slot as (
        insert into delivery_slot (warehouse_id, date, start, capacity, taken)
        select ${warehouseId}, ${w.slot.date}, ${w.slot.start}, ${w.slot.capacity}, 1
        where (select count(*) from reserved) = ${stock.length}
        on conflict (warehouse_id, date, start) do update set taken = delivery_slot.taken + 1
        where delivery_slot.taken < delivery_slot.capacity
        returning 1),
      open_orders as (
        select o.id, (select sum(l.quantity) from customer_order_line l where l.order_id = o.id) as units
        from customer_order o where ${who} and o.status in (${orderStatuses(...OPEN_HOLD)}) limit ${sql.raw(String(Math.max(0, Math.trunc(w.openOrders.limit))))})
      select (select min(want.sku_id) from want where want.sku_id not in (select sku_id from reserved)) as short,
        exists (select 1 from slot) as "slotTaken",
        (select count(*) from open_orders)::int as "openOrders",
        (select coalesce(sum(units), 0) from open_orders)::int as "openUnits",
        (select jsonb_object_agg(x.sku_id, x.units) from (
          select l.sku_id, sum(l.quantity)::int as units
          from customer_order o join customer_order_line l on l.order_id = o.id
          where ${who} and o.status in (${orderStatuses(...OPEN_HOLD)}) and l.sku_id in (select sku_id from want)
          group by l.sku_id) x) as "openSkuUnits",
        (select jsonb_object_agg(x.sku_id, x.units) from (
          select l.sku_id, sum(l.quantity)::int as units
          from customer_order o join customer_order_line l on l.order_id = o.id
          where o.client_key = ${w.openOrders.clientKey} and o.status in (${orderStatuses(...OPEN_HOLD)}) and o.paid_at is null
            and l.sku_id in (select sku_id from want)
          group by l.sku_id) x) as "addressSkuUnits"`,
  );
  return {
    short: row?.short == null ? null : Number(row.short),
    slotTaken: row?.slotTaken === true,
    open: {
      orders: Number(row?.openOrders ?? 0),
      units: Number(row?.openUnits ?? 0),
      perSku: skuUnitsOf(row?.openSkuUnits ?? null),
      perSkuFromAddress: skuUnitsOf(row?.addressSkuUnits ?? null),
    },
  };
}

/**
 * A row for `jsonb_populate_record`: the table's column names as keys (sorted, so the statement
 * text never depends on how the values object was built), dates as ISO strings. Keys left out get
 * the column's default.
 */
function asRecord(table: typeof customerOrder | typeof customerOrderLine, values: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, name] of columnsOf(table)) {
    const v = values[key];
    if (v === undefined) continue;
    out[name] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/** [property, column name] of a table, sorted by column name; computed once per table. */
const columnCache = new Map<object, [string, string][]>();
function columnsOf(table: typeof customerOrder | typeof customerOrderLine): [string, string][] {
  let columns = columnCache.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table) as Record<string, { name: string }>)
      .map(([key, c]): [string, string] => [key, c.name])
      .sort(([, a], [, b]) => (a < b ? -1 : 1));
    columnCache.set(table, columns);
  }
  return columns;
}

/** The record's column names as an SQL list (names from the schema, never from input). */
const columnList = (record: Record<string, unknown>) => sql.raw(Object.keys(record).join(', '));
