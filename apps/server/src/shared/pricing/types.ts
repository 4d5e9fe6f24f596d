/**
 * The pricing engine's input and output. Every amount is an integer of the currency's minor unit
 * (its own exponent: VND and LAK 0, THB and PHP 2); the engine never sees a float amount.
 */
import type { CouponRule, CouponVerdict } from '../coupons/evaluate.js';

export type FulfilmentType = 'sameDay' | 'shipped';
export type UnavailableReason = 'offShelf' | 'outOfStock' | 'notSoldHere' | 'insufficientStock';
export type PromotionScope = 'sku' | 'product' | 'category' | 'store';

/** One cart line with what the catalogue knows about its SKU in this warehouse. */
export interface EngineLine {
  productSkuId: number;
  productId: number;
  /** The product's category followed by its ancestors (a category promotion covers descendants). */
  categoryPath: number[];
  quantity: number;
  selected: boolean;
  /** List price in the warehouse's country; null when the SKU is not sold there. */
  listPrice: number | null;
  onShelf: boolean;
  /** Stock that can be sold now: on hand − reserved, never below 0. */
  available: number;
  fulfilment: FulfilmentType;
  bulky: boolean;
}

export interface LadderTier {
  minQuantity: number;
  price: number;
}

/** A promotion as stored; the engine keeps only those of the country running at `now`. */
export interface EnginePromotion {
  id: number;
  kind: 'price' | 'ladder' | 'fullReduction';
  countryCode: string;
  scope: PromotionScope;
  /** SKU id (sku), product id (product), category id (category); null for the whole store. */
  targetId: number | null;
  promotionPrice: number | null;
  tiers: LadderTier[] | null;
  thresholdAmount: number | null;
  reductionAmount: number | null;
  startsAt: Date;
  endsAt: Date;
}

export interface FreightActivityData {
  id: number;
  kind: 'free' | 'reduced';
  thresholdAmount: number;
  /** The basic fee once reached (0 for free delivery). */
  fee: number;
  startsAt: Date;
  endsAt: Date;
}

export interface FreightData {
  basicFee: number;
  /** Extra fees: beyond `threshold` km, or from `threshold` bulky units; per kind the highest reached. */
  rules: { kind: 'distance' | 'bulky'; threshold: number; fee: number }[];
  activities: FreightActivityData[];
  /** Distance from the warehouse to the delivery address; null when no address is known. */
  distanceKm: number | null;
}

export interface CartLimits {
  /** Per line: at most this many units. */
  maxLineQuantity: number;
  /** Per cart (member, warehouse): at most this many lines. */
  maxLines: number;
}

/**
 * The member's unused coupons and which one to apply: a member coupon id, `'best'` (the cart's
 * estimate, and checkout before the shopper chose) or null for none.
 */
export interface CouponInput {
  rules: CouponRule[];
  apply: number | 'best' | null;
}

export interface EngineInput {
  now: Date;
  countryCode: string;
  currency: { code: string; exponent: number };
  lines: EngineLine[];
  promotions: EnginePromotion[];
  freight: FreightData;
  limits: CartLimits;
  coupons?: CouponInput;
}

/** Why a line shows the promotion it shows; the service turns it into a sentence. */
export type PromotionNote =
  | { id: number; kind: 'price'; applied: true; price: number }
  | {
      id: number;
      kind: 'ladder';
      /** A tier lowers the price now. */
      applied: boolean;
      /** The tier to announce: the next one when there is one, else the one reached. */
      minQuantity: number;
      price: number;
      /** Units still to add to reach `minQuantity` (0 when reached). */
      missingQuantity: number;
      /** The tier whose price the line pays now, null when none is reached. */
      paidTier: LadderTier | null;
    }
  | {
      id: number;
      kind: 'fullReduction';
      applied: boolean;
      thresholdAmount: number;
      reductionAmount: number;
      /** Still to spend in its scope to reach the threshold (0 when reached). */
      missingAmount: number;
    };

export interface PricedLine {
  productSkuId: number;
  productId: number;
  quantity: number;
  selected: boolean;
  fulfilment: FulfilmentType;
  /** What can be bought now: min(available stock, per-line limit). */
  maxQuantity: number;
  originalPrice: number;
  /** Unit price after a promotion price or ladder tier. */
  price: number;
  /** price × quantity. */
  lineTotal: number;
  /** (originalPrice − price) × quantity. */
  unitDiscount: number;
  /** This line's share of the full reductions applied (0 when not selected). */
  directShare: number;
  /** This line's share of the applied coupon (0 when none covers it). */
  couponShare: number;
  /** unitDiscount + directShare + couponShare. */
  lineDiscount: number;
  /** lineTotal − directShare − couponShare. */
  payable: number;
  promotion: PromotionNote | null;
}

export interface UnavailableLine {
  productSkuId: number;
  productId: number;
  quantity: number;
  reason: UnavailableReason;
  available: number;
}

export interface FreightResult {
  basic: number;
  discount: number;
  additional: number;
  payable: number;
  /** The freight activity that gave the discount. */
  activityId: number | null;
}

export interface FreightProgress {
  activityId: number;
  kind: 'free' | 'reduced';
  thresholdAmount: number;
  missingAmount: number;
}

export interface EngineSummary {
  productTotal: number;
  promotionDiscount: number;
  directDiscount: number;
  couponEstimate: number;
  goodsAmount: number;
  freight: FreightResult;
  freightProgress: FreightProgress | null;
  payable: number;
  selectedCount: number;
  selectedQuantity: number;
  totalQuantity: number;
  /** The full reductions applied, with their amounts (what an order records). */
  reductions: { id: number; amount: number }[];
  /** The coupon applied (`couponEstimate` is its amount), or null. */
  coupon: { id: number; amount: number } | null;
}

export interface EngineGroup {
  fulfilment: FulfilmentType;
  productSkuIds: number[];
  /** Units in the group (Σ quantity). */
  itemCount: number;
  /**
   * What the group's own order charges: its goods after their discounts, plus its delivery. Exact
   * for a lone group (the whole selection); `priceByGroup` prices each of several as its own order.
   */
  payable: number;
}

export interface EngineResult {
  lines: PricedLine[];
  unavailable: UnavailableLine[];
  summary: EngineSummary;
  groups: EngineGroup[];
  /** Every coupon given, judged on this selection: usable ones first, the largest first. */
  coupons: CouponVerdict[];
}
