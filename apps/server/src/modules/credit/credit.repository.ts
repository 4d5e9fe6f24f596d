import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { creditLedger, member, memberAccount } from '../../db/schema/index.js';

export const findCreditHolder = (db: Db, memberId: number) =>
  db
    .select({ isRegulars: member.isRegulars, paymentCycle: member.periodicSettlement })
    .from(member)
    .where(eq(member.id, memberId))
    .then((r) => r[0]);

/** The member's credit account: the currency with the largest limit (one in practice). */
export const findCreditAccount = (db: Db, memberId: number) =>
  db
    .select({ currencyCode: memberAccount.currencyCode, creditLimit: memberAccount.creditLimit })
    .from(memberAccount)
    .where(eq(memberAccount.memberId, memberId))
    .orderBy(desc(memberAccount.creditLimit), memberAccount.currencyCode)
    .limit(1)
    .then((r) => r[0]);

/**
 * The debt as the ledger says it (the sum of every movement), the orders still owing (those whose
 * own movements add up to more than nothing) and what they owe. A settlement is paid against the
 * whole debt, so what it pays goes to the oldest part first: what no order accounts for.
 */
export async function ledgerTotals(db: Db, memberId: number, currencyCode: string) {
  const mine = and(eq(creditLedger.memberId, memberId), eq(creditLedger.currencyCode, currencyCode));
  const [debt] = await db
    .select({ total: sql<number>`coalesce(sum(${creditLedger.amount}), 0)::float8` })
    .from(creditLedger)
    .where(mine);
  const owing = db
    .select({ orderId: creditLedger.orderId, owed: sql<number>`sum(${creditLedger.amount})`.as('owed') })
    .from(creditLedger)
    .where(and(mine, sql`${creditLedger.orderId} is not null`))
    .groupBy(creditLedger.orderId)
    .having(sql`sum(${creditLedger.amount}) > 0`)
    .as('owing');
  const [orders] = await db
    .select({ n: sql<number>`count(*)::int`, owed: sql<number>`coalesce(sum(${owing.owed}), 0)::float8` })
    .from(owing);
  const total = Number(debt?.total ?? 0);
  const byOrders = Math.min(total, Number(orders?.owed ?? 0));
  return { debt: total, debtOrderCount: orders?.n ?? 0, debtWithoutOrder: Math.max(0, total - byOrders) };
}
