// Order answers: amounts, lines, the checkout preview, placement, payment instructions, summaries and details.
import { z } from 'zod';
import { cartLineSchema, cartUnavailableLineSchema } from './cart.js';
import { promotionKindSchema } from './catalogue.js';
import {
  couponUnusableReasonSchema,
  deliveryTypeSchema,
  orderLimitProblemSchema,
  orderStatusSchema,
  paymentMethodSchema,
  paymentStateSchema,
  paymentUnavailableReasonSchema,
  qrStandardSchema,
  refundMethodSchema,
} from './order.enums.js';

export const orderAmountsSchema = z.object({
  currencyCode: z.string(),
  /** Σ list price × quantity. */
  productTotal: z.number().int(),
  /** Promotion prices and ladder tiers. */
  promotionDiscount: z.number().int(),
  /** Full reductions over an amount. */
  directDiscount: z.number().int(),
  couponDiscount: z.number().int(),
  /** Set by staff after placement (0 at placement). */
  priceAdjustment: z.number().int(),
  freight: z.object({
    basic: z.number().int(),
    /** Taken off by the freight activity reached. */
    discount: z.number().int(),
    additional: z.number().int(),
    total: z.number().int(),
  }),
  /** productTotal − promotion − direct − coupon + freight.total + priceAdjustment. */
  payable: z.number().int(),
});
export type OrderAmounts = z.infer<typeof orderAmountsSchema>;

/** One line as priced (preview) or as snapshotted at placement (order). */
export const orderLineSchema = cartLineSchema
  .pick({
    productSkuId: true,
    productId: true,
    name: true,
    spec: true,
    unit: true,
    pic: true,
    quantity: true,
    originalPrice: true,
    price: true,
    lineTotal: true,
    lineDiscount: true,
    payable: true,
    is18Plus: true,
  })
  .extend({
    /** The promotion that applied (one that did not is not kept). */
    promotion: z.object({ id: z.number().int(), kind: promotionKindSchema, message: z.string() }).nullable(),
    note: z.string().nullable(),
  });
export type OrderLine = z.infer<typeof orderLineSchema>;

export const checkoutCouponSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** e.g. "₫30,000 off over ₫200,000". */
  description: z.string(),
  /** What it takes off this order (0 when unusable). */
  discount: z.number().int(),
  validUntil: z.string().nullable(),
  reason: couponUnusableReasonSchema.nullable(),
  /** The reason in the caller's language. */
  reasonMessage: z.string().nullable(),
});

export const pickupPointSchema = z.object({
  warehouseId: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  businessStartTime: z.string(),
  businessEndTime: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const timeSlotSchema = z.object({
  /** Local date and times in the warehouse's time zone. */
  date: z.string(),
  start: z.string(),
  end: z.string(),
  /** The same instants in ISO 8601 with offset. */
  startsAt: z.string(),
  /** No order for this slot after this instant. */
  cutOffAt: z.string(),
  remaining: z.number().int(),
  full: z.boolean(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const paymentOptionSchema = z.object({
  method: paymentMethodSchema,
  available: z.boolean(),
  reason: paymentUnavailableReasonSchema.nullable(),
  /** The reason (or a hint such as the remaining credit) in the caller's language. */
  message: z.string().nullable(),
});

export const checkoutAddressSchema = z.object({
  name: z.string(),
  phoneCountryCode: z.string(),
  phoneNumber: z.string(),
  detailAddress: z.string(),
  houseNumber: z.string(),
  postCode: z.string().nullable(),
  provinceCode: z.string().nullable(),
  districtCode: z.string().nullable(),
  wardCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const checkoutPreviewSchema = z.object({
  warehouseId: z.number().int(),
  timeZone: z.string(),
  deliveryType: deliveryTypeSchema,
  list: z.array(orderLineSchema),
  /** Lines that cannot be bought now (never ordered). */
  unavailable: z.array(cartUnavailableLineSchema),
  amounts: orderAmountsSchema,
  coupons: z.object({ usable: z.array(checkoutCouponSchema), unusable: z.array(checkoutCouponSchema) }),
  /** The coupon applied to the amounts (the one asked, when usable). */
  couponId: z.number().int().nullable(),
  address: checkoutAddressSchema.nullable(),
  /** Whether the chosen address is served by this warehouse (false: "not deliverable"). */
  deliverable: z.boolean().nullable(),
  pickupPoints: z.array(pickupPointSchema),
  timeSlots: z.array(timeSlotSchema),
  paymentMethods: z.array(paymentOptionSchema),
  needsAdultConfirmation: z.boolean(),
  /**
   * Every quantity limit this order would break, as the placement would refuse it (same rules,
   * same message in the caller's language); empty when it can be placed. `productSkuId` names the
   * line, null for a limit of the whole order.
   */
  limitProblems: z.array(
    z.object({
      problem: orderLimitProblemSchema,
      productSkuId: z.number().int().nullable(),
      limit: z.number().int(),
      message: z.string(),
    }),
  ),
});
export type CheckoutPreview = z.infer<typeof checkoutPreviewSchema>;

/** How to pay a bank transfer: the country's QR payload and the retailer's account. */
export const paymentInstructionsSchema = z.object({
  method: paymentMethodSchema,
  amount: z.number().int(),
  currencyCode: z.string(),
  /** The order number, carried in the QR payload as the bill reference. */
  reference: z.string(),
  qrStandard: qrStandardSchema.nullable(),
  /** EMVCo merchant-presented payload with CRC; render it as a QR code. */
  qrPayload: z.string().nullable(),
  bank: z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }).nullable(),
  /** ISO 8601; the order is cancelled when it passes unpaid. */
  paymentDeadline: z.string().nullable(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

export const placedOrderSchema = z.object({
  orderId: z.number().int(),
  /** Readable, unique order number (not the row id). */
  orderSn: z.string(),
  status: orderStatusSchema,
  payable: z.number().int(),
  currencyCode: z.string(),
  paymentMethod: paymentMethodSchema,
  paymentDeadline: z.string().nullable(),
  /** Visitors keep this to read the order later; null for members. */
  orderSecret: z.string().nullable(),
  payment: paymentInstructionsSchema.nullable(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** `data` of the 409 answer of placement when the repriced payable is not the one shown. */
export const priceChangedSchema = z.object({ amounts: orderAmountsSchema, list: z.array(orderLineSchema) });

export const orderActionsSchema = z.object({
  canPay: z.boolean(),
  canUploadReceipt: z.boolean(),
  canCancel: z.boolean(),
  canConfirmReceipt: z.boolean(),
  canRequestRefund: z.boolean(),
  canReAddToCart: z.boolean(),
});

export const orderSummarySchema = z.object({
  orderId: z.number().int(),
  orderSn: z.string(),
  status: orderStatusSchema,
  createTime: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  deliveryType: deliveryTypeSchema,
  paymentMethod: paymentMethodSchema,
  paymentState: paymentStateSchema,
  /** The payment state's label in the caller's language (key `order.paymentState.<state>`). */
  paymentStateText: z.string(),
  /**
   * When the order is cancelled unless paid (status 0: the payment window, then the receipt's
   * verification window); null otherwise.
   */
  paymentDeadline: z.string().nullable(),
  currencyCode: z.string(),
  payable: z.number().int(),
  itemCount: z.number().int(),
  totalQuantity: z.number().int(),
  /** The first few lines for the card. */
  preview: z.array(
    z.object({ productSkuId: z.number().int(), name: z.string(), pic: z.string(), quantity: z.number().int() }),
  ),
  /** Set when a sales rep placed the order for the customer. */
  placedByStaff: z.object({ id: z.number().int(), nickname: z.string().nullable() }).nullable(),
  actions: orderActionsSchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderInvoiceSchema = z.object({
  type: z.enum(['individual', 'company']),
  title: z.string(),
  taxNumber: z.string().nullable(),
  personalIdNumber: z.string().nullable(),
  branch: z.string().nullable(),
  purchaseOrderNumber: z.string().nullable(),
  address: z.string().nullable(),
  email: z.string(),
  businessLicence: z.string().nullable(),
});

export const refundRecordSchema = z.object({
  amount: z.number().int(),
  method: refundMethodSchema,
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  accountHolder: z.string().nullable(),
  /** The shopper's reason; null when a cancel or staff made the refund. */
  reason: z.string().nullable(),
  status: z.enum(['requested', 'refunded']),
  createTime: z.string(),
  /** The bank's reference of the money given back, once finance settled it (the server always sends it). */
  bankReference: z.string().nullable().optional(),
});

export const orderDetailSchema = orderSummarySchema.extend({
  list: z.array(orderLineSchema),
  amounts: orderAmountsSchema,
  address: checkoutAddressSchema.nullable(),
  pickup: z.object({ name: z.string(), phoneCountryCode: z.string(), phoneNumber: z.string() }).nullable(),
  slot: timeSlotSchema.omit({ remaining: true, full: true, cutOffAt: true }),
  remark: z.string().nullable(),
  invoice: orderInvoiceSchema.nullable(),
  /** A delivery order's tracking number, once shipped; a pickup order never has one. */
  trackingNumber: z.string().nullable(),
  /** Where and when a pickup order is collected: the warehouse (address, hours); null for delivery. */
  pickupPoint: pickupPointSchema.nullable(),
  /** When a pickup order was made ready for collection; null until then and for delivery. */
  readyAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  refund: refundRecordSchema.nullable(),
  receiptUrl: z.string().nullable(),
  /** Finance found no money for the receipt: why, and when (the order awaits payment again). */
  receiptRejection: z.object({ reason: z.string(), at: z.string() }).nullable(),
  /** Why staff adjusted the price (amounts.priceAdjustment), shown to the customer beside it. */
  priceAdjustmentReason: z.string().nullable(),
  /** Each status the order reached, oldest first. */
  timeline: z.array(z.object({ status: orderStatusSchema, at: z.string() })),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
