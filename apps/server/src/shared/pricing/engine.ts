import { isRunning, priceFreight } from './freight.js';
import { bestCoupon, evaluateCoupons } from '../coupons/evaluate.js';
import { spreadLargestRemainder } from './spread.js';
import type {
  EngineGroup,
  EngineInput,
  EngineLine,
  EnginePromotion,
  EngineResult,
  FulfilmentType,
  LadderTier,
  PricedLine,
  PromotionNote,
  UnavailableLine,
  UnavailableReason,
} from './types.js';

/**
 * The one pricing engine (docs/decisions/0017-one-pure-pricing-engine.md): pure, no I/O, no clock of its
 * own, no language. The cart, the checkout preview and order placement all call it through
 * `priceCart`, so the three can never disagree.
 *
 * Stacking: a line's unit price is the best of its list price, its promotion price and its ladder
 * tier (never two of them). Full reductions then apply over the amount after unit prices; a line
 * counts towards at most one applied full reduction, the most specific scope first. One coupon
 * applies last, over what remains, and the freight thresholds are judged after it.
 */

const SCOPE_RANK = { sku: 0, product: 1, category: 2, store: 3 } as const;
const KIND_RANK = { price: 0, ladder: 1, fullReduction: 2 } as const;
const FULFILMENT_ORDER: FulfilmentType[] = ['sameDay', 'shipped'];

function assertWhole(value: number, what: string, min = 0) {
  if (!Number.isSafeInteger(value) || value < min)
    throw new RangeError(`${what} must be a whole number ≥ ${min}: ${value}`);
}

function validate(input: EngineInput) {
  assertWhole(input.currency.exponent, 'currency exponent');
  for (const l of input.lines) {
    assertWhole(l.quantity, `quantity of ${l.productSkuId}`, 1);
    if (l.listPrice !== null) assertWhole(l.listPrice, `list price of ${l.productSkuId}`);
  }
  for (const p of input.promotions) {
    for (const [k, v] of [
      ['promotionPrice', p.promotionPrice],
      ['thresholdAmount', p.thresholdAmount],
      ['reductionAmount', p.reductionAmount],
    ] as const) {
      if (v !== null) assertWhole(v, `${k} of promotion ${p.id}`);
    }
    for (const t of p.tiers ?? []) assertWhole(t.price, `tier price of promotion ${p.id}`);
  }
  assertWhole(input.freight.basicFee, 'basic freight fee');
}

/** `wanted`: the units of this SKU across all lines, so split lines are judged like one. */
function unavailableReason(l: EngineLine, wanted: number): UnavailableReason | null {
  if (l.listPrice === null) return 'notSoldHere';
  if (!l.onShelf) return 'offShelf';
  if (l.available <= 0) return 'outOfStock';
  if (wanted > l.available) return 'insufficientStock';
  return null;
}

const inScope = (p: EnginePromotion, l: EngineLine) =>
  p.scope === 'store' ||
  (p.scope === 'sku' && l.productSkuId === p.targetId) ||
  (p.scope === 'product' && l.productId === p.targetId) ||
  (p.scope === 'category' && p.targetId !== null && l.categoryPath.includes(p.targetId));

/** Tiers that lower the list price, by quantity. */
const effectiveTiers = (p: EnginePromotion, listPrice: number): LadderTier[] =>
  (p.tiers ?? [])
    .filter((t) => t.minQuantity >= 1 && t.price < listPrice)
    .sort((a, b) => a.minQuantity - b.minQuantity);

interface UnitChoice {
  price: number;
  promotion: EnginePromotion | null;
}

/** The best unit price of a line: list, promotion price or ladder tier for `count` units. */
function unitPrice(line: EngineLine, listPrice: number, promotions: EnginePromotion[], count: number): UnitChoice {
  let best: UnitChoice = { price: listPrice, promotion: null };
  for (const p of promotions) {
    let price: number | null = null;
    if (p.kind === 'price' && p.promotionPrice !== null) price = p.promotionPrice;
    if (p.kind === 'ladder') {
      for (const t of effectiveTiers(p, listPrice))
        if (t.minQuantity <= count && (price === null || t.price < price)) price = t.price;
    }
    if (price === null || price >= listPrice) continue;
    // Equal prices: a promotion price before a ladder, then the older promotion (deterministic).
    const b = best.promotion;
    const better =
      price < best.price ||
      (price === best.price && b !== null && (KIND_RANK[p.kind] - KIND_RANK[b.kind] || p.id - b.id) < 0);
    if (better) best = { price, promotion: p };
  }
  return best;
}

function ladderNote(p: EnginePromotion, listPrice: number, count: number, unit: number): PromotionNote | null {
  const tiers = effectiveTiers(p, listPrice);
  const next = tiers.find((t) => t.minQuantity > count && t.price < unit);
  const reached = [...tiers].reverse().find((t) => t.minQuantity <= count);
  const shown = next ?? reached;
  if (!shown) return null;
  // The fewest units that give the price paid now: what an order line records of the ladder.
  const paying = tiers.find((t) => t.minQuantity <= count && t.price === unit);
  return {
    id: p.id,
    kind: 'ladder',
    applied: unit < listPrice,
    minQuantity: shown.minQuantity,
    price: shown.price,
    missingQuantity: Math.max(0, shown.minQuantity - count),
    paidTier: paying ? { minQuantity: paying.minQuantity, price: paying.price } : null,
  };
}

export function priceLines(input: EngineInput): EngineResult {
  validate(input);
  const running = input.promotions.filter((p) => p.countryCode === input.countryCode && isRunning(p, input.now));
  const unitPromotions = new Map<number, EnginePromotion[]>();
  for (const p of running) {
    if ((p.kind === 'price' || p.kind === 'ladder') && p.scope === 'sku' && p.targetId !== null) {
      unitPromotions.set(p.targetId, [...(unitPromotions.get(p.targetId) ?? []), p]);
    }
  }
  const reductions = running
    .filter((p) => p.kind === 'fullReduction' && (p.reductionAmount ?? 0) > 0)
    .sort(
      (a, b) => SCOPE_RANK[a.scope] - SCOPE_RANK[b.scope] || b.reductionAmount! - a.reductionAmount! || a.id - b.id,
    );

  const unavailable: UnavailableLine[] = [];
  const available: EngineLine[] = [];
  const wanted = new Map<number, number>();
  for (const l of input.lines) wanted.set(l.productSkuId, (wanted.get(l.productSkuId) ?? 0) + l.quantity);
  for (const l of input.lines) {
    const reason = unavailableReason(l, wanted.get(l.productSkuId)!);
    if (reason)
      unavailable.push({
        productSkuId: l.productSkuId,
        productId: l.productId,
        quantity: l.quantity,
        reason,
        available: Math.max(0, l.available),
      });
    else available.push(l);
  }

  // A ladder counts the units of its SKU across the lines (split lines price like one line).
  const countKey = (l: EngineLine) => `${l.productSkuId}:${l.selected}`;
  const counts = new Map<string, number>();
  for (const l of available) counts.set(countKey(l), (counts.get(countKey(l)) ?? 0) + l.quantity);

  const priced: (PricedLine & { line: EngineLine; unit: UnitChoice })[] = available.map((l) => {
    const listPrice = l.listPrice!;
    const unit = unitPrice(l, listPrice, unitPromotions.get(l.productSkuId) ?? [], counts.get(countKey(l))!);
    const lineTotal = unit.price * l.quantity;
    const unitDiscount = (listPrice - unit.price) * l.quantity;
    return {
      line: l,
      unit,
      productSkuId: l.productSkuId,
      productId: l.productId,
      quantity: l.quantity,
      selected: l.selected,
      fulfilment: l.fulfilment,
      maxQuantity: Math.max(0, Math.min(l.available, input.limits.maxLineQuantity)),
      originalPrice: listPrice,
      price: unit.price,
      lineTotal,
      unitDiscount,
      directShare: 0,
      couponShare: 0,
      lineDiscount: unitDiscount,
      payable: lineTotal,
      promotion: null,
    };
  });

  // Full reductions, most specific scope first; a line counts towards one applied reduction only.
  const claimedBy = new Map<number, EnginePromotion>();
  const evaluated = new Map<number, number>(); // promotion id → amount it was measured on
  const applied: { id: number; amount: number }[] = [];
  for (const p of reductions) {
    const members = priced
      .map((x, i) => i)
      .filter((i) => priced[i]!.selected && !claimedBy.has(i) && inScope(p, priced[i]!.line));
    const amount = members.reduce((s, i) => s + priced[i]!.lineTotal, 0);
    evaluated.set(p.id, amount);
    if (amount <= 0 || amount < (p.thresholdAmount ?? 0)) continue;
    const reduction = Math.min(p.reductionAmount!, amount);
    const shares = spreadLargestRemainder(
      reduction,
      members.map((i) => priced[i]!.lineTotal),
      members.map((i) => priced[i]!.productSkuId),
    );
    members.forEach((i, k) => {
      claimedBy.set(i, p);
      priced[i]!.directShare += shares[k]!;
    });
    applied.push({ id: p.id, amount: reduction });
  }
  // The coupon last, over what the selected lines cost after the full reductions.
  const coupons = input.coupons
    ? evaluateCoupons(
        input.coupons.rules,
        priced
          .filter((x) => x.selected)
          .map((x) => ({
            productSkuId: x.productSkuId,
            productId: x.productId,
            categoryPath: x.line.categoryPath,
            amount: x.lineTotal - x.directShare,
          })),
        { countryCode: input.countryCode, now: input.now },
      )
    : [];
  const asked = input.coupons?.apply;
  const coupon = asked === 'best' ? bestCoupon(coupons) : (coupons.find((v) => v.id === asked && v.usable) ?? null);
  // Shares come in the order of the selected lines they cover, so a SKU split over two lines
  // gets each share on its own line.
  let at = 0;
  for (const share of coupon?.shares ?? []) {
    while (!(priced[at]!.selected && priced[at]!.productSkuId === share.productSkuId)) at++;
    priced[at++]!.couponShare += share.amount;
  }

  for (const [i, x] of priced.entries()) {
    x.lineDiscount = x.unitDiscount + x.directShare + x.couponShare;
    x.payable = x.lineTotal - x.directShare - x.couponShare;
    x.promotion = noteOf(x, i);
  }

  function noteOf(x: (typeof priced)[number], i: number): PromotionNote | null {
    const count = counts.get(countKey(x.line))!;
    const p = x.unit.promotion;
    if (p?.kind === 'price') return { id: p.id, kind: 'price', applied: true, price: x.price };
    if (p?.kind === 'ladder') return ladderNote(p, x.originalPrice, count, x.price);
    const claim = claimedBy.get(i);
    const reduction = claim ?? reductions.find((r) => inScope(r, x.line));
    if (reduction) {
      const reached = applied.some((r) => r.id === reduction.id);
      return {
        id: reduction.id,
        kind: 'fullReduction',
        applied: reached,
        thresholdAmount: reduction.thresholdAmount ?? 0,
        reductionAmount: reduction.reductionAmount!,
        missingAmount: reached ? 0 : Math.max(0, (reduction.thresholdAmount ?? 0) - (evaluated.get(reduction.id) ?? 0)),
      };
    }
    const ladder = (unitPromotions.get(x.productSkuId) ?? []).find((q) => q.kind === 'ladder');
    return ladder ? ladderNote(ladder, x.originalPrice, count, x.price) : null;
  }

  const selected = priced.filter((x) => x.selected);
  const sum = (f: (x: (typeof selected)[number]) => number) => selected.reduce((s, x) => s + f(x), 0);
  const productTotal = sum((x) => x.originalPrice * x.quantity);
  const promotionDiscount = sum((x) => x.unitDiscount);
  const directDiscount = applied.reduce((s, r) => s + r.amount, 0);
  const couponEstimate = coupon?.discount ?? 0;
  const goodsAmount = productTotal - promotionDiscount - directDiscount - couponEstimate;
  const bulkyUnits = sum((x) => (x.line.bulky ? x.quantity : 0));
  const { freight, progress } = priceFreight(input.freight, goodsAmount, bulkyUnits, selected.length > 0, input.now);

  const spans = new Set(selected.map((x) => x.fulfilment)).size;
  const groups: EngineGroup[] = FULFILMENT_ORDER.map((f) => {
    const of = selected.filter((x) => x.fulfilment === f);
    const goods = of.reduce((s, x) => s + x.payable, 0);
    return {
      fulfilment: f,
      productSkuIds: of.map((x) => x.productSkuId),
      itemCount: of.reduce((s, x) => s + x.quantity, 0),
      payable: spans === 1 ? goodsAmount + freight.payable : goods,
    };
  }).filter((g) => g.productSkuIds.length > 0);

  return {
    lines: priced.map(({ line: _l, unit: _u, ...rest }) => rest),
    unavailable,
    summary: {
      productTotal,
      promotionDiscount,
      directDiscount,
      couponEstimate,
      goodsAmount,
      freight,
      freightProgress: progress,
      payable: goodsAmount + freight.payable,
      selectedCount: selected.length,
      selectedQuantity: sum((x) => x.quantity),
      totalQuantity: input.lines.reduce((s, l) => s + l.quantity, 0),
      reductions: applied,
      coupon: coupon ? { id: coupon.id, amount: coupon.discount } : null,
    },
    groups,
    coupons,
  };
}
