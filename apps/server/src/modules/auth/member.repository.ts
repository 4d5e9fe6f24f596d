import { and, asc, desc, eq, ilike, like, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSetting, member, memberAccount, memberReceiveAddress, merchantApplication } from '../../db/schema/index.js';
import type { Phone } from './phone.js';

export type MemberRow = typeof member.$inferSelect;

export async function findMemberByPhone(db: Db, phone: Phone): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(member)
    .where(and(eq(member.phoneCountryCode, phone.countryCode), eq(member.phoneNumber, phone.nationalNumber)));
  return row;
}

export async function findMemberById(db: Db, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(member).where(eq(member.id, id));
  return row;
}

/** Creates the member of a phone, or finds it when a concurrent request just did. */
export async function insertMember(db: Db, phone: Phone): Promise<MemberRow> {
  const [created] = await db
    .insert(member)
    .values({ phoneCountryCode: phone.countryCode, phoneNumber: phone.nationalNumber })
    .onConflictDoNothing()
    .returning();
  return created ?? (await findMemberByPhone(db, phone))!;
}

export async function setPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db
    .update(member)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(member.id, id));
}

export type ProfileChange = Partial<Pick<MemberRow, 'nickname' | 'gender' | 'birthday' | 'email' | 'icon'>>;

export async function updateMember(db: Db, id: number, change: ProfileChange): Promise<void> {
  await db
    .update(member)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(member.id, id));
}

export const listAccounts = (db: Db, memberId: number) =>
  db.select().from(memberAccount).where(eq(memberAccount.memberId, memberId)).orderBy(asc(memberAccount.currencyCode));

export const listAddresses = (db: Db, memberId: number) =>
  db
    .select()
    .from(memberReceiveAddress)
    .where(eq(memberReceiveAddress.memberId, memberId))
    .orderBy(desc(memberReceiveAddress.defaultStatus), desc(memberReceiveAddress.id));

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

export type MerchantApplicationRow = typeof merchantApplication.$inferSelect;

export async function latestMerchantApplication(db: Db, memberId: number) {
  const [row] = await db
    .select()
    .from(merchantApplication)
    .where(eq(merchantApplication.memberId, memberId))
    .orderBy(desc(merchantApplication.createdAt), desc(merchantApplication.id))
    .limit(1);
  return row;
}

export async function insertMerchantApplication(db: Db, values: typeof merchantApplication.$inferInsert) {
  const [row] = await db.insert(merchantApplication).values(values).returning();
  return row!;
}

/** One operator setting's value (e.g. MERCHANTS_ENTRY_SWITCH), or undefined when it is not set. */
export const settingValue = (db: Db, key: string) =>
  db
    .select({ value: appSetting.value })
    .from(appSetting)
    .where(eq(appSetting.key, key))
    .then((r) => r[0]?.value);
