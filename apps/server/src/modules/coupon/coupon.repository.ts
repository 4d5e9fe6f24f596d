import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { category, country, couponTemplate, memberCoupon, product, warehouse } from '../../db/schema/index.js';

export type CouponState = 'unused' | 'used' | 'expired';

/** Expired: still unused when its window closed. Used ones stay "used" whatever the date. */
const stateWhere = (state: CouponState): SQL =>
  state === 'used'
    ? sql`${memberCoupon.status} = 'used'`
    : state === 'expired'
      ? sql`${memberCoupon.status} = 'unused' and ${couponTemplate.endsAt} <= now()`
      : sql`${memberCoupon.status} = 'unused' and ${couponTemplate.endsAt} > now()`;

export function listMemberCoupons(db: Db, memberId: number, state: CouponState, limit: number, offset: number) {
  return db
    .select({ c: memberCoupon, t: couponTemplate, currencyCode: country.currencyCode })
    .from(memberCoupon)
    .innerJoin(couponTemplate, eq(couponTemplate.id, memberCoupon.templateId))
    .innerJoin(country, eq(country.countryCode, couponTemplate.countryCode))
    .where(and(eq(memberCoupon.memberId, memberId), stateWhere(state)))
    .orderBy(desc(memberCoupon.claimedAt), desc(memberCoupon.id))
    .limit(limit)
    .offset(offset);
}
export type CouponRow = Awaited<ReturnType<typeof listMemberCoupons>>[number];

/** How many coupons the member has in each state (the tab badges). */
export async function countMemberCoupons(db: Db, memberId: number) {
  const [row] = await db
    .select({
      unused: sql<number>`count(*) filter (where ${stateWhere('unused')})::int`,
      used: sql<number>`count(*) filter (where ${stateWhere('used')})::int`,
      expired: sql<number>`count(*) filter (where ${stateWhere('expired')})::int`,
    })
    .from(memberCoupon)
    .innerJoin(couponTemplate, eq(couponTemplate.id, memberCoupon.templateId))
    .where(eq(memberCoupon.memberId, memberId));
  return { unused: row?.unused ?? 0, used: row?.used ?? 0, expired: row?.expired ?? 0 };
}

/** The country a warehouse sells in, or undefined for no such warehouse. */
export const countryOfWarehouse = (db: Db, warehouseId: number) =>
  db
    .select({ countryCode: warehouse.countryCode })
    .from(warehouse)
    .where(eq(warehouse.id, warehouseId))
    .then((r) => r[0]?.countryCode);

export const findTemplateByCode = (db: Db | Tx, code: string) =>
  db
    .select()
    .from(couponTemplate)
    .where(eq(couponTemplate.code, code))
    .then((r) => r[0]);

/**
 * Takes one coupon of the template, if any is left and the window is open. The guarded update is
 * the concurrency guard: it row-locks the template, so claims of one code are serialised, and
 * `claimed_count < total_count` lets exactly one of two racers take the last coupon.
 */
export const takeOne = (tx: Tx, templateId: number) =>
  tx
    .update(couponTemplate)
    .set({ claimedCount: sql`${couponTemplate.claimedCount} + 1` })
    .where(
      and(
        eq(couponTemplate.id, templateId),
        sql`${couponTemplate.claimedCount} < ${couponTemplate.totalCount}`,
        sql`now() >= ${couponTemplate.startsAt} and now() < ${couponTemplate.endsAt}`,
      ),
    )
    .returning({ id: couponTemplate.id })
    .then((r) => r.length === 1);

/** Read under the template's row lock (takeOne), so a member's own parallel claims are serialised too. */
export const countClaimedBy = (tx: Tx, templateId: number, memberId: number) =>
  tx
    .select({ n: sql<number>`count(*)::int` })
    .from(memberCoupon)
    .where(and(eq(memberCoupon.templateId, templateId), eq(memberCoupon.memberId, memberId)))
    .then((r) => r[0]?.n ?? 0);

export const insertMemberCoupon = (tx: Tx, templateId: number, memberId: number) =>
  tx
    .insert(memberCoupon)
    .values({ templateId, memberId })
    .returning({ id: memberCoupon.id })
    .then((r) => r[0]!.id);

export const findMemberCoupon = (db: Db, memberId: number, id: number) =>
  db
    .select({ c: memberCoupon, t: couponTemplate, currencyCode: country.currencyCode })
    .from(memberCoupon)
    .innerJoin(couponTemplate, eq(couponTemplate.id, memberCoupon.templateId))
    .innerJoin(country, eq(country.countryCode, couponTemplate.countryCode))
    .where(and(eq(memberCoupon.id, id), eq(memberCoupon.memberId, memberId)))
    .then((r) => r[0]);

export const namesOfCategories = (db: Db, ids: number[]) =>
  ids.length
    ? db.select({ id: category.id, names: category.names }).from(category).where(inArray(category.id, ids))
    : Promise.resolve([]);
export const namesOfProducts = (db: Db, ids: number[]) =>
  ids.length
    ? db.select({ id: product.id, names: product.names }).from(product).where(inArray(product.id, ids))
    : Promise.resolve([]);
