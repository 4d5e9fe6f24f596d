import { priceLines } from './engine.js';
import type { EngineInput, EngineResult, EngineSummary, FulfilmentType } from './types.js';

const add = (runs: EngineResult[], f: (s: EngineSummary) => number) => runs.reduce((n, r) => n + f(r.summary), 0);

/** The selection narrowed to one fulfilment group, as its own checkout sees it. */
const onlyGroup = (input: EngineInput, f: FulfilmentType): EngineInput => ({
  ...input,
  lines: input.lines.map((l) => ({ ...l, selected: l.selected && l.fulfilment === f })),
});

/**
 * A selection that spans fulfilment groups is checked out as one order per group
 * (docs/decisions/0047-journeys-to-their-end.md), so the cart prices each group as its own order
 * — its own freight, its own full-reduction thresholds — and adds them up: the cart's estimate is
 * then what the checkouts charge. One coupon is used once: when two groups would each take the
 * same best coupon, it stays with the group it saves most and the other group is priced without it.
 */
export function priceByGroup(input: EngineInput, whole: EngineResult): EngineResult {
  if (whole.groups.length < 2) return whole;
  const runs = whole.groups.map((g) => priceLines(onlyGroup(input, g.fulfilment)));
  const taken = new Set<number>();
  const order = runs.map((r, i) => ({ i, amount: r.summary.coupon?.amount ?? 0 })).sort((a, b) => b.amount - a.amount);
  for (const { i } of order) {
    const c = runs[i]!.summary.coupon;
    if (!c) continue;
    if (taken.has(c.id) && input.coupons) {
      const rules = input.coupons.rules.filter((r) => !taken.has(r.id));
      runs[i] = priceLines({ ...onlyGroup(input, whole.groups[i]!.fulfilment), coupons: { ...input.coupons, rules } });
    }
    const kept = runs[i]!.summary.coupon;
    if (kept) taken.add(kept.id);
  }
  const lineOf = new Map(
    runs.flatMap((r) => r.lines.filter((l) => l.selected).map((l) => [l.productSkuId, l] as const)),
  );
  const freight = {
    basic: add(runs, (s) => s.freight.basic),
    discount: add(runs, (s) => s.freight.discount),
    additional: add(runs, (s) => s.freight.additional),
    payable: add(runs, (s) => s.freight.payable),
    activityId: runs[0]!.summary.freight.activityId,
  };
  const coupons = runs.map((r) => r.summary.coupon).filter((c) => c !== null);
  return {
    ...whole,
    groups: whole.groups.map((g, i) => ({ ...g, payable: runs[i]!.summary.payable })),
    lines: whole.lines.map((l) => lineOf.get(l.productSkuId) ?? l),
    summary: {
      ...whole.summary,
      productTotal: add(runs, (s) => s.productTotal),
      promotionDiscount: add(runs, (s) => s.promotionDiscount),
      directDiscount: add(runs, (s) => s.directDiscount),
      couponEstimate: add(runs, (s) => s.couponEstimate),
      goodsAmount: add(runs, (s) => s.goodsAmount),
      freight,
      // The hint ("add X more for free delivery") speaks of the first group, the same-day basket.
      freightProgress: runs[0]!.summary.freightProgress,
      payable: add(runs, (s) => s.payable),
      reductions: runs.flatMap((r) => r.summary.reductions),
      coupon: coupons[0] ?? null,
    },
  };
}
