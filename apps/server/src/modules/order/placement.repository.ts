import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { type Db, queryRowsPrepared } from '../../db/client.js';
import { hitStatement } from '../../lib/rate-limit.js';
import type { OpenHoldings } from './order.limits.js';
import {
  type CheckoutContext,
  checkoutContextOf,
  checkoutContextQuery,
  type CheckoutContextQuery,
  type CheckoutContextRow,
} from './checkout.repository.js';
import {
  creditLedger,
  customerOrder,
  customerOrderLine,
  memberAccount,
  type orderStatusLog,
  walletLedger,
} from '../../db/schema/index.js';

/**
 * Claims an idempotency key inside the placing transaction, and reads the checkout context in the
 * same statement (one round trip instead of two or three). `on conflict do nothing` makes a
 * concurrent second claim of the same key wait on the primary key until the first transaction
 * ends: after a commit it returns nothing (the caller replays the stored answer, the context read
 * is then unused), after a rollback it inserts and places the order itself.
 *
 * With `counter`, the same statement counts the buyer's hourly placement hit (lib/rate-limit),
 * only when the key was claimed: a replay counts nothing, and the counter row is then locked by
 * this transaction until it ends, so one buyer's placements pass one at a time from here on; the
 * buyer's open orders are counted by `writeOrder`, a later statement whose snapshot therefore
 * includes every order of theirs committed before (order.limits.ts). With `addressLock`, the
 * claim also takes a transaction lock of the client address, so placements from one address pass
 * one at a time from here on and `writeOrder` counts every hold of that address committed before.
 */
export async function claimKeyAndReadContext(
  tx: Db,
  claim: { scope: string; key: string; requestHash: string },
  counter: { key: string; windowSeconds: number } | null,
  context: CheckoutContextQuery,
  addressLock: string | null = null,
): Promise<{ claimed: boolean; hit: { count: number; secondsLeft: number } | null; context: CheckoutContext | null }> {
  // With no counter the hit is never counted (`where false`): one text either way.
  const [row] = await queryRowsPrepared<
    CheckoutContextRow & { claimed: boolean; hitCount: number | null; hitSecondsLeft: number | null }
  >(
    tx,
    sql`with claim as (
        insert into idempotency_key (scope, key, request_hash, state)
        values (${claim.scope}, ${claim.key}, ${claim.requestHash}, 'inProgress')
        on conflict do nothing returning key),
      h as (${hitStatement(
        counter?.key ?? '',
        counter?.windowSeconds ?? 0,
        sql`${counter !== null} and exists (select 1 from claim)`,
      )}),
      ctx as (${checkoutContextQuery(context)}),
      lk as (select pg_advisory_xact_lock(hashtextextended(${addressLock ?? ''}, 0))
        where ${addressLock !== null} and exists (select 1 from claim))
      select ctx.*, exists (select 1 from claim) as claimed, h.count as "hitCount", h."secondsLeft" as "hitSecondsLeft",
        (select count(*) from lk)::int as "addressLocked"
      from (select 1) one left join ctx on true left join h on true`,
  );
  const claimed = row?.claimed === true;
  return {
    claimed,
    hit:
      claimed && row?.hitCount != null
        ? { count: Number(row.hitCount), secondsLeft: Number(row.hitSecondsLeft) }
        : null,
    context: checkoutContextOf(row),
  };
}

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
        from customer_order o where ${who} and o.status in (0, 1) limit ${sql.raw(String(Math.max(0, Math.trunc(w.openOrders.limit))))})
      select (select min(want.sku_id) from want where want.sku_id not in (select sku_id from reserved)) as short,
        exists (select 1 from slot) as "slotTaken",
        (select count(*) from open_orders)::int as "openOrders",
        (select coalesce(sum(units), 0) from open_orders)::int as "openUnits",
        (select jsonb_object_agg(x.sku_id, x.units) from (
          select l.sku_id, sum(l.quantity)::int as units
          from customer_order o join customer_order_line l on l.order_id = o.id
          where ${who} and o.status in (0, 1) and l.sku_id in (select sku_id from want)
          group by l.sku_id) x) as "openSkuUnits",
        (select jsonb_object_agg(x.sku_id, x.units) from (
          select l.sku_id, sum(l.quantity)::int as units
          from customer_order o join customer_order_line l on l.order_id = o.id
          where o.client_key = ${w.openOrders.clientKey} and o.status in (0, 1) and o.paid_at is null
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

/** `{skuId: units}` as the driver returns it (an object, or its JSON text). */
function skuUnitsOf(o: Record<string, number> | string | null): Map<number, number> {
  const parsed: Record<string, unknown> =
    typeof o === 'string' ? (JSON.parse(o) as Record<string, unknown>) : (o ?? {});
  return new Map(Object.entries(parsed).map(([k, v]) => [Number(k), Number(v)]));
}

/**
 * What a buyer's open orders (awaiting payment or review) hold, for the checkout preview: the
 * same figures the placement counts in `writeOrder`, read without its lock (a preview reserves nothing).
 */
export async function openHoldings(
  db: Db,
  owner: { memberId: number } | { visitorId: string },
  skuIds: number[],
  clientKey: string | null,
): Promise<OpenHoldings> {
  const who = 'memberId' in owner ? sql`o.member_id = ${owner.memberId}` : sql`o.visitor_id = ${owner.visitorId}`;
  const skus = `{${skuIds.join(',')}}`;
  const [row] = await queryRowsPrepared<{
    orders: number;
    units: number;
    perSku: Record<string, number> | null;
    fromAddress: Record<string, number> | null;
  }>(
    db,
    sql`with open as (select o.id from customer_order o where ${who} and o.status in (0, 1))
      select (select count(*) from open)::int as orders,
        (select coalesce(sum(l.quantity), 0) from customer_order_line l where l.order_id in (select id from open))::int as units,
        (select jsonb_object_agg(x.sku_id, x.units) from (
          select l.sku_id, sum(l.quantity)::int as units from customer_order_line l
          where l.order_id in (select id from open) and l.sku_id = any(${skus}::int[])
          group by l.sku_id) x) as "perSku",
        (select jsonb_object_agg(x.sku_id, x.units) from (
          select l.sku_id, sum(l.quantity)::int as units
          from customer_order o join customer_order_line l on l.order_id = o.id
          where o.client_key = ${clientKey} and o.status in (0, 1) and o.paid_at is null
            and l.sku_id = any(${skus}::int[])
          group by l.sku_id) x) as "fromAddress"`,
  );
  return {
    orders: Number(row?.orders ?? 0),
    units: Number(row?.units ?? 0),
    perSku: skuUnitsOf(row?.perSku ?? null),
    perSkuFromAddress: skuUnitsOf(row?.fromAddress ?? null),
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

/** Gives reserved units back (cancel); the guard keeps `reserved` from ever going below zero. */
export async function releaseStock(tx: Db, warehouseId: number, lines: { skuId: number; quantity: number }[]) {
  for (const l of [...lines].sort((a, b) => a.skuId - b.skuId)) {
    await tx.execute(sql`
      update stock set reserved = reserved - ${l.quantity}
      where sku_id = ${l.skuId} and warehouse_id = ${warehouseId} and reserved >= ${l.quantity}`);
  }
}

/** Shipping: the reserved units leave the warehouse (on hand and reserved both go down). */
export async function commitStock(tx: Db, warehouseId: number, lines: { skuId: number; quantity: number }[]) {
  for (const l of [...lines].sort((a, b) => a.skuId - b.skuId)) {
    await tx.execute(sql`
      update stock set on_hand = on_hand - ${l.quantity}, reserved = reserved - ${l.quantity}
      where sku_id = ${l.skuId} and warehouse_id = ${warehouseId} and reserved >= ${l.quantity} and on_hand >= ${l.quantity}`);
  }
}

export const releaseSlot = (tx: Db, warehouseId: number, date: string, start: string) =>
  tx.execute(sql`
    update delivery_slot set taken = taken - 1
    where warehouse_id = ${warehouseId} and date = ${date} and start = ${start} and taken > 0`);

/** Charges credit within the limit (guard in the UPDATE) and appends the ledger row. False when short. */
export async function chargeCredit(tx: Db, memberId: number, currencyCode: string, amount: number, orderId: number) {
  const done = await tx.execute(sql`
    update member_account set credit_used = credit_used + ${amount}, updated_at = now()
    where member_id = ${memberId} and currency_code = ${currencyCode} and credit_limit - credit_used >= ${amount}`);
  if (rowCount(done) !== 1) return false;
  await tx.insert(creditLedger).values({ memberId, currencyCode, amount, kind: 'orderCharge', orderId });
  return true;
}

/** Debits the wallet (guard `wallet_balance >= amount` in the UPDATE) and appends the ledger row. */
export async function debitWallet(tx: Db, memberId: number, currencyCode: string, amount: number, orderId: number) {
  const done = await tx.execute(sql`
    update member_account set wallet_balance = wallet_balance - ${amount}, updated_at = now()
    where member_id = ${memberId} and currency_code = ${currencyCode} and wallet_balance >= ${amount}`);
  if (rowCount(done) !== 1) return false;
  await tx.insert(walletLedger).values({ memberId, currencyCode, amount: -amount, kind: 'orderPayment', orderId });
  return true;
}

/**
 * Gives an order's credit back. The ledger's unique (order, kind) makes it happen once: the
 * balance moves only when the ledger row could be written.
 */
export async function releaseCredit(tx: Db, memberId: number, currencyCode: string, amount: number, orderId: number) {
  const rows = await tx
    .insert(creditLedger)
    .values({ memberId, currencyCode, amount: -amount, kind: 'orderRelease', orderId })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (rows.length === 0) return;
  await tx
    .update(memberAccount)
    .set({ creditUsed: sql`greatest(${memberAccount.creditUsed} - ${amount}, 0)`, updatedAt: sql`now()` })
    .where(and(eq(memberAccount.memberId, memberId), eq(memberAccount.currencyCode, currencyCode)));
}

/**
 * Refunds a wallet payment once (same unique-ledger guard). The ledger row names the order's refund
 * row with method 'original' (a foreign key), so this runs only after that row was written: a bank
 * refund of the same order cannot exist beside it.
 */
export async function refundWallet(tx: Db, memberId: number, currencyCode: string, amount: number, orderId: number) {
  const rows = await tx
    .insert(walletLedger)
    .values({ memberId, currencyCode, amount, kind: 'orderRefund', orderId, refundMethod: 'original' })
    .onConflictDoNothing()
    .returning({ id: walletLedger.id });
  if (rows.length === 0) return false;
  await tx
    .update(memberAccount)
    .set({ walletBalance: sql`${memberAccount.walletBalance} + ${amount}`, updatedAt: sql`now()` })
    .where(and(eq(memberAccount.memberId, memberId), eq(memberAccount.currencyCode, currencyCode)));
  return true;
}

/** node-postgres reports `rowCount`, PGlite `affectedRows`. */
export function rowCount(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}
