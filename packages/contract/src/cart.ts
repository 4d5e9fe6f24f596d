import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { promotionKindSchema } from './catalogue.js';
import { CART_QUANTITY_MAX } from './constants.js';
import { deliveryPositionSchema } from './warehouse.js';

/**
 * The cart. A member's cart lives on the server, per warehouse, one line per SKU. A
 * visitor's cart lives in local storage per warehouse (spec §3) and travels as `items` in the body
 * of the pricing call, so a visitor sees exactly what a member sees. Every amount is integer minor
 * units of the warehouse country's currency (VND and LAK 0 decimals, THB and PHP 2).
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);
/** A quantity a person can type: whole, at least 1, at most the per-line limit (checked again by the server). */
export const cartQuantitySchema = z.number().int().min(1).max(CART_QUANTITY_MAX);

/** A visitor's cart line as it travels in the body. */
export const cartItemInputSchema = z.object({ productSkuId: id, quantity: cartQuantitySchema });
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

export const cartAdd = endpoint({
  method: 'POST',
  path: '/cart/addV2',
  access: 'member',
  summary:
    'Add a SKU to the member cart of a warehouse (the quantity is added to an existing line). 409 when the stock, the per-line or the per-cart limit would be passed',
  tags: ['cart'],
  body: z.object({ warehouseId: id, productSkuId: id, quantity: cartQuantitySchema }),
  data: z.object({ totalQuantity: z.number().int(), lineQuantity: z.number().int() }),
});

export const cartUpdateQuantity = endpoint({
  method: 'POST',
  path: '/cart/update/quantity',
  access: 'member',
  summary: 'Set the quantity of one line (404 when the line is not yours; 409 beyond stock or limit)',
  tags: ['cart'],
  body: z.object({ warehouseId: id, productSkuId: id, quantity: cartQuantitySchema }),
  data: z.object({ totalQuantity: z.number().int(), lineQuantity: z.number().int() }),
});

export const cartDelete = endpoint({
  method: 'POST',
  path: '/cart/delete',
  access: 'member',
  summary: 'Delete one or many lines of the member cart of a warehouse',
  tags: ['cart'],
  body: z.object({ warehouseId: id, productSkuIds: z.array(id).min(1).max(200) }),
  data: z.object({ totalQuantity: z.number().int() }),
});

export const cartSelect = endpoint({
  method: 'POST',
  path: '/cart/select',
  access: 'member',
  summary: 'Select or unselect lines for checkout (all lines of the warehouse when productSkuIds is absent)',
  tags: ['cart'],
  body: z.object({ warehouseId: id, productSkuIds: z.array(id).min(1).max(200).optional(), selected: z.boolean() }),
  data: z.null(),
});

export const cartTotalQuantity = endpoint({
  method: 'GET',
  path: '/cart/totalQuantity',
  access: 'member',
  summary: 'The number of items in the member cart of a warehouse (the tab-bar badge)',
  tags: ['cart'],
  query: z.object({ warehouseId: id }),
  data: z.object({ totalQuantity: z.number().int() }),
});

export const cartMerge = endpoint({
  method: 'POST',
  path: '/cart/merge',
  access: 'member',
  summary:
    "Merge a visitor's local cart of a warehouse into the member cart at login (quantities added, capped by stock and limits; capped lines reported)",
  tags: ['cart'],
  body: z.object({ warehouseId: id, items: z.array(cartItemInputSchema).max(200) }),
  data: z.object({
    totalQuantity: z.number().int(),
    /** Lines that did not fit whole: what was asked and what the cart now holds. */
    capped: z.array(
      z.object({ productSkuId: z.number().int(), requested: z.number().int(), quantity: z.number().int() }),
    ),
  }),
});

/** Why a line cannot be bought here now. */
export const UNAVAILABLE_REASONS = ['offShelf', 'outOfStock', 'notSoldHere', 'insufficientStock'] as const;
export const unavailableReasonSchema = z.enum(UNAVAILABLE_REASONS);

/**
 * Fulfilment groups must be checked out separately (e.g. same-day groceries from the warehouse vs.
 * shipped merchandise with a later date).
 */
export const FULFILMENT_TYPES = ['sameDay', 'shipped'] as const;
export const fulfilmentTypeSchema = z.enum(FULFILMENT_TYPES);

export const cartLineSchema = z.object({
  productSkuId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  pic: z.string(),
  quantity: z.number().int(),
  selected: z.boolean(),
  /** What can be bought now in this warehouse (stock and the per-line limit); the stepper's max. */
  maxQuantity: z.number().int(),
  /** List price per unit. */
  originalPrice: z.number().int(),
  /** Unit price after a promotion price or ladder tier (before order-level discounts). */
  price: z.number().int(),
  /** price × quantity. */
  lineTotal: z.number().int(),
  /** This line's share of every discount (promotion + full reduction), by largest remainder. */
  lineDiscount: z.number().int(),
  /** What the line costs after its discounts: lineTotal − its shares of order-level discounts. */
  payable: z.number().int(),
  promotion: z
    .object({
      id: z.number().int(),
      kind: promotionKindSchema,
      /** e.g. "Buy 3, each ₫50,000" / "Spend ₫300,000, save ₫30,000 — add ₫45,000 more". */
      message: z.string(),
      /** Whether the promotion applies to this cart now (a full reduction not reached is false). */
      applied: z.boolean(),
    })
    .nullable(),
  is18Plus: z.boolean(),
  fulfilment: fulfilmentTypeSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartUnavailableLineSchema = cartLineSchema
  .pick({ productSkuId: true, productId: true, name: true, spec: true, pic: true, quantity: true })
  .extend({
    reason: unavailableReasonSchema,
    message: z.string(),
    /** Units that can be bought now (insufficientStock: lower the quantity to this to keep the line). */
    available: z.number().int(),
  });
export type CartUnavailableLine = z.infer<typeof cartUnavailableLineSchema>;

/** Everything the cart shows under the lines, over the selected available lines. */
export const cartSummarySchema = z.object({
  currencyCode: z.string(),
  /** Σ originalPrice × quantity of the selected lines. */
  productTotal: z.number().int(),
  /** Promotion prices and ladder tiers (per unit). */
  promotionDiscount: z.number().int(),
  /** Full reductions over an amount. */
  directDiscount: z.number().int(),
  /** What the best of the member's coupons takes off the selection (0 without one, and for visitors). */
  couponEstimate: z.number().int(),
  /** productTotal − promotionDiscount − directDiscount − couponEstimate. */
  goodsAmount: z.number().int(),
  freight: z.object({
    basic: z.number().int(),
    /** Taken off by the freight activity reached. */
    discount: z.number().int(),
    /** Extra fees (distance, bulky goods). */
    additional: z.number().int(),
    payable: z.number().int(),
  }),
  /** The next freight activity not yet reached: "add X more for free delivery". */
  freightProgress: z
    .object({
      activityId: z.number().int(),
      title: z.string(),
      kind: z.enum(['free', 'reduced']),
      thresholdAmount: z.number().int(),
      missingAmount: z.number().int(),
      message: z.string(),
    })
    .nullable(),
  payable: z.number().int(),
  selectedCount: z.number().int(),
  selectedQuantity: z.number().int(),
  totalQuantity: z.number().int(),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

export const cartGroupSchema = z.object({
  fulfilment: fulfilmentTypeSchema,
  title: z.string(),
  productSkuIds: z.array(z.number().int()),
  itemCount: z.number().int(),
  /** What this group's own checkout charges: its goods after their discounts, plus its delivery. */
  payable: z.number().int(),
});

export const cartPricing = endpoint({
  method: 'POST',
  path: '/cart/list/promotion/v4',
  access: 'visitor',
  summary:
    "Price the cart of a warehouse: lines with promotions, unavailable lines apart, summary with freight, and the groups to check out separately. A member's cart is read from the server; a visitor sends items (and their delivery position, for the distance fee)",
  tags: ['cart'],
  body: z.object({
    currentWarehouseId: id,
    memberReceiveAddressId: id.optional(),
    /** A visitor's local cart (ignored for a member). Visitor lines count as selected unless listed in `unselected`. */
    items: z.array(cartItemInputSchema).max(200).optional(),
    unselected: z.array(id).max(200).optional(),
    /**
     * A visitor's delivery position, for the distance fee the checkout will charge (absent: none).
     * Ignored for a member, whose fees follow `memberReceiveAddressId`.
     */
    position: deliveryPositionSchema.optional(),
  }),
  data: z.object({
    warehouseId: z.number().int(),
    list: z.array(cartLineSchema),
    unavailable: z.array(cartUnavailableLineSchema),
    summary: cartSummarySchema,
    /** More than one group among the selected lines: the web asks which to check out first. */
    groups: z.array(cartGroupSchema),
  }),
});
export type CartPricing = z.infer<typeof cartPricing.data>;
