import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { creditLedger, memberAccount, walletLedger } from '../../db/schema/index.js';

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
