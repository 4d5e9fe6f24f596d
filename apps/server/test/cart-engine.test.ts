import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceLines } from '../src/shared/pricing/engine.js';
import { spreadLargestRemainder } from '../src/shared/pricing/spread.js';
import type { CouponRule } from '../src/shared/coupons/evaluate.js';
import type { EngineInput, EngineLine, EnginePromotion, EngineResult } from '../src/shared/pricing/types.js';

const NOW = new Date('2026-11-23T12:00:00Z');
const RUNNING = { startsAt: new Date('2026-11-01T00:00:00Z'), endsAt: new Date('2026-12-01T00:00:00Z') };
const VND = { code: 'VND', exponent: 0 };

/** SKU n belongs to product ceil(n/2), in category 10 + product % 3, under root 1. */
const line = (productSkuId: number, quantity: number, o: Partial<EngineLine> = {}): EngineLine => {
  const productId = Math.ceil(productSkuId / 2);
  return {
    productSkuId,
    productId,
    categoryPath: [10 + (productId % 3), 1],
    quantity,
    selected: true,
    listPrice: 100_000,
    onShelf: true,
    available: 1_000,
    fulfilment: 'sameDay',
    bulky: false,
    ...o,
  };
};

let nextId = 1;
const promo = (o: Partial<EnginePromotion> & Pick<EnginePromotion, 'kind'>): EnginePromotion => ({
  id: nextId++,
  countryCode: 'VN',
  scope: 'sku',
  targetId: 1,
  promotionPrice: null,
  tiers: null,
  thresholdAmount: null,
  reductionAmount: null,
  ...RUNNING,
  ...o,
});

const input = (lines: EngineLine[], promotions: EnginePromotion[] = [], o: Partial<EngineInput> = {}): EngineInput => ({
  now: NOW,
  countryCode: 'VN',
  currency: VND,
  lines,
  promotions,
  freight: { basicFee: 15_000, rules: [], activities: [], distanceKm: null },
  limits: { maxLineQuantity: 99, maxLines: 100 },
  ...o,
});

const only = (r: EngineResult) => r.lines[0]!;

describe('promotion price', () => {
  const p = () => promo({ kind: 'price', promotionPrice: 80_000 });
  it('lowers the unit price inside its window', () => {
    const r = priceLines(input([line(1, 2)], [p()]));
    expect(only(r)).toMatchObject({ price: 80_000, lineTotal: 160_000, unitDiscount: 40_000, payable: 160_000 });
    expect(only(r).promotion).toMatchObject({ kind: 'price', applied: true });
    expect(r.summary).toMatchObject({ productTotal: 200_000, promotionDiscount: 40_000, goodsAmount: 160_000 });
  });
  it('does nothing before its start, from its end on, or in another country', () => {
    const before = promo({ kind: 'price', promotionPrice: 80_000, startsAt: new Date(NOW.getTime() + 1) });
    const ended = promo({ kind: 'price', promotionPrice: 80_000, endsAt: NOW });
    const elsewhere = promo({ kind: 'price', promotionPrice: 80_000, countryCode: 'TH' });
    const r = priceLines(input([line(1, 2)], [before, ended, elsewhere]));
    expect(only(r)).toMatchObject({ price: 100_000, promotion: null });
  });
  it('never raises the price above the list price', () => {
    const r = priceLines(input([line(1, 1)], [promo({ kind: 'price', promotionPrice: 120_000 })]));
    expect(only(r).price).toBe(100_000);
  });
});

describe('ladder price by quantity', () => {
  const ladder = () =>
    promo({
      kind: 'ladder',
      tiers: [
        { minQuantity: 1, price: 100_000 },
        { minQuantity: 3, price: 90_000 },
        { minQuantity: 6, price: 80_000 },
      ],
    });
  it('one unit below the tier pays the list price and is told how many more', () => {
    const r = priceLines(input([line(1, 2)], [ladder()]));
    expect(only(r).price).toBe(100_000);
    expect(only(r).promotion).toMatchObject({
      kind: 'ladder',
      applied: false,
      minQuantity: 3,
      price: 90_000,
      missingQuantity: 1,
    });
  });
  it('at the tier every unit takes the tier price, and the next tier is announced', () => {
    const r = priceLines(input([line(1, 3)], [ladder()]));
    expect(only(r)).toMatchObject({ price: 90_000, lineTotal: 270_000, unitDiscount: 30_000 });
    expect(only(r).promotion).toMatchObject({ applied: true, minQuantity: 6, missingQuantity: 3 });
  });
  it('one unit above the tier keeps the tier price', () => {
    expect(only(priceLines(input([line(1, 4)], [ladder()]))).price).toBe(90_000);
  });
  it('the top tier is announced as reached', () => {
    const r = priceLines(input([line(1, 7)], [ladder()]));
    expect(only(r).promotion).toMatchObject({ applied: true, minQuantity: 6, price: 80_000, missingQuantity: 0 });
  });
  it('outside its window it does nothing', () => {
    const r = priceLines(input([line(1, 6)], [{ ...ladder(), endsAt: new Date(NOW.getTime() - 1) }]));
    expect(only(r).price).toBe(100_000);
  });
});

describe('full reduction over an amount', () => {
  const reduction = (o: Partial<EnginePromotion> = {}) =>
    promo({
      kind: 'fullReduction',
      scope: 'store',
      targetId: null,
      thresholdAmount: 300_000,
      reductionAmount: 30_000,
      ...o,
    });
  const cart = (amount: number) => [line(1, 1, { listPrice: amount })];
  it('one unit below the threshold does not qualify, and says what is missing', () => {
    const r = priceLines(input(cart(299_999), [reduction()]));
    expect(r.summary.directDiscount).toBe(0);
    expect(only(r).promotion).toMatchObject({ kind: 'fullReduction', applied: false, missingAmount: 1 });
  });
  it('at the threshold and one unit above it takes the reduction', () => {
    for (const amount of [300_000, 300_001]) {
      const r = priceLines(input(cart(amount), [reduction()]));
      expect(r.summary).toMatchObject({ directDiscount: 30_000, goodsAmount: amount - 30_000 });
      expect(only(r)).toMatchObject({ directShare: 30_000, payable: amount - 30_000 });
      expect(only(r).promotion).toMatchObject({ applied: true, missingAmount: 0 });
    }
  });
  it('compares thresholds in minor units (THB, two decimals)', () => {
    const thb = { countryCode: 'TH', currency: { code: 'THB', exponent: 2 } };
    const p = reduction({ countryCode: 'TH', thresholdAmount: 50_000, reductionAmount: 5_000 });
    expect(priceLines(input(cart(49_999), [p], thb)).summary.directDiscount).toBe(0);
    expect(priceLines(input(cart(50_000), [p], thb)).summary.directDiscount).toBe(5_000);
  });
  it('outside its window it does nothing', () => {
    const r = priceLines(input(cart(500_000), [reduction({ startsAt: new Date(NOW.getTime() + 60_000) })]));
    expect(r.summary.directDiscount).toBe(0);
  });
  it('a category reduction covers the descendants of its category, not other goods', () => {
    const p = reduction({ scope: 'category', targetId: 1, thresholdAmount: 200_000 });
    const other = line(3, 1, { categoryPath: [99] });
    const r = priceLines(input([line(1, 2), other], [p]));
    expect(r.summary.directDiscount).toBe(30_000);
    expect(r.lines.find((l) => l.productSkuId === 3)!.directShare).toBe(0);
  });
  it('a product reduction covers every size of the product', () => {
    const p = reduction({ scope: 'product', targetId: 1, thresholdAmount: 200_000 });
    const r = priceLines(input([line(1, 1), line(2, 1), line(3, 5)], [p]));
    expect(r.summary.directDiscount).toBe(30_000);
    expect(r.lines.find((l) => l.productSkuId === 3)!.directShare).toBe(0);
  });
  it('counts only selected lines', () => {
    const r = priceLines(input([line(1, 2), line(3, 2, { selected: false })], [reduction()]));
    expect(r.summary.directDiscount).toBe(0);
  });
  it('never takes off more than the goods it covers', () => {
    const r = priceLines(input(cart(300_000), [reduction({ reductionAmount: 900_000 })]));
    expect(r.summary).toMatchObject({ directDiscount: 300_000, goodsAmount: 0 });
  });
});

describe('stacking', () => {
  it('a line takes the better of promotion price and ladder, never both', () => {
    const price = promo({ kind: 'price', promotionPrice: 85_000 });
    const ladder = promo({
      kind: 'ladder',
      tiers: [
        { minQuantity: 3, price: 90_000 },
        { minQuantity: 5, price: 80_000 },
      ],
    });
    expect(only(priceLines(input([line(1, 3)], [price, ladder]))).price).toBe(85_000);
    expect(only(priceLines(input([line(1, 5)], [price, ladder]))).price).toBe(80_000);
  });
  it('a full reduction looks at the amount after unit promotions', () => {
    const price = promo({ kind: 'price', promotionPrice: 80_000 });
    const reduction = promo({
      kind: 'fullReduction',
      scope: 'store',
      targetId: null,
      thresholdAmount: 350_000,
      reductionAmount: 30_000,
    });
    // Listed at 400 000, but 320 000 after the promotion price: below the threshold.
    const r = priceLines(input([line(1, 4)], [price, reduction]));
    expect(r.summary).toMatchObject({ productTotal: 400_000, promotionDiscount: 80_000, directDiscount: 0 });
    const r5 = priceLines(input([line(1, 5)], [price, reduction]));
    expect(r5.summary).toMatchObject({ promotionDiscount: 100_000, directDiscount: 30_000, goodsAmount: 370_000 });
  });
  it('a line counts towards one full reduction, the most specific scope first', () => {
    const sku = promo({
      kind: 'fullReduction',
      scope: 'sku',
      targetId: 1,
      thresholdAmount: 200_000,
      reductionAmount: 20_000,
    });
    const store = promo({
      kind: 'fullReduction',
      scope: 'store',
      targetId: null,
      thresholdAmount: 200_000,
      reductionAmount: 50_000,
    });
    const r = priceLines(input([line(1, 2), line(3, 2)], [store, sku]));
    expect(r.summary.reductions).toEqual([
      { id: sku.id, amount: 20_000 },
      { id: store.id, amount: 50_000 },
    ]);
    expect(r.lines.map((l) => l.directShare)).toEqual([20_000, 50_000]);
  });
  it('a narrower reduction not reached leaves its lines to a wider one', () => {
    const sku = promo({
      kind: 'fullReduction',
      scope: 'sku',
      targetId: 1,
      thresholdAmount: 900_000,
      reductionAmount: 90_000,
    });
    const store = promo({
      kind: 'fullReduction',
      scope: 'store',
      targetId: null,
      thresholdAmount: 300_000,
      reductionAmount: 30_000,
    });
    const r = priceLines(input([line(1, 2), line(3, 1)], [sku, store]));
    expect(r.summary.reductions).toEqual([{ id: store.id, amount: 30_000 }]);
    expect(r.lines.map((l) => l.directShare)).toEqual([20_000, 10_000]);
  });
});

describe('freight', () => {
  const activities = [
    { id: 1, kind: 'free' as const, thresholdAmount: 500_000, fee: 0, ...RUNNING },
    { id: 2, kind: 'reduced' as const, thresholdAmount: 200_000, fee: 5_000, ...RUNNING },
  ];
  const freight = { basicFee: 15_000, rules: [], activities, distanceKm: null };
  it('an activity applies to the goods after discounts, and the next one is announced', () => {
    const reduction = promo({
      kind: 'fullReduction',
      scope: 'store',
      targetId: null,
      thresholdAmount: 200_000,
      reductionAmount: 10_000,
    });
    const r = priceLines(input([line(1, 2)], [reduction], { freight }));
    // 200 000 of goods, 190 000 after the reduction: the reduced fee is not reached.
    expect(r.summary.freight).toMatchObject({ basic: 15_000, discount: 0, payable: 15_000 });
    expect(r.summary.freightProgress).toMatchObject({ activityId: 2, missingAmount: 10_000 });
    const r3 = priceLines(input([line(1, 3)], [reduction], { freight }));
    expect(r3.summary.freight).toMatchObject({ discount: 10_000, payable: 5_000, activityId: 2 });
    expect(r3.summary.freightProgress).toMatchObject({ activityId: 1, kind: 'free', missingAmount: 210_000 });
    expect(r3.summary.payable).toBe(290_000 + 5_000);
  });
  it('free delivery at the threshold, not one unit below', () => {
    const at = priceLines(input([line(1, 1, { listPrice: 500_000 })], [], { freight }));
    expect(at.summary.freight).toMatchObject({ discount: 15_000, payable: 0 });
    expect(at.summary.freightProgress).toBeNull();
    const below = priceLines(input([line(1, 1, { listPrice: 499_999 })], [], { freight }));
    expect(below.summary.freight.payable).toBe(5_000);
    expect(below.summary.freightProgress).toMatchObject({ activityId: 1, missingAmount: 1 });
  });
  it('an activity outside its window does nothing', () => {
    const past = [{ ...activities[0]!, endsAt: NOW }];
    const r = priceLines(input([line(1, 9)], [], { freight: { ...freight, activities: past } }));
    expect(r.summary.freight.discount).toBe(0);
  });
  it('distance and bulky fees come from the rules, the highest tier reached of each', () => {
    const rules = [
      { kind: 'distance' as const, threshold: 5, fee: 5_000 },
      { kind: 'distance' as const, threshold: 10, fee: 12_000 },
      { kind: 'bulky' as const, threshold: 1, fee: 10_000 },
    ];
    const r = priceLines(input([line(1, 1, { bulky: true })], [], { freight: { ...freight, rules, distanceKm: 7.5 } }));
    expect(r.summary.freight).toMatchObject({ basic: 15_000, additional: 15_000, payable: 30_000 });
    const near = priceLines(input([line(1, 1)], [], { freight: { ...freight, rules, distanceKm: 5 } }));
    expect(near.summary.freight.additional).toBe(0);
  });
  it('nothing selected costs nothing to deliver', () => {
    const r = priceLines(input([line(1, 1, { selected: false })], [], { freight }));
    expect(r.summary.freight).toMatchObject({ basic: 0, payable: 0 });
    expect(r.summary.payable).toBe(0);
  });
});

describe('lines apart and groups', () => {
  it('sets apart what cannot be bought here, with the reason', () => {
    const r = priceLines(
      input([
        line(1, 1, { listPrice: null }),
        line(2, 1, { onShelf: false }),
        line(3, 1, { available: 0 }),
        line(4, 5, { available: 3 }),
        line(5, 1),
      ]),
    );
    expect(r.unavailable.map((u) => [u.productSkuId, u.reason])).toEqual([
      [1, 'notSoldHere'],
      [2, 'offShelf'],
      [3, 'outOfStock'],
      [4, 'insufficientStock'],
    ]);
    expect(r.lines.map((l) => l.productSkuId)).toEqual([5]);
    expect(r.summary.totalQuantity).toBe(9);
  });
  it('groups the selected lines by fulfilment, with their item counts and, for a lone group, its amount', () => {
    const r = priceLines(
      input([
        line(1, 2),
        line(3, 1, { fulfilment: 'shipped' }),
        line(5, 4, { fulfilment: 'shipped' }),
        line(7, 1, { selected: false }),
      ]),
    );
    expect(r.groups).toMatchObject([
      { fulfilment: 'sameDay', productSkuIds: [1], itemCount: 2 },
      { fulfilment: 'shipped', productSkuIds: [3, 5], itemCount: 5 },
    ]);
    const alone = priceLines(input([line(3, 1, { fulfilment: 'shipped' }), line(7, 1, { selected: false })]));
    expect(alone.groups).toEqual([
      { fulfilment: 'shipped', productSkuIds: [3], itemCount: 1, payable: alone.summary.payable },
    ]);
  });
  it('the stepper max is the stock or the per-line limit, whichever is lower', () => {
    const r = priceLines(input([line(1, 1, { available: 7 }), line(3, 1, { available: 500 })]));
    expect(r.lines.map((l) => l.maxQuantity)).toEqual([7, 99]);
  });
});

describe('largest remainder', () => {
  it('spreads 100 over three equal lines as 34 + 33 + 33', () => {
    expect(spreadLargestRemainder(100, [50, 50, 50], [1, 2, 3])).toEqual([34, 33, 33]);
    expect(spreadLargestRemainder(100, [50, 50, 50], [3, 2, 1])).toEqual([33, 33, 34]);
  });
  it('gives an equal remainder to the lower SKU id, wherever its line stands', () => {
    const store = promo({
      kind: 'fullReduction',
      scope: 'store',
      targetId: null,
      thresholdAmount: 0,
      reductionAmount: 1,
    });
    const a = line(1, 1, { listPrice: 100 });
    const b = line(3, 1, { listPrice: 100 });
    for (const lines of [
      [a, b],
      [b, a],
    ]) {
      const shares = priceLines(input(lines, [store])).lines.map((l) => [l.productSkuId, l.directShare]);
      expect(shares.sort((x, y) => x[0]! - y[0]!)).toEqual([
        [1, 1],
        [3, 0],
      ]);
    }
  });
  it('stays exact where amount × weight passes 2^53', () => {
    const shares = spreadLargestRemainder(9_007_199_254_740, [3_000_000_000_000, 7_000_000_000_001], [1, 2]);
    expect(shares[0]! + shares[1]!).toBe(9_007_199_254_740);
  });
});

describe('coupon', () => {
  const coupon = (o: Partial<CouponRule> & Pick<CouponRule, 'id'>): CouponRule => ({
    kind: 'amount',
    amount: 30_000,
    percent: 0,
    maxDiscount: null,
    minSpend: 0,
    scope: 'all',
    scopeIds: [],
    countryCode: 'VN',
    ...RUNNING,
    state: 'unused',
    ...o,
  });
  const reduction = () =>
    promo({ kind: 'fullReduction', scope: 'store', targetId: null, thresholdAmount: 200_000, reductionAmount: 20_000 });

  it('applies last, on what the lines cost after the full reductions, spread so the shares add up', () => {
    const tenPercent = coupon({ id: 7, kind: 'percent', percent: 10 });
    const r = priceLines(
      input([line(1, 2), line(3, 1, { listPrice: 33_333 })], [reduction()], {
        coupons: { rules: [tenPercent], apply: 7 },
      }),
    );
    // 233 333 of goods − 20 000 reduction = 213 333; 10 % rounded down = 21 333.
    expect(r.summary).toMatchObject({
      directDiscount: 20_000,
      couponEstimate: 21_333,
      coupon: { id: 7, amount: 21_333 },
    });
    expect(r.summary.goodsAmount).toBe(233_333 - 20_000 - 21_333);
    expect(r.lines.reduce((s, l) => s + l.couponShare, 0)).toBe(21_333);
    for (const l of r.lines) expect(l.payable).toBe(l.lineTotal - l.directShare - l.couponShare);
  });

  it("'best' takes the one that saves most; an unusable one asked for is not applied, and says why", () => {
    const small = coupon({ id: 1, amount: 10_000 });
    const big = coupon({ id: 2, amount: 50_000, minSpend: 500_000 });
    const lines = [line(1, 3)];
    const best = priceLines(input(lines, [], { coupons: { rules: [small, big], apply: 'best' } }));
    expect(best.summary.coupon).toEqual({ id: 1, amount: 10_000 });
    const asked = priceLines(input(lines, [], { coupons: { rules: [small, big], apply: 2 } }));
    expect(asked.summary.coupon).toBeNull();
    expect(asked.summary.couponEstimate).toBe(0);
    expect(asked.coupons.find((v) => v.id === 2)).toMatchObject({ reason: 'belowMinimum', missingAmount: 200_000 });
    const none = priceLines(input(lines, [], { coupons: { rules: [small, big], apply: null } }));
    expect(none.summary.coupon).toBeNull();
    expect(none.coupons.map((v) => v.id)).toEqual([1, 2]);
  });

  it('covers only selected lines of its scope', () => {
    const onProduct2 = coupon({ id: 3, scope: 'products', scopeIds: [2], amount: 1_000_000 });
    const r = priceLines(
      input([line(1, 1), line(3, 1), line(4, 1, { selected: false })], [], {
        coupons: { rules: [onProduct2], apply: 'best' },
      }),
    );
    // SKU 3 and 4 are product 2; 4 is not selected: the coupon takes off at most SKU 3's 100 000.
    expect(r.summary.couponEstimate).toBe(100_000);
    expect(r.lines.map((l) => l.couponShare)).toEqual([0, 100_000, 0]);
  });

  it('free delivery is judged on the goods after the coupon', () => {
    const freight = {
      basicFee: 15_000,
      rules: [],
      activities: [{ id: 1, kind: 'free' as const, thresholdAmount: 300_000, fee: 0, ...RUNNING }],
      distanceKm: null,
    };
    const r = priceLines(input([line(1, 3)], [], { freight, coupons: { rules: [coupon({ id: 4 })], apply: 4 } }));
    expect(r.summary.goodsAmount).toBe(270_000);
    expect(r.summary.freight.payable).toBe(15_000);
    expect(r.summary.freightProgress).toMatchObject({ missingAmount: 30_000 });
  });
});

// ——— Properties ———

const skuIds = fc.integer({ min: 1, max: 8 });
const arbLine = (opts: { stock?: 'any' | 'plenty' } = {}) =>
  fc
    .record({
      productSkuId: skuIds,
      quantity: fc.integer({ min: 1, max: 30 }),
      selected: fc.boolean(),
      shipped: fc.boolean(),
      bulky: fc.boolean(),
    })
    .map((r) =>
      line(r.productSkuId, r.quantity, {
        selected: r.selected,
        // Per SKU, as the catalogue has it: one price, one stock.
        // Equal prices on different SKUs make equal remainders, where a tie-break by position would show.
        listPrice: [100, 100, 300, 100, 49_999_500, 300, 1_234_567, 7][r.productSkuId - 1]!,
        available:
          opts.stock === 'plenty' ? 10_000 : [1_000, 40, 1_000, 25, 1_000, 1_000, 60, 1_000][r.productSkuId - 1]!,
        fulfilment: r.productSkuId % 3 === 0 ? 'shipped' : 'sameDay',
        bulky: r.productSkuId === 5,
      }),
    );
const amount = fc.integer({ min: 0, max: 5_000_000 });
const arbPromotion: fc.Arbitrary<EnginePromotion> = fc.oneof(
  fc
    .record({ sku: skuIds, price: amount })
    .map((r) => promo({ kind: 'price', targetId: r.sku, promotionPrice: r.price })),
  fc
    .record({
      sku: skuIds,
      tiers: fc.array(fc.record({ minQuantity: fc.integer({ min: 1, max: 20 }), price: amount }), {
        minLength: 1,
        maxLength: 3,
      }),
    })
    .map((r) => promo({ kind: 'ladder', targetId: r.sku, tiers: r.tiers })),
  fc
    .record({
      scope: fc.constantFrom('sku' as const, 'product' as const, 'category' as const, 'store' as const),
      target: fc.integer({ min: 1, max: 12 }),
      // Small amounts too, so reductions are reached on cheap lines and leave remainders to spread.
      threshold: fc.oneof(fc.integer({ min: 0, max: 5_000 }), amount),
      reduction: fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 1, max: 2_000_000 })),
    })
    .map((r) =>
      promo({
        kind: 'fullReduction',
        scope: r.scope,
        targetId: r.scope === 'store' ? null : r.scope === 'category' ? [1, 10, 11, 12][r.target % 4]! : r.target,
        thresholdAmount: r.threshold,
        reductionAmount: r.reduction,
      }),
    ),
);
const arbFreight = fc.record({
  basicFee: fc.integer({ min: 0, max: 50_000 }),
  rules: fc.array(
    fc.record({
      kind: fc.constantFrom('distance' as const, 'bulky' as const),
      threshold: fc.integer({ min: 0, max: 20 }),
      fee: fc.integer({ min: 0, max: 30_000 }),
    }),
    { maxLength: 3 },
  ),
  activities: fc.array(
    fc
      .record({
        id: fc.integer({ min: 1, max: 1000 }),
        kind: fc.constantFrom('free' as const, 'reduced' as const),
        thresholdAmount: amount,
        fee: fc.integer({ min: 0, max: 50_000 }),
      })
      .map((a) => ({ ...a, ...RUNNING })),
    { maxLength: 3 },
  ),
  distanceKm: fc.option(fc.double({ min: 0, max: 30, noNaN: true })),
});
let couponId = 1;
const arbCoupon: fc.Arbitrary<CouponRule> = fc
  .record({
    kind: fc.constantFrom('amount' as const, 'percent' as const),
    amount: fc.oneof(fc.integer({ min: 1, max: 1_000 }), amount),
    percent: fc.integer({ min: 1, max: 100 }),
    cap: fc.option(fc.integer({ min: 0, max: 200_000 })),
    minSpend: fc.oneof(fc.constant(0), amount),
    scope: fc.constantFrom('all' as const, 'categories' as const, 'products' as const),
    ids: fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 3 }),
  })
  .map((r) => ({
    id: couponId++,
    kind: r.kind,
    amount: r.amount,
    percent: r.percent,
    maxDiscount: r.cap,
    minSpend: r.minSpend,
    scope: r.scope,
    scopeIds: r.ids,
    countryCode: 'VN',
    ...RUNNING,
    state: 'unused' as const,
  }));
const arbCart = (opts: { stock?: 'any' | 'plenty' } = {}) =>
  fc.record({
    lines: fc.array(arbLine(opts), { minLength: 1, maxLength: 8 }),
    promotions: fc.array(arbPromotion, { maxLength: 6 }),
    freight: arbFreight,
    coupons: fc.array(arbCoupon, { maxLength: 3 }),
  });
type Cart = {
  lines: EngineLine[];
  promotions: EnginePromotion[];
  freight: EngineInput['freight'];
  coupons: CouponRule[];
};
const run = (c: Cart) =>
  priceLines(input(c.lines, c.promotions, { freight: c.freight, coupons: { rules: c.coupons, apply: 'best' } }));

function numbersOf(value: unknown, out: number[] = []): number[] {
  if (typeof value === 'number') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => numbersOf(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => numbersOf(v, out));
  return out;
}
const sortedLines = (r: EngineResult) => [...r.lines].map((l) => JSON.stringify(l)).sort();
/** Everything but what counts lines (selectedCount) rather than units or money. */
const moneyOf = (r: EngineResult) => {
  const { selectedCount: _c, ...rest } = r.summary;
  return { ...rest, reductions: [...rest.reductions].sort((a, b) => a.id - b.id) };
};

describe('pricing properties', () => {
  it('shares add up exactly to the order amounts', () => {
    fc.assert(
      fc.property(arbCart(), (c) => {
        const r = run(c);
        const selected = r.lines.filter((l) => l.selected);
        const sum = (f: (l: (typeof selected)[number]) => number) => selected.reduce((s, l) => s + f(l), 0);
        expect(sum((l) => l.directShare)).toBe(r.summary.directDiscount);
        expect(sum((l) => l.couponShare)).toBe(r.summary.couponEstimate);
        expect(r.summary.couponEstimate).toBe(r.summary.coupon?.amount ?? 0);
        expect(sum((l) => l.payable)).toBe(r.summary.goodsAmount);
        expect(sum((l) => l.lineDiscount)).toBe(
          r.summary.promotionDiscount + r.summary.directDiscount + r.summary.couponEstimate,
        );
        expect(r.summary.reductions.reduce((s, x) => s + x.amount, 0)).toBe(r.summary.directDiscount);
        expect(r.summary.payable).toBe(r.summary.goodsAmount + r.summary.freight.payable);
      }),
    );
  });

  it('nothing is ever negative, and every amount is a whole number of minor units (VND: whole dong)', () => {
    fc.assert(
      fc.property(arbCart(), (c) => {
        for (const n of numbersOf(run(c))) {
          expect(Number.isSafeInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('a discount never exceeds what it discounts', () => {
    fc.assert(
      fc.property(arbCart(), (c) => {
        const r = run(c);
        for (const l of r.lines) {
          expect(l.unitDiscount).toBeLessThanOrEqual(l.originalPrice * l.quantity);
          expect(l.directShare + l.couponShare).toBeLessThanOrEqual(l.lineTotal);
          expect(l.lineDiscount).toBeLessThanOrEqual(l.originalPrice * l.quantity);
          expect(l.price).toBeLessThanOrEqual(l.originalPrice);
        }
        expect(r.summary.directDiscount).toBeLessThanOrEqual(r.summary.productTotal - r.summary.promotionDiscount);
        expect(r.summary.couponEstimate).toBeLessThanOrEqual(
          r.summary.productTotal - r.summary.promotionDiscount - r.summary.directDiscount,
        );
        expect(r.summary.freight.discount).toBeLessThanOrEqual(r.summary.freight.basic);
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(arbCart(), fc.func(fc.integer()), (c, key) => {
        const shuffled = [...c.lines]
          .map((l, i) => ({ l, k: key(i) }))
          .sort((a, b) => a.k - b.k)
          .map((x) => x.l);
        const a = run(c);
        const b = run({ ...c, lines: shuffled });
        expect(b.summary).toEqual(a.summary);
        expect(sortedLines(b)).toEqual(sortedLines(a));
        expect(b.groups.map((g) => ({ ...g, productSkuIds: [...g.productSkuIds].sort() }))).toEqual(
          a.groups.map((g) => ({ ...g, productSkuIds: [...g.productSkuIds].sort() })),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('does not depend on how a line is split', () => {
    fc.assert(
      fc.property(arbCart(), fc.nat(), fc.nat(), (c, which, cut) => {
        const i = which % c.lines.length;
        const target = c.lines[i]!;
        fc.pre(target.quantity >= 2);
        const first = 1 + (cut % (target.quantity - 1));
        const split = [
          ...c.lines.slice(0, i),
          { ...target, quantity: first },
          { ...target, quantity: target.quantity - first },
          ...c.lines.slice(i + 1),
        ];
        expect(moneyOf(run({ ...c, lines: split }))).toEqual(moneyOf(run(c)));
      }),
    );
  });

  // Lines and the promotion window of the cases the properties found, written out as examples.
  const line = (productSkuId: number, quantity: number, selected: boolean, listPrice: number, bulky = false) => ({
    productSkuId,
    productId: productSkuId,
    categoryPath: [productSkuId === 1 ? 11 : 10, 1],
    quantity,
    selected,
    listPrice,
    onShelf: true,
    available: 1000,
    fulfilment: 'sameDay' as const,
    bulky,
  });
  const window = { startsAt: new Date('2026-11-01T00:00:00Z'), endsAt: new Date('2026-12-01T00:00:00Z') };

  it('splitting a line of one SKU moves no rounding unit to another SKU (a case the property found)', () => {
    const cart = (lines: ReturnType<typeof line>[]): Cart => ({
      lines,
      promotions: [
        {
          id: 2566,
          countryCode: 'VN',
          scope: 'store',
          targetId: null,
          promotionPrice: null,
          tiers: null,
          thresholdAmount: 0,
          reductionAmount: 714_313,
          kind: 'fullReduction',
          ...window,
        },
      ],
      freight: { basicFee: 0, rules: [], activities: [], distanceKm: null },
      coupons: [
        {
          id: 1331,
          kind: 'amount',
          amount: 300,
          percent: 1,
          maxDiscount: null,
          minSpend: 0,
          scope: 'categories',
          scopeIds: [11],
          countryCode: 'VN',
          state: 'unused',
          ...window,
        },
      ],
    });
    const whole = run(cart([line(1, 3, true, 100), line(5, 7, true, 49_999_500, true)]));
    const split = run(
      cart([line(1, 3, true, 100), line(5, 6, true, 49_999_500, true), line(5, 1, true, 49_999_500, true)]),
    );
    expect(moneyOf(split)).toEqual(moneyOf(whole));
  });

  it('two lines of one SKU share a rounding unit by their size, not their order (a case the property found)', () => {
    const cart = (lines: ReturnType<typeof line>[]): Cart => ({
      lines,
      promotions: [],
      freight: { basicFee: 0, rules: [], activities: [], distanceKm: null },
      coupons: [
        {
          id: 716,
          kind: 'amount',
          amount: 1_032_903,
          percent: 1,
          maxDiscount: null,
          minSpend: 0,
          scope: 'all',
          scopeIds: [],
          countryCode: 'VN',
          state: 'unused',
          ...window,
        },
      ],
    });
    const lines = [
      line(7, 26, true, 1_234_567),
      line(1, 1, false, 100),
      line(7, 10, true, 1_234_567),
      line(1, 1, false, 100),
    ];
    const forward = run(cart(lines));
    const backward = run(cart([...lines].reverse()));
    expect(sortedLines(backward)).toEqual(sortedLines(forward));
    expect(backward.summary).toEqual(forward.summary);
  });

  it('adding an item never lowers the payable unless a promotion threshold is crossed', () => {
    const thresholds = (r: EngineResult) =>
      JSON.stringify({
        reductions: r.summary.reductions.map((x) => x.id).sort(),
        unit: r.lines.map((l) => `${l.productSkuId}:${l.selected}:${l.price}`).sort(),
        freight: r.summary.freight.activityId,
        coupon: r.summary.coupon?.id,
      });
    fc.assert(
      fc.property(arbCart({ stock: 'plenty' }), arbLine({ stock: 'plenty' }), (c, extra) => {
        const before = run(c);
        const after = run({ ...c, lines: [...c.lines, { ...extra, selected: true }] });
        if (after.summary.payable < before.summary.payable) expect(thresholds(after)).not.toBe(thresholds(before));
        else expect(after.summary.payable).toBeGreaterThanOrEqual(before.summary.payable);
      }),
    );
  });
});
