import { eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { member } from '../../db/schema/index.js';

export type MemberRow = typeof member.$inferSelect;

/** A member's row by id (login, staff ordering and the member's own data all read it). */
export async function findMemberById(db: Db, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(member).where(eq(member.id, id));
  return row;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Members by a typed keyword: phone digits (3 or more) match the national number with or without
 * the country code in front, a leading trunk 0 ignored; anything else matches the name. Undefined
 * for an empty keyword. The staff's customer search and the admin's staff list share it.
 */
export function memberKeywordMatch(keyword: string | undefined): SQL | undefined {
  const kw = keyword?.trim();
  if (kw && /^[+\d\s().-]+$/.test(kw) && kw.replace(/\D/g, '').length >= 3) {
    const digits = escapeLike(kw.replace(/\D/g, '').replace(/^0+/, ''));
    return or(
      like(member.phoneNumber, `%${digits}%`),
      like(sql`${member.phoneCountryCode} || ${member.phoneNumber}`, `%${digits}%`),
    );
  }
  return kw ? ilike(member.nickname, `%${escapeLike(kw)}%`) : undefined;
}
