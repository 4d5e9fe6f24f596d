import { and, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { crmTicketUse, member } from '../../db/schema/index.js';
import { memberKeywordMatch } from '../../shared/members/index.js';

/**
 * Customers (members holding no staff role) by phone digits or name. Digits match the national
 * number with or without the country code in front; a leading trunk 0 is ignored.
 */
export async function searchCustomers(db: Db, keyword: string | undefined, pageNum: number, pageSize: number) {
  const customers = sql`cardinality(${member.roles}) = 0`;
  const match = memberKeywordMatch(keyword);
  const where = and(customers, match);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(member)
    .where(where);
  const list = await db
    .select()
    .from(member)
    .where(where)
    .orderBy(desc(member.createdAt), desc(member.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { total: Number(total), list };
}

/**
 * Records the redemption of a CRM ticket by its identity; false when it was redeemed before. One
 * insert decides, so of concurrent redemptions on any servers exactly one gets true. Kept an hour
 * past the ticket's expiry, beyond any skew between the servers' clocks.
 */
export async function claimTicketUse(db: Db, jti: string, expiresAtSeconds: number): Promise<boolean> {
  const rows = await db
    .insert(crmTicketUse)
    .values({ jti, keepUntil: sql`to_timestamp(${expiresAtSeconds}) + interval '1 hour'` })
    .onConflictDoNothing()
    .returning({ jti: crmTicketUse.jti });
  return rows.length === 1;
}
