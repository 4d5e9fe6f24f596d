import type { FreightActivityData, FreightData, FreightProgress, FreightResult } from './types.js';

export const isRunning = (w: { startsAt: Date; endsAt: Date }, now: Date) =>
  w.startsAt.getTime() <= now.getTime() && now.getTime() < w.endsAt.getTime();

/** The basic fee once an activity is reached: free delivery takes it all, a reduced fee caps it. */
const feeWith = (a: FreightActivityData | null, basic: number) =>
  a === null ? basic : a.kind === 'free' ? 0 : Math.min(basic, Math.max(0, a.fee));

/** The highest rule of a kind whose threshold is reached (tiers, not a sum). */
function additionalOf(rules: FreightData['rules'], kind: 'distance' | 'bulky', reached: (t: number) => boolean) {
  let best: { threshold: number; fee: number } | null = null;
  for (const r of rules) {
    if (r.kind === kind && reached(r.threshold) && (!best || r.threshold > best.threshold)) best = r;
  }
  return best ? Math.max(0, best.fee) : 0;
}

/**
 * Delivery of the selection. The freight activities look at the goods amount after every
 * discount; they lower the basic fee only (distance and bulky fees stay). Nothing to deliver costs
 * nothing, but the progress still says what the first threshold asks.
 */
export function priceFreight(
  freight: FreightData,
  goodsAmount: number,
  bulkyUnits: number,
  hasGoods: boolean,
  now: Date,
): { freight: FreightResult; progress: FreightProgress | null } {
  const running = freight.activities.filter((a) => isRunning(a, now));
  const basicFee = Math.max(0, freight.basicFee);
  let reached: FreightActivityData | null = null;
  for (const a of running) {
    if (goodsAmount < a.thresholdAmount) continue;
    const better =
      !reached ||
      feeWith(a, basicFee) < feeWith(reached, basicFee) ||
      (feeWith(a, basicFee) === feeWith(reached, basicFee) && a.id < reached.id);
    if (better) reached = a;
  }
  const feeNow = feeWith(reached, basicFee);
  let next: FreightActivityData | null = null;
  for (const a of running) {
    if (goodsAmount >= a.thresholdAmount || feeWith(a, basicFee) >= feeNow) continue;
    if (
      !next ||
      a.thresholdAmount < next.thresholdAmount ||
      (a.thresholdAmount === next.thresholdAmount && a.id < next.id)
    )
      next = a;
  }
  const progress = next
    ? {
        activityId: next.id,
        kind: next.kind,
        thresholdAmount: next.thresholdAmount,
        missingAmount: next.thresholdAmount - goodsAmount,
      }
    : null;
  if (!hasGoods) return { freight: { basic: 0, discount: 0, additional: 0, payable: 0, activityId: null }, progress };
  const distance = freight.distanceKm;
  const additional =
    (distance === null ? 0 : additionalOf(freight.rules, 'distance', (km) => distance > km)) +
    additionalOf(freight.rules, 'bulky', (n) => bulkyUnits > 0 && bulkyUnits >= n);
  const discount = basicFee - feeNow;
  return {
    freight: {
      basic: basicFee,
      discount,
      additional,
      payable: basicFee - discount + additional,
      activityId: discount > 0 ? reached!.id : null,
    },
    progress,
  };
}
