import { EXCLUSIVE_ROLES, type StaffRole } from '@storefront/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { member, staffWarehouse, warehouse } from '../../db/schema/index.js';
import { memberKeywordMatch, type MemberRow } from '../../shared/members/index.js';

/** The roles never held together with `role` (contract `EXCLUSIVE_ROLES`). */
export const exclusiveWith = (role: StaffRole): StaffRole[] =>
  EXCLUSIVE_ROLES.flatMap(([a, b]) => (a === role ? [b] : b === role ? [a] : []));

// The table's own name: in a select list drizzle leaves a column unqualified, which inside the
// subquery would name the subquery's own column.
const warehouseIdsOfRow = sql<number[]>`array(select sw.warehouse_id from ${staffWarehouse} sw
  where sw.member_id = "member"."id" order by sw.warehouse_id)`;

/** A member with the warehouses they are limited to (empty: every warehouse). */
export const findStaffMember = (db: Db, memberId: number) =>
  db
    .select({ m: member, warehouseIds: warehouseIdsOfRow })
    .from(member)
    .where(eq(member.id, memberId))
    .then((r) => r[0] ?? null);
export type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaffMember>>>;

/** Members holding a role; with a keyword, every matching member (to find one to grant a role to). */
export async function searchStaff(db: Db, keyword: string | undefined, pageNum: number, pageSize: number) {
  const match = memberKeywordMatch(keyword);
  const where = match ?? sql`cardinality(${member.roles}) > 0`;
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(member)
    .where(where);
  const list = await db
    .select({ m: member, warehouseIds: warehouseIdsOfRow })
    .from(member)
    .where(where)
    .orderBy(desc(member.createdAt), desc(member.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { total: Number(total), list };
}

/** Of `ids`, those that name no warehouse. */
export async function unknownWarehouses(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const known = await db.select({ id: warehouse.id }).from(warehouse).where(inArray(warehouse.id, ids));
  const found = new Set(known.map((w) => w.id));
  return ids.filter((id) => !found.has(id));
}

/**
 * Replaces the member's warehouses with `ids`, under the member's row lock so two admins' changes
 * take turns; answers the warehouses before, or null when the member holds no role (or is unknown:
 * the caller tells which).
 */
export async function replaceWarehouses(db: Db, memberId: number, ids: number[]): Promise<number[] | null> {
  return db.transaction(async (tx) => {
    const [staff] = await tx
      .select({ id: member.id })
      .from(member)
      .where(and(eq(member.id, memberId), sql`cardinality(${member.roles}) > 0`))
      .for('update');
    if (!staff) return null;
    const before = await tx
      .delete(staffWarehouse)
      .where(eq(staffWarehouse.memberId, memberId))
      .returning({ id: staffWarehouse.warehouseId });
    if (ids.length) await tx.insert(staffWarehouse).values(ids.map((warehouseId) => ({ memberId, warehouseId })));
    return before.map((r) => r.id).sort((a, b) => a - b);
  });
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
