import { EXCLUSIVE_ROLES, type StaffRole } from '@storefront/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { member } from '../../db/schema/index.js';
import { memberKeywordMatch, type MemberRow } from '../../shared/members/index.js';

/** The roles never held together with `role` (contract `EXCLUSIVE_ROLES`). */
export const exclusiveWith = (role: StaffRole): StaffRole[] =>
  EXCLUSIVE_ROLES.flatMap(([a, b]) => (a === role ? [b] : b === role ? [a] : []));

/** Members holding a role; with a keyword, every matching member (to find one to grant a role to). */
export async function searchStaff(db: Db, keyword: string | undefined, pageNum: number, pageSize: number) {
  const match = memberKeywordMatch(keyword);
  const where = match ?? sql`cardinality(${member.roles}) > 0`;
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
 * Adds a role in one guarded update: not when already held, never beside a role it excludes. Two
 * admins racing to grant sales and finance to one member: the second update waits for the first
 * and reads its row again, so its guard sees the first role (and the check constraint stands
 * behind it). Null when nothing changed; the caller reads the row to say why.
 */
export async function addRole(db: Db, memberId: number, role: StaffRole): Promise<MemberRow | null> {
  const excluded = exclusiveWith(role);
  const [row] = await db
    .update(member)
    .set({ roles: sql`array_append(${member.roles}, ${role}::text)`, updatedAt: sql`now()` })
    .where(
      and(
        eq(member.id, memberId),
        sql`not (${role}::text = any(${member.roles}))`,
        excluded.length ? sql`not (${member.roles} && ${`{${excluded.join(',')}}`}::text[])` : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

/** Removes a role; null when it was not held. */
export async function removeRole(db: Db, memberId: number, role: StaffRole): Promise<MemberRow | null> {
  const [row] = await db
    .update(member)
    .set({ roles: sql`array_remove(${member.roles}, ${role}::text)`, updatedAt: sql`now()` })
    .where(and(eq(member.id, memberId), sql`${role}::text = any(${member.roles})`))
    .returning();
  return row ?? null;
}
