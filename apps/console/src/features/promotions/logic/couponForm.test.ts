import { describe, expect, it } from 'vitest';
import type { DeskCoupon } from '@storefront/contract';
import { couponDraft, couponRequest, type CouponDraft } from './couponForm';

const NOW = Date.parse('2026-03-01T08:00:00Z');
const draft = (over: Partial<CouponDraft> = {}): CouponDraft => ({
  ...couponDraft(null, 0, NOW),
  code: 'fresh10',
  names: { 'en-US': '10% off fresh produce' },
  ...over,
});

const stored: DeskCoupon = {
  templateId: 3,
  code: 'BANGKOK100',
  name: '฿100 off',
  names: { 'en-US': '฿100 off' },
  countryCode: 'TH',
  currencyCode: 'THB',
  kind: 'percent',
  amount: 0,
  percent: 15,
  maxDiscount: 50_050,
  minSpend: 200_000,
  scope: 'categories',
  scopeIds: [4, 9],
  scopeNames: ['Fruit', 'Snacks'],
  perMemberLimit: 1,
  totalCount: 100,
  claimedCount: 40,
  usedCount: 12,
  termsFixed: true,
  startsAt: '2026-03-01T08:00:00.000Z',
  endsAt: '2026-04-01T08:00:00.000Z',
  state: 'running',
};

describe('the coupon form', () => {
  it('sends an amount coupon with its code, counts as numbers and no percent', () => {
    const { body, problems } = couponRequest(draft({ amount: '20000', totalCount: '50' }), 0, NOW);
    expect(problems).toEqual({});
    expect(body).toMatchObject({
      code: 'fresh10',
      kind: 'amount',
      amount: '20000',
      minSpend: '0',
      scope: 'all',
      scopeIds: [],
      perMemberLimit: 1,
      totalCount: 50,
    });
    expect(body).not.toHaveProperty('percent');
  });

  it('sends a percent coupon without a cap as null, and with no code as null', () => {
    const { body } = couponRequest(draft({ code: ' ', kind: 'percent', percent: '15' }), 0, NOW);
    expect(body).toMatchObject({ code: null, kind: 'percent', percent: 15, maxDiscount: null });
  });

  it('says what to fix: a code, a percent, a cap, a scope without targets, counts', () => {
    const { problems, body } = couponRequest(
      draft({
        code: 'a b',
        kind: 'percent',
        percent: '150',
        maxDiscount: '10.5',
        scope: 'products',
        perMemberLimit: '0',
        totalCount: 'many',
      }),
      0,
      NOW,
    );
    expect(body).toBeUndefined();
    expect(problems).toEqual({
      code: 'codeFormat',
      percent: 'percent',
      maxDiscount: 'decimals',
      targets: 'scopeRequired',
      perMemberLimit: 'perCustomer',
      totalCount: 'count',
    });
  });

  it('fills a held coupon in its currency and keeps its quantity at or above those claimed', () => {
    const filled = couponDraft(stored, 2, NOW);
    expect(filled).toMatchObject({ percent: '15', maxDiscount: '500.50', minSpend: '2000.00', claimedCount: 40 });
    expect(filled.targets.map((t) => t.name)).toEqual(['Fruit', 'Snacks']);
    expect(couponRequest({ ...filled, totalCount: '39' }, 2, NOW).problems).toEqual({ totalCount: 'belowClaimed' });
    expect(couponRequest(filled, 2, NOW).body).toMatchObject({
      templateId: 3,
      scopeIds: [4, 9],
      maxDiscount: '500.50',
    });
  });
});
