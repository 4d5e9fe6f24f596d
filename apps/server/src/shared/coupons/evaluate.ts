import { spreadLargestRemainder } from '../pricing/spread.js';

/**
 * Which coupons apply to a priced cart, what each would take off, and why the others do not. Pure:
 * no I/O, no clock (the caller passes `now`), no language (reasons are codes; `couponReasonKey`
 * names their messages). The cart's best-coupon estimate and checkout both call it, after the
 * pricing engine has applied promotions and full reductions, so a coupon is computed on what the
 * shopper would otherwise pay and spread over its lines by the engine's own largest remainder.
 */

/** A priced line as the pricing engine answers it (`PricedLine`), with the product's category path. */
export interface CouponCartLine {
  productSkuId: number;
  productId: number;
  /** The product's category and its ancestors (a category coupon covers descendants). */
  categoryPath: number[];
  /** What the line costs after promotions and full reductions (the engine's `payable`). */
  amount: number;
}

export interface CouponRule {
  /** The member's coupon id. */
  id: number;
  kind: 'amount' | 'percent';
  amount: number;
  percent: number;
  maxDiscount: number | null;
  minSpend: number;
  scope: 'all' | 'categories' | 'products';
  scopeIds: number[];
  countryCode: string;
  startsAt: Date;
  endsAt: Date;
  state: 'unused' | 'used';
  /** The coupon's name per locale: shown by the checkout, ignored by the rules. */
  names?: Partial<Record<string, string>>;
}

export type CouponRefusal = 'used' | 'notStarted' | 'expired' | 'otherCountry' | 'noEligibleItems' | 'belowMinimum';

export interface CouponVerdict {
  id: number;
  usable: boolean;
  /** What it takes off now (0 when not usable). */
  discount: number;
  /** Spend on the lines it covers. */
  eligibleAmount: number;
  /** Still to spend on covered lines to reach the minimum (0 when reached). */
  missingAmount: number;
  reason: CouponRefusal | null;
  /** The discount spread over the covered lines (largest remainder; sums to `discount`). */
  shares: { productSkuId: number; amount: number }[];
}

const covers = (rule: CouponRule, line: CouponCartLine) =>
  rule.scope === 'all' ||
  (rule.scope === 'products' && rule.scopeIds.includes(line.productId)) ||
  (rule.scope === 'categories' && line.categoryPath.some((c) => rule.scopeIds.includes(c)));

/** Amount off: at most the covered spend. Percent off: rounded down to the minor unit, then capped. */
function discountOf(rule: CouponRule, eligible: number): number {
  const raw = rule.kind === 'amount' ? rule.amount : Number((BigInt(eligible) * BigInt(rule.percent)) / 100n);
  const capped = rule.kind === 'percent' && rule.maxDiscount !== null ? Math.min(raw, rule.maxDiscount) : raw;
  return Math.max(0, Math.min(capped, eligible));
}

export function evaluateCoupon(
  rule: CouponRule,
  lines: CouponCartLine[],
  context: { countryCode: string; now: Date },
): CouponVerdict {
  const covered = lines.filter((l) => l.amount > 0 && covers(rule, l));
  const eligibleAmount = covered.reduce((s, l) => s + l.amount, 0);
  const missingAmount = Math.max(0, rule.minSpend - eligibleAmount);
  const refuse = (reason: CouponRefusal): CouponVerdict => ({
    id: rule.id,
    usable: false,
    discount: 0,
    eligibleAmount,
    missingAmount,
    reason,
    shares: [],
  });
  if (rule.state === 'used') return refuse('used');
  if (context.now < rule.startsAt) return refuse('notStarted');
  if (context.now >= rule.endsAt) return refuse('expired');
  if (rule.countryCode !== context.countryCode) return refuse('otherCountry');
  if (covered.length === 0) return refuse('noEligibleItems');
  if (missingAmount > 0) return refuse('belowMinimum');
  const discount = discountOf(rule, eligibleAmount);
  const spread = spreadLargestRemainder(
    discount,
    covered.map((l) => l.amount),
    covered.map((l) => l.productSkuId),
  );
  return {
    id: rule.id,
    usable: discount > 0,
    discount,
    eligibleAmount,
    missingAmount: 0,
    reason: discount > 0 ? null : 'noEligibleItems',
    shares: covered.map((l, i) => ({ productSkuId: l.productSkuId, amount: spread[i]! })),
  };
}

/** Every coupon judged; usable ones first, the largest discount first (ties: the one ending sooner). */
export function evaluateCoupons(
  rules: CouponRule[],
  lines: CouponCartLine[],
  context: { countryCode: string; now: Date },
): CouponVerdict[] {
  const ends = new Map(rules.map((r) => [r.id, r.endsAt.getTime()]));
  return rules
    .map((r) => evaluateCoupon(r, lines, context))
    .sort(
      (a, b) =>
        Number(b.usable) - Number(a.usable) ||
        b.discount - a.discount ||
        ends.get(a.id)! - ends.get(b.id)! ||
        a.id - b.id,
    );
}

/** The coupon that takes off most, or null (the cart's "best coupon estimate"). */
export const bestCoupon = (verdicts: CouponVerdict[]) => verdicts.find((v) => v.usable) ?? null;

/** The message key of a refusal, for `translate(locale, key, { missing })`. */
export const couponReasonKey = (reason: CouponRefusal) => `coupon.reason.${reason}` as const;
