import type { CheckoutInput, CheckoutPreview, Locale } from '@storefront/contract';
import type { OrderLimits } from '../../config.js';
import type { Db } from '../../db/client.js';
import { translate } from '../../i18n/index.js';
import { pick } from '../../lib/localize.js';
import { describeCoupon, refusalMessage } from '../../shared/coupons/index.js';
import type { PricedCart } from '../../shared/pricing/pricing.service.js';
import { type Buyer, buildCheckout, warehouseName } from './checkout.service.js';
import { slotUsage } from './checkout.repository.js';
import { computeSlots, localDate } from './slots.js';
import { clientKey } from './order.ids.js';
import { openOrderProblems, orderProblems } from './order.limits.js';
import { openHoldings } from './holdings.repository.js';

/** The member's coupons as the checkout offers them: usable ones with what each takes off, the others with why not. */
function checkoutCoupons(priced: PricedCart, locale: Locale): CheckoutPreview['coupons'] {
  const rules = new Map(priced.couponRules.map((r) => [r.id, r]));
  const all = priced.engine.coupons.map((v) => {
    const rule = rules.get(v.id)!;
    return {
      id: v.id,
      name: pick(rule.names, locale),
      description: describeCoupon(rule, locale, priced.currency),
      discount: v.discount,
      validUntil: rule.endsAt.toISOString(),
      reason: v.reason,
      reasonMessage: v.reason ? refusalMessage(v.reason, rule, v.missingAmount, locale, priced.currency) : null,
    };
  });
  return { usable: all.filter((c) => c.reason === null), unusable: all.filter((c) => c.reason !== null) };
}

const addDays = (date: string, n: number) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
};

/**
 * The checkout preview: the same `buildCheckout` the placement runs, so the amounts shown are the
 * amounts charged for the same cart (the placement answers 409 when they moved in between), and
 * the same quantity limits (order.limits.ts): every one the placement would refuse is flagged here
 * with the placement's own message.
 */
export async function previewOrder(
  db: Db,
  locale: Locale,
  buyer: Buyer,
  input: CheckoutInput,
  limits: OrderLimits,
  clientAddress?: string,
): Promise<CheckoutPreview> {
  const c = await buildCheckout(db, locale, buyer, input);
  const open = await openHoldings(
    db,
    buyer.kind === 'member' ? { memberId: buyer.memberId } : { visitorId: buyer.visitorId },
    c.list.map((l) => l.productSkuId),
    clientAddress ? clientKey(clientAddress) : null,
  );
  const limitProblems = [...orderProblems(c, limits), ...openOrderProblems(open, c.list, limits)].map((p) => ({
    problem: p.problem,
    productSkuId: p.productSkuId,
    limit: p.limit,
    message: translate(locale, p.key, p.params),
  }));
  const now = new Date();
  const s = c.slotSettings;
  const today = localDate(now, s.timeZone);
  const usage = await slotUsage(
    db,
    c.warehouse.id,
    Array.from({ length: s.daysAhead }, (_, i) => addDays(today, i)),
  );
  const w = c.warehouse;
  return {
    warehouseId: w.id,
    timeZone: s.timeZone,
    deliveryType: input.deliveryType,
    list: c.list,
    unavailable: c.unavailable,
    amounts: c.amounts,
    coupons: checkoutCoupons(c.priced, locale),
    couponId: c.priced.engine.summary.coupon?.id ?? null,
    address: c.address,
    deliverable: c.deliverable,
    pickupPoints: w.pickup
      ? [
          {
            warehouseId: w.id,
            name: warehouseName(w, locale),
            address: w.address,
            phone: null,
            businessStartTime: w.businessStartTime,
            businessEndTime: w.businessEndTime,
            latitude: w.latitude,
            longitude: w.longitude,
          },
        ]
      : [],
    timeSlots: computeSlots(s, now, usage).map(({ capacity: _c, ...slot }) => slot),
    paymentMethods: c.paymentMethods,
    needsAdultConfirmation: c.needsAdultConfirmation,
    limitProblems,
  };
}
