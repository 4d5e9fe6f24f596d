import { z } from 'zod';

/**
 * The abuse limits a shop starts with (docs/reliability.md §6). Tests and the bench raise them for
 * their crowds of buyers behind one address (test/support/app.ts, bench/run.ts).
 */
export const LIMIT_DEFAULTS = {
  LIMIT_ORDERS_PER_ADDRESS: 60,
  LIMIT_ORDERS_PER_BUYER: 20,
  LIMIT_OPEN_ORDERS_PER_BUYER: 5,
  LIMIT_RESERVED_UNITS_PER_BUYER: 500,
  // A household's grocery order: 20 of one item (two trays of eggs, a case of water) is a lot;
  // more is a reseller's or a hoarder's order, for the shop to take by phone.
  LIMIT_UNITS_PER_SKU_PER_ORDER: 20,
  LIMIT_UNITS_PER_SKU_PER_BUYER: 40,
  // Visitor tokens are free, so one client address is counted too, for orders without money only:
  // generous, since a carrier's or an office's NAT puts many shoppers behind one address.
  LIMIT_UNITS_PER_SKU_PER_ADDRESS: 100,
  LIMIT_COUPON_CLAIMS_PER_ADDRESS: 60,
  LIMIT_VISITOR_UPLOADS_PER_ADDRESS: 20,
} as const;
const limit = z.coerce.number().int().min(1).max(1_000_000_000);

export const limitsEnv = z.object({
  /**
   * Abuse limits (docs/reliability.md §6). Order placement attempts per client address in 10
   * minutes: generous, since one mobile carrier or office NAT puts many shoppers behind one address.
   */
  LIMIT_ORDERS_PER_ADDRESS: limit.default(LIMIT_DEFAULTS.LIMIT_ORDERS_PER_ADDRESS),
  /** Orders one visitor or member places in an hour. */
  LIMIT_ORDERS_PER_BUYER: limit.default(LIMIT_DEFAULTS.LIMIT_ORDERS_PER_BUYER),
  /** Orders of one visitor or member awaiting payment or review at once (they hold stock). */
  LIMIT_OPEN_ORDERS_PER_BUYER: limit.default(LIMIT_DEFAULTS.LIMIT_OPEN_ORDERS_PER_BUYER),
  /** Units those open orders may hold reserved, together. */
  LIMIT_RESERVED_UNITS_PER_BUYER: limit.default(LIMIT_DEFAULTS.LIMIT_RESERVED_UNITS_PER_BUYER),
  /** Units of one SKU in one order (below the cart's per-line setting, which is the shop's display cap). */
  LIMIT_UNITS_PER_SKU_PER_ORDER: limit.default(LIMIT_DEFAULTS.LIMIT_UNITS_PER_SKU_PER_ORDER),
  /** Units of one SKU that one visitor's or member's open orders (this one included) may hold together. */
  LIMIT_UNITS_PER_SKU_PER_BUYER: limit.default(LIMIT_DEFAULTS.LIMIT_UNITS_PER_SKU_PER_BUYER),
  /** Units of one SKU that open orders without confirmed money from one client address may hold together. */
  LIMIT_UNITS_PER_SKU_PER_ADDRESS: limit.default(LIMIT_DEFAULTS.LIMIT_UNITS_PER_SKU_PER_ADDRESS),
  /** Coupon claims by code from one address in 10 minutes (each member has 10 of their own). */
  LIMIT_COUPON_CLAIMS_PER_ADDRESS: limit.default(LIMIT_DEFAULTS.LIMIT_COUPON_CLAIMS_PER_ADDRESS),
  /** Pictures visitors (no account) upload from one address in 10 minutes: a licence each, not a store. */
  LIMIT_VISITOR_UPLOADS_PER_ADDRESS: limit.default(LIMIT_DEFAULTS.LIMIT_VISITOR_UPLOADS_PER_ADDRESS),
  /**
   * How long a transfer receipt may wait for finance to confirm the money before the order is
   * cancelled and its stock and slot released (minutes; docs/decisions/0041-unpaid-holds.md).
   */
  HOLD_RECEIPT_VERIFICATION_MINUTES: z.coerce.number().int().min(1).max(10_080).default(1_440),
  /** How long a cash-on-delivery order holds stock and a slot until operations approve it (minutes). */
  HOLD_CASH_ON_DELIVERY_MINUTES: z.coerce.number().int().min(1).max(10_080).default(720),
});

/** Order placement limits (`LIMIT_*`): what one client, visitor or member may do. */
export interface OrderLimits {
  /** Placement attempts from one address in 10 minutes, every answer counted (replays too). */
  perAddress: number;
  /** Orders one visitor or member places in an hour (replays of a key are not new orders). */
  perBuyer: number;
  /** Orders of one visitor or member awaiting payment or review at once. */
  openPerBuyer: number;
  /** Units those open orders (this one included) may hold reserved. */
  reservedUnitsPerBuyer: number;
  /** Units of one SKU in one order. */
  unitsPerSkuPerOrder: number;
  /** Units of one SKU the buyer's open orders (this one included) may hold together. */
  unitsPerSkuPerBuyer: number;
  /** Units of one SKU that open orders without confirmed money from one client address may hold together. */
  unitsPerSkuPerAddress: number;
}

/** Deadlines of holds without confirmed money (HOLD_*), in minutes. */
export interface HoldDeadlines {
  receiptVerificationMinutes: number;
  cashOnDeliveryMinutes: number;
}

export interface LimitsConfig {
  /** Abuse limits (LIMIT_*): order placement per address and per buyer, coupon claims and visitors' uploads per address. */
  limits: {
    orders: OrderLimits;
    couponClaimsPerAddress: number;
    visitorUploadsPerAddress: number;
  };
  holds: HoldDeadlines;
}

/** What one buyer or address may do, and how long unpaid orders hold stock. */
export function readLimits(e: z.infer<typeof limitsEnv>): LimitsConfig {
  return {
    limits: {
      orders: {
        perAddress: e.LIMIT_ORDERS_PER_ADDRESS,
        perBuyer: e.LIMIT_ORDERS_PER_BUYER,
        openPerBuyer: e.LIMIT_OPEN_ORDERS_PER_BUYER,
        reservedUnitsPerBuyer: e.LIMIT_RESERVED_UNITS_PER_BUYER,
        unitsPerSkuPerOrder: e.LIMIT_UNITS_PER_SKU_PER_ORDER,
        unitsPerSkuPerBuyer: e.LIMIT_UNITS_PER_SKU_PER_BUYER,
        unitsPerSkuPerAddress: e.LIMIT_UNITS_PER_SKU_PER_ADDRESS,
      },
      couponClaimsPerAddress: e.LIMIT_COUPON_CLAIMS_PER_ADDRESS,
      visitorUploadsPerAddress: e.LIMIT_VISITOR_UPLOADS_PER_ADDRESS,
    },
    holds: {
      receiptVerificationMinutes: e.HOLD_RECEIPT_VERIFICATION_MINUTES,
      cashOnDeliveryMinutes: e.HOLD_CASH_ON_DELIVERY_MINUTES,
    },
  };
}
