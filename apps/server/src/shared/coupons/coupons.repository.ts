import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { memberCoupon } from '../../db/schema/index.js';
import type { CouponRule } from './evaluate.js';

/** A member coupon with its template, as the pricing read selects it (JSON: dates as strings). */
export interface CouponRow {
  id: number;
  kind: string;
  amount: number | string;
  percent: number;
  maxDiscount: number | string | null;
  minSpend: number | string;
  scope: string;
  scopeIds: number[];
  countryCode: string;
  startsAt: Date | string;
  endsAt: Date | string;
  names: Partial<Record<string, string>>;
}

/** One unused coupon as a rule for `evaluateCoupons` (expired ones are judged there). */
export function couponRuleOf(r: CouponRow): CouponRule {
  return {
    id: Number(r.id),
    kind: r.kind as CouponRule['kind'],
    amount: Number(r.amount),
    percent: Number(r.percent),
    maxDiscount: r.maxDiscount === null ? null : Number(r.maxDiscount),
    minSpend: Number(r.minSpend),
    scope: r.scope as CouponRule['scope'],
    scopeIds: r.scopeIds.map(Number),
    countryCode: r.countryCode,
    startsAt: new Date(r.startsAt),
    endsAt: new Date(r.endsAt),
    state: 'unused',
    names: r.names,
  };
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
