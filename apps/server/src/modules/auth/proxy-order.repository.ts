import { and, desc, ilike, like, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { member } from '../../db/schema/index.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Customers (members without the staff role) by phone digits or name. Digits match the national
 * number with or without the country code in front; a leading trunk 0 is ignored.
 */
export async function searchCustomers(db: Db, keyword: string | undefined, pageNum: number, pageSize: number) {
  const customers = not(sql`${member.roles} @> array['proxyOrder']::text[]`);
  let match;
  const kw = keyword?.trim();
  if (kw && /^[+\d\s().-]+$/.test(kw) && kw.replace(/\D/g, '').length >= 3) {
    const digits = escapeLike(kw.replace(/\D/g, '').replace(/^0+/, ''));
    match = or(
      like(member.phoneNumber, `%${digits}%`),
      like(sql`${member.phoneCountryCode} || ${member.phoneNumber}`, `%${digits}%`),
    );
  } else if (kw) {
    match = ilike(member.nickname, `%${escapeLike(kw)}%`);
  }
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
