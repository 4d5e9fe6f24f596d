import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { couponTemplate, memberCoupon } from '../../db/schema/index.js';
import type { CouponRule } from './evaluate.js';

/** The member's unused coupons as rules for `evaluateCoupons` (expired ones are judged there). */
export async function loadUnusedCoupons(db: Db | Tx, memberId: number): Promise<CouponRule[]> {
  const rows = await db
    .select({ c: memberCoupon, t: couponTemplate })
    .from(memberCoupon)
    .innerJoin(couponTemplate, eq(couponTemplate.id, memberCoupon.templateId))
    .where(and(eq(memberCoupon.memberId, memberId), eq(memberCoupon.status, 'unused')));
  return rows.map(({ c, t }) => ({
    id: c.id,
    kind: t.kind as CouponRule['kind'],
    amount: t.amount,
    percent: t.percent,
    maxDiscount: t.maxDiscount,
    minSpend: t.minSpend,
    scope: t.scope as CouponRule['scope'],
    scopeIds: t.scopeIds,
    countryCode: t.countryCode,
    startsAt: t.startsAt,
    endsAt: t.endsAt,
    state: 'unused',
    names: t.names,
  }));
}

/**
 * Marks one of the member's coupons used by an order, inside the order's transaction. Guarded on
 * its owner, its state and its window (`status = 'unused'`): two orders racing for one coupon —
 * one wins, the other gets false and must refuse (or reprice without it).
 */
export async function consumeCoupon(tx: Db | Tx, memberId: number, memberCouponId: number, orderId: number) {
  const rows = await tx
    .update(memberCoupon)
    .set({ status: 'used', usedAt: sql`now()`, orderId })
    .where(
      and(
        eq(memberCoupon.id, memberCouponId),
        eq(memberCoupon.memberId, memberId),
        eq(memberCoupon.status, 'unused'),
        sql`exists (select 1 from coupon_template t where t.id = "member_coupon"."template_id" and now() >= t.starts_at and now() < t.ends_at)`,
      ),
    )
    .returning({ id: memberCoupon.id });
  return rows.length === 1;
}

/** Gives a cancelled order's coupon back (once: only while it is still recorded on that order). */
export async function releaseCoupon(tx: Db | Tx, memberCouponId: number, orderId: number) {
  const rows = await tx
    .update(memberCoupon)
    .set({ status: 'unused', usedAt: null, orderId: null })
    .where(and(eq(memberCoupon.id, memberCouponId), eq(memberCoupon.orderId, orderId), eq(memberCoupon.status, 'used')))
    .returning({ id: memberCoupon.id });
  return rows.length === 1;
}
