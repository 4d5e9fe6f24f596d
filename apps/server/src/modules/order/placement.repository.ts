import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  cartLine,
  creditLedger,
  customerOrder,
  customerOrderLine,
  idempotencyKey,
  memberAccount,
  orderStatusLog,
  walletLedger,
} from '../../db/schema/index.js';

/**
 * Claims an idempotency key inside the placing transaction. `on conflict do nothing` makes a
 * concurrent second claim of the same key wait on the primary key until the first transaction
 * ends: after a commit it returns nothing (the caller replays the stored answer), after a rollback
 * it inserts and places the order itself.
 */
export async function claimIdempotencyKey(tx: Db, scope: string, key: string, requestHash: string): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKey)
    .values({ scope, key, requestHash, state: 'inProgress' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKey.key });
  return rows.length === 1;
}

export const readIdempotencyKey = (tx: Db, scope: string, key: string) =>
  tx
    .select()
    .from(idempotencyKey)
    .where(and(eq(idempotencyKey.scope, scope), eq(idempotencyKey.key, key)))
    .then((r) => r[0] ?? null);

export const completeIdempotencyKey = (tx: Db, scope: string, key: string, orderId: number, response: unknown) =>
  tx
    .update(idempotencyKey)
    .set({ state: 'done', orderId, response })
    .where(and(eq(idempotencyKey.scope, scope), eq(idempotencyKey.key, key)));

export const nextOrderSequence = (tx: Db) =>
  tx
    .execute(sql`select nextval('order_sn_seq')::text as n`)
    .then((r) => BigInt((r as { rows: { n: string }[] }).rows[0]!.n));

export const insertOrder = (tx: Db, values: typeof customerOrder.$inferInsert) =>
  tx
    .insert(customerOrder)
    .values(values)
    .returning({ id: customerOrder.id })
    .then((r) => r[0]!.id);

export const insertOrderLines = (tx: Db, lines: (typeof customerOrderLine.$inferInsert)[]) =>
  tx.insert(customerOrderLine).values(lines);

export const insertStatusLog = (tx: Db, values: typeof orderStatusLog.$inferInsert) =>
  tx.insert(orderStatusLog).values(values);

/**
 * Reserves stock: the guard `on_hand - reserved >= n` sits in the UPDATE itself, so two orders for
 * the last units cannot both pass, whatever the interleaving. Rows are taken in SKU id order, the
 * same order every placement and cancel uses, so two orders never wait on each other in a cycle.
 * Returns the first SKU that could not be reserved, or null when all were.
 */
export async function reserveStock(
  tx: Db,
  warehouseId: number,
  lines: { skuId: number; quantity: number }[],
): Promise<number | null> {
  for (const l of [...lines].sort((a, b) => a.skuId - b.skuId)) {
    const done = await tx.execute(sql`
      update stock set reserved = reserved + ${l.quantity}
      where sku_id = ${l.skuId} and warehouse_id = ${warehouseId} and on_hand - reserved >= ${l.quantity}`);
    if (rowCount(done) !== 1) return l.skuId;
  }
  return null;
}

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

/**
 * Takes one place in a slot in one statement: the first order creates the row with taken = 1; later
 * ones add 1 only while `taken < capacity` (the guard is in the upsert). False when full.
 */
export async function takeSlot(
  tx: Db,
  warehouseId: number,
  date: string,
  start: string,
  capacity: number,
): Promise<boolean> {
  const done = await tx.execute(sql`
    insert into delivery_slot (warehouse_id, date, start, capacity, taken) values (${warehouseId}, ${date}, ${start}, ${capacity}, 1)
    on conflict (warehouse_id, date, start) do update set taken = delivery_slot.taken + 1
    where delivery_slot.taken < delivery_slot.capacity`);
  return rowCount(done) === 1;
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

/** Refunds a wallet payment once (same unique-ledger guard). */
export async function refundWallet(tx: Db, memberId: number, currencyCode: string, amount: number, orderId: number) {
  const rows = await tx
    .insert(walletLedger)
    .values({ memberId, currencyCode, amount, kind: 'orderRefund', orderId })
    .onConflictDoNothing()
    .returning({ id: walletLedger.id });
  if (rows.length === 0) return false;
  await tx
    .update(memberAccount)
    .set({ walletBalance: sql`${memberAccount.walletBalance} + ${amount}`, updatedAt: sql`now()` })
    .where(and(eq(memberAccount.memberId, memberId), eq(memberAccount.currencyCode, currencyCode)));
  return true;
}

/**
 * Removes the ordered lines from the member's cart. The cart_line table is the cart module's; this
 * is the order module's one write to it (the ordered SKUs of one warehouse), in the placing transaction.
 */
export const removeCartLines = (tx: Db, memberId: number, warehouseId: number, skuIds: number[]) =>
  tx
    .delete(cartLine)
    .where(
      and(eq(cartLine.memberId, memberId), eq(cartLine.warehouseId, warehouseId), inArray(cartLine.skuId, skuIds)),
    );

/** node-postgres reports `rowCount`, PGlite `affectedRows`. */
export function rowCount(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}
