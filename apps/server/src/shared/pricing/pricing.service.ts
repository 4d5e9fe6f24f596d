import { productPic } from '../uploads/product-picture.js';
import type { CartLine, CartPricing, CartUnavailableLine, Locale } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { invalidField, notFound } from '../../lib/errors.js';
import { type MessageKey, translate } from '../../i18n/index.js';
import type { CouponRule } from '../coupons/evaluate.js';
import { distanceKm, isKnownPosition } from '../geo/delivery.js';
import { priceByGroup } from './groups.js';
import { priceLines } from './engine.js';
import { formatCount, formatMoney } from './money.js';
import { loadPricingData, type PricingData } from './pricing.data.js';
import { promotionWords } from './promotion.words.js';
import type { EngineLine, EngineResult } from './types.js';

/** A cart line to price: what the member's cart holds or a visitor sends. */
export interface PriceCartLine {
  productSkuId: number;
  quantity: number;
  selected: boolean;
}

export interface PriceCartInput {
  locale: Locale;
  warehouseId: number;
  /**
   * Duplicate SKUs are priced as one line (quantities added); SKUs that do not exist are left out.
   * `'memberCart'`: the member's (`memberId`) own cart lines of the warehouse, read in the same
   * statement as the prices.
   */
  lines: PriceCartLine[] | 'memberCart';
  /** The member's delivery address (distance fees); someone else's address is a 404. */
  addressId?: number | null | undefined;
  /** A visitor's delivery position (they have no saved address): distance fees as for a member. */
  position?: { latitude?: number | undefined; longitude?: number | undefined } | undefined;
  /** The member priced for (owns `addressId`); absent for a visitor. */
  memberId?: number | null | undefined;
  /**
   * Which of the member's coupons to apply: its id, `'best'` or null/absent for none. Visitors
   * have no coupons. Every unused coupon is judged either way (`engine.coupons`).
   */
  coupon?: number | 'best' | null | undefined;
  /** The instant the promotions are evaluated at (tests); default now. */
  now?: Date | undefined;
  /** Where an unknown warehouse is reported (422); default `body.currentWarehouseId`. */
  warehouseField?: string | undefined;
}

/**
 * The cart as the shopper sees it (`pricing`, the contract's answer, messages in the locale) and
 * as the engine computed it (`engine`: the same amounts with the applied reductions and freight
 * activity ids, what an order records). The checkout preview and order placement call this too.
 */
export interface PricedCart {
  pricing: CartPricing;
  engine: EngineResult;
  currency: { code: string; digits: number; symbol: string };
  /** The settings' cart limits, as enforced (per line, per cart). */
  limits: PricingData['limits'];
  /** The member's unused coupons that `engine.coupons` judged (empty for a visitor). */
  couponRules: CouponRule[];
  /** The titles of the promotions the lines name, in the locale priced for. */
  promotionTitles: Map<number, string>;
}

function mergeDuplicates(lines: PriceCartLine[]): PriceCartLine[] {
  const bySku = new Map<number, PriceCartLine>();
  for (const l of lines) {
    const seen = bySku.get(l.productSkuId);
    if (seen) seen.quantity += l.quantity;
    else bySku.set(l.productSkuId, { ...l });
  }
  return [...bySku.values()];
}

/**
 * The distance to a visitor's typed position, where no saved address was named. With a saved
 * address the stored position alone counts (none stored: no distance), whatever position is sent.
 */
function withPosition(
  data: PricingData,
  position: PriceCartInput['position'],
  addressId: PriceCartInput['addressId'],
): PricingData['freight'] {
  const { latitude, longitude } = position ?? {};
  if (addressId || data.freight.distanceKm !== null || !isKnownPosition(latitude, longitude)) return data.freight;
  const w = data.warehouse;
  return { ...data.freight, distanceKm: distanceKm(Number(w.latitude), Number(w.longitude), latitude, longitude!) };
}

export async function priceCart(db: Db, input: PriceCartInput): Promise<PricedCart> {
  const given = input.lines === 'memberCart' ? null : mergeDuplicates(input.lines);
  const now = input.now ?? new Date();
  const data = await loadPricingData(db, {
    warehouseId: input.warehouseId,
    skuIds: given?.map((l) => l.productSkuId) ?? [],
    cartOf: given ? null : input.memberId,
    now,
    addressId: input.addressId,
    memberId: input.memberId,
    locale: input.locale,
  });
  if (!data) throw invalidField(input.warehouseField ?? 'body.currentWarehouseId', 'cart.unknownWarehouse');
  if (!data.addressFound) throw notFound();
  const lines = given ?? data.cartLines ?? [];
  const couponRules = data.coupons;
  const skus = new Map(data.skus.map((s) => [s.productSkuId, s]));
  const engineLines: EngineLine[] = lines.flatMap((l) => {
    const s = skus.get(l.productSkuId);
    if (!s) return [];
    return [
      {
        productSkuId: s.productSkuId,
        productId: s.productId,
        categoryPath: s.categoryPath,
        quantity: l.quantity,
        selected: l.selected,
        listPrice: s.listPrice,
        onShelf: s.onShelf,
        available: s.available,
        fulfilment: s.fulfilment,
        bulky: s.bulky,
      },
    ];
  });
  const w = data.warehouse;
  const engineInput = {
    now,
    countryCode: w.countryCode,
    currency: { code: w.currencyCode, exponent: w.currencyDigits },
    lines: engineLines,
    promotions: data.promotions,
    freight: withPosition(data, input.position, input.addressId),
    limits: data.limits,
    coupons: { rules: couponRules, apply: input.coupon ?? null },
  };
  // Each fulfilment group is its own order: a mixed selection is estimated as the orders it becomes.
  const engine = priceByGroup(engineInput, priceLines(engineInput));
  const currency = { code: w.currencyCode, digits: w.currencyDigits, symbol: w.currencySymbol };
  return {
    pricing: present(engine, data, input.locale, currency),
    engine,
    currency,
    limits: data.limits,
    couponRules,
    promotionTitles: new Map(data.promotions.map((p) => [p.id, p.title])),
  };
}

function present(
  engine: EngineResult,
  data: PricingData,
  locale: Locale,
  currency: PricedCart['currency'],
): CartPricing {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const count = (n: number) => formatCount(n, locale);
  const skus = new Map(data.skus.map((s) => [s.productSkuId, s]));
  const promotions = new Map(data.promotions.map((p) => [p.id, p]));
  const display = (id: number) => {
    const s = skus.get(id)!;
    return {
      name: s.name,
      spec: s.spec,
      unit: s.unit,
      pic: productPic(s.art, s.photo),
      s,
    };
  };
  const list: CartLine[] = engine.lines.map((l) => {
    const d = display(l.productSkuId);
    return {
      productSkuId: l.productSkuId,
      productId: l.productId,
      name: d.name,
      spec: d.spec,
      unit: d.unit,
      pic: d.pic,
      quantity: l.quantity,
      selected: l.selected,
      maxQuantity: l.maxQuantity,
      originalPrice: l.originalPrice,
      price: l.price,
      lineTotal: l.lineTotal,
      lineDiscount: l.lineDiscount,
      payable: l.payable,
      promotion: l.promotion
        ? {
            id: l.promotion.id,
            kind: l.promotion.kind,
            message: promotionWords(l.promotion, promotions.get(l.promotion.id)?.title ?? '', locale, currency),
            applied: l.promotion.applied,
          }
        : null,
      is18Plus: data.under18CategoryId !== null && d.s.categoryPath.includes(data.under18CategoryId),
      fulfilment: l.fulfilment,
    };
  });
  const unavailable: CartUnavailableLine[] = engine.unavailable.map((u) => {
    const d = display(u.productSkuId);
    return {
      productSkuId: u.productSkuId,
      productId: u.productId,
      name: d.name,
      spec: d.spec,
      pic: d.pic,
      quantity: u.quantity,
      reason: u.reason,
      available: u.available,
      message:
        u.reason === 'insufficientStock'
          ? t('cart.unavailable.insufficientStock', { available: count(u.available) })
          : t(`cart.unavailable.${u.reason}`),
    };
  });
  const s = engine.summary;
  const progress = s.freightProgress;
  return {
    warehouseId: data.warehouse.id,
    list,
    unavailable,
    summary: {
      currencyCode: currency.code,
      productTotal: s.productTotal,
      promotionDiscount: s.promotionDiscount,
      directDiscount: s.directDiscount,
      couponEstimate: s.couponEstimate,
      goodsAmount: s.goodsAmount,
      freight: {
        basic: s.freight.basic,
        discount: s.freight.discount,
        additional: s.freight.additional,
        payable: s.freight.payable,
      },
      freightProgress: progress
        ? {
            activityId: progress.activityId,
            title: data.freight.activityTitles.get(progress.activityId) ?? '',
            kind: progress.kind,
            thresholdAmount: progress.thresholdAmount,
            missingAmount: progress.missingAmount,
            message:
              progress.kind === 'free'
                ? t('cart.freight.free', { missing: money(progress.missingAmount) })
                : t('cart.freight.reduced', {
                    missing: money(progress.missingAmount),
                    fee: money(data.freight.activities.find((a) => a.id === progress.activityId)?.fee ?? 0),
                  }),
          }
        : null,
      payable: s.payable,
      selectedCount: s.selectedCount,
      selectedQuantity: s.selectedQuantity,
      totalQuantity: s.totalQuantity,
    },
    groups: engine.groups.map((g) => ({
      fulfilment: g.fulfilment,
      title: t(`cart.group.${g.fulfilment}`),
      productSkuIds: g.productSkuIds,
      itemCount: g.itemCount,
      payable: g.payable,
    })),
  };
}
