import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSetting, member, memberAccount, memberReceiveAddress, merchantApplication } from '../../db/schema/index.js';
import type { MemberRow } from '../../shared/members/index.js';

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
