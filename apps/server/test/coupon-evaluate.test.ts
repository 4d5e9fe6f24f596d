import { describe, expect, it } from 'vitest';
import {
  bestCoupon,
  type CouponCartLine,
  type CouponRule,
  evaluateCoupon,
  evaluateCoupons,
} from '../src/shared/coupons/evaluate.js';

const now = new Date('2026-06-01T00:00:00Z');
const rule = (extra: Partial<CouponRule>): CouponRule => ({
  id: 1,
  kind: 'amount',
  amount: 50_000,
  percent: 0,
  maxDiscount: null,
  minSpend: 0,
  scope: 'all',
  scopeIds: [],
  countryCode: 'VN',
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: new Date('2027-01-01T00:00:00Z'),
  state: 'unused',
  ...extra,
});
const lines: CouponCartLine[] = [
  { productSkuId: 11, productId: 1, categoryPath: [5, 1], amount: 100_001 },
  { productSkuId: 12, productId: 2, categoryPath: [6, 1], amount: 200_003 },
  { productSkuId: 13, productId: 3, categoryPath: [9], amount: 33_333 },
];
const ctx = { countryCode: 'VN', now };

describe('evaluateCoupon', () => {
  it('takes an amount off and spreads it over the lines by largest remainder, summing exactly', () => {
    const v = evaluateCoupon(rule({}), lines, ctx);
    expect(v).toMatchObject({ usable: true, discount: 50_000, reason: null });
    expect(v.shares.reduce((s, x) => s + x.amount, 0)).toBe(50_000);
    v.shares.forEach((s) =>
      expect(s.amount).toBeLessThanOrEqual(lines.find((l) => l.productSkuId === s.productSkuId)!.amount),
    );
  });

  it('rounds a percent down to the minor unit and applies its cap', () => {
    expect(evaluateCoupon(rule({ kind: 'percent', percent: 10 }), lines, ctx).discount).toBe(33_333);
    expect(evaluateCoupon(rule({ kind: 'percent', percent: 10, maxDiscount: 20_000 }), lines, ctx).discount).toBe(
      20_000,
    );
  });

  it('counts only covered lines for the scope and the minimum, and says what is missing', () => {
    const category = evaluateCoupon(rule({ scope: 'categories', scopeIds: [1], minSpend: 400_000 }), lines, ctx);
    expect(category).toMatchObject({
      usable: false,
      reason: 'belowMinimum',
      eligibleAmount: 300_004,
      missingAmount: 99_996,
    });
    const product = evaluateCoupon(rule({ scope: 'products', scopeIds: [3], amount: 99_999 }), lines, ctx);
    expect(product).toMatchObject({ usable: true, discount: 33_333, shares: [{ productSkuId: 13, amount: 33_333 }] });
    expect(evaluateCoupon(rule({ scope: 'products', scopeIds: [42] }), lines, ctx).reason).toBe('noEligibleItems');
  });

  it.each([
    [{ state: 'used' as const }, 'used'],
    [{ startsAt: new Date('2026-07-01') }, 'notStarted'],
    [{ endsAt: now }, 'expired'],
    [{ countryCode: 'TH' }, 'otherCountry'],
  ])('refuses %o as %s', (extra, reason) => {
    expect(evaluateCoupon(rule(extra), lines, ctx)).toMatchObject({ usable: false, discount: 0, reason });
  });

  it('puts the usable coupon with the largest discount first', () => {
    const verdicts = evaluateCoupons(
      [
        rule({ id: 1, amount: 10_000 }),
        rule({ id: 2, kind: 'percent', percent: 20 }),
        rule({ id: 3, countryCode: 'LA' }),
      ],
      lines,
      ctx,
    );
    expect(verdicts.map((v) => v.id)).toEqual([2, 1, 3]);
    expect(bestCoupon(verdicts)?.id).toBe(2);
  });
});
