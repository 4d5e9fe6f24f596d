import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { member } from '../../db/schema/index.js';
import type { MemberRow, Phone } from '../../shared/members/index.js';

export async function findMemberByPhone(db: Db, phone: Phone): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(member)
    .where(and(eq(member.phoneCountryCode, phone.countryCode), eq(member.phoneNumber, phone.nationalNumber)));
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
