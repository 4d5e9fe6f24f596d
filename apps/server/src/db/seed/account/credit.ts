import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { creditLedger, member, memberAccount } from '../../schema/index.js';

/**
 * The regular customer's debt: an opening balance carried over from before this system, as one
 * ledger row (order-less adjustments do not count as debt orders: the credit page shows them as
 * debt without an order), with the account's running
 * total moved in the same transaction. Only when the ledger of that member is still empty.
 */
export async function seedDemoCredit(db: Db): Promise<void> {
  const [minh] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.phoneCountryCode, '84'), eq(member.phoneNumber, '912345602')));
  if (!minh) return;
  const existing = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(eq(creditLedger.memberId, minh.id))
    .limit(1);
  if (existing.length > 0) return;
  const opening = 3_450_000;
  await db.transaction(async (tx) => {
    await tx.insert(creditLedger).values({
      memberId: minh.id,
      currencyCode: 'VND',
      amount: opening,
      kind: 'adjustment',
      note: 'Opening balance carried over from the previous system',
    });
    await tx
      .update(memberAccount)
      .set({ creditUsed: sql`${memberAccount.creditUsed} + ${opening}` })
      .where(and(eq(memberAccount.memberId, minh.id), eq(memberAccount.currencyCode, 'VND')));
  });
}
