import { z } from 'zod';
import { page, pageQuery } from './envelope.js';
import { endpoint } from './endpoint.js';
import { cartItemInputSchema, cartUnavailableLineSchema } from './cart.js';
import { promotionKindSchema } from './catalogue.js';
import { ORDER_LIST_STATUSES, VOUCHER_MAX_BYTES } from './constants.js';
import { phoneCountryCodeSchema, phoneNumberSchema } from './member.js';
import { uploadRefSchema } from './upload.js';

/**
 * Checkout and orders (issue 9). Every amount is integer minor units of the warehouse country's
 * currency; the server prices everything and never believes an amount from the client (the only
 * amount a client sends, `expectedPayable`, is compared, never charged).
 *
 * Visitors read and act on their orders with the per-order `orderSecret` given at placement
 * (never by visitorId alone); a member's orders are found by the member, and the secret is ignored.
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);
const msg = (messageKey: string) => ({ params: { messageKey } });
const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1);

// ---------------------------------------------------------------------------------------------
// Enumerations
// ---------------------------------------------------------------------------------------------

/** 0 pending payment · 1 pending review · 2 processing · 3 pending receipt · 4 completed · 5 cancelled (spec §4). */
export const ORDER_STATUSES = [0, 1, 2, 3, 4, 5] as const;
export const orderStatusSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const ORDER_STATUS = {
  pendingPayment: 0,
  pendingReview: 1,
  processing: 2,
  pendingReceipt: 3,
  completed: 4,
  cancelled: 5,
} as const;

export const DELIVERY_TYPES = ['delivery', 'pickup'] as const;
export const deliveryTypeSchema = z.enum(DELIVERY_TYPES);
export type DeliveryType = z.infer<typeof deliveryTypeSchema>;

/** cashOnDelivery → 1 at once; bankTransfer waits in 0 for a voucher; credit and wallet are paid at placement. */
export const PAYMENT_METHODS = ['cashOnDelivery', 'bankTransfer', 'credit', 'wallet'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Why a payment method is not offered to this caller now. */
export const PAYMENT_UNAVAILABLE_REASONS = [
  'membersOnly',
  'walletHidden',
  'insufficientWallet',
  'noCredit',
  'insufficientCredit',
  'noBankAccount',
] as const;
export const paymentUnavailableReasonSchema = z.enum(PAYMENT_UNAVAILABLE_REASONS);

/** The EMVCo merchant-presented QR standard of the warehouse's country. */
export const QR_STANDARDS = ['VietQR', 'PromptPay', 'QRPh'] as const;
export const qrStandardSchema = z.enum(QR_STANDARDS);

/** Why a coupon cannot be used on this order. */
export const COUPON_UNUSABLE_REASONS = [
  'used',
  'notStarted',
  'expired',
  'otherCountry',
  'noEligibleItems',
  'belowMinimum',
] as const;
export const couponUnusableReasonSchema = z.enum(COUPON_UNUSABLE_REASONS);

export const REFUND_METHODS = ['original', 'bankCard'] as const;
export const refundMethodSchema = z.enum(REFUND_METHODS);

// ---------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------

/** A visitor's delivery address, sent whole (a visitor has no saved addresses). */
export const visitorAddressSchema = z.object({
  name: required(60),
  phoneCountryCode: phoneCountryCodeSchema,
  phoneNumber: phoneNumberSchema,
  provinceCode: text(20).optional(),
  districtCode: text(20).optional(),
  wardCode: text(20).optional(),
  postCode: text(12).optional(),
  detailAddress: required(300),
  houseNumber: required(60),
  longitude: z.number().min(-180).max(180).optional(),
  latitude: z.number().min(-90).max(90).optional(),
});
export type VisitorAddress = z.infer<typeof visitorAddressSchema>;

/** YYYY-MM-DD and HH:mm in the warehouse's own time zone. */
export const slotDateSchema = z.string().refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v), msg('order.slotDate'));
export const slotTimeSchema = z.string().refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), msg('order.slotTime'));
export const slotChoiceSchema = z.object({ date: slotDateSchema, start: slotTimeSchema });

/**
 * Invoice requests (spec §5, DESIGN.md "Coupons, invoices, credit"). A tax number is usually 18
 * characters; 8–20 letters, digits or hyphens pass here and the country's rule is the server's.
 */
const taxNumberSchema = z
  .string()
  .trim()
  .refine((v) => /^[0-9A-Za-z-]{8,20}$/.test(v), msg('order.taxNumber'));
const invoiceEmailSchema = z.email().max(120);
export const individualInvoiceSchema = z.object({
  type: z.literal('individual'),
  title: required(100),
  personalIdNumber: text(30).optional(),
  email: invoiceEmailSchema,
});
export const companyInvoiceSchema = z.object({
  type: z.literal('company'),
  /** The registered company name. */
  title: required(150),
  taxNumber: taxNumberSchema,
  branch: text(100).optional(),
  purchaseOrderNumber: text(60).optional(),
  address: text(300).optional(),
  email: invoiceEmailSchema,
  /** The business licence photo: one of the member's own uploads (its key or served URL). */
  businessLicence: uploadRefSchema.optional(),
});
export const invoiceRequestSchema = z.discriminatedUnion('type', [individualInvoiceSchema, companyInvoiceSchema]);
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>;

/**
 * What the preview and the placement both read. A member's lines are the selected lines of their
 * cart (optionally narrowed by `productSkuIds`, e.g. one fulfilment group); a visitor sends `items`.
 */
export const checkoutInputSchema = z.object({
  currentWarehouseId: id,
  deliveryType: deliveryTypeSchema,
  /** A member's saved address (delivery). */
  memberReceiveAddressId: id.optional(),
  /** A visitor's address (delivery). */
  address: visitorAddressSchema.optional(),
  /** The lines to check out (members: of the selected cart lines; visitors: of `items`). */
  productSkuIds: z.array(id).min(1).max(200).optional(),
  /** A visitor's local cart lines. */
  items: z.array(cartItemInputSchema).min(1).max(200).optional(),
  /**
   * The member's coupon to apply; null for none; absent: the best usable one (what the cart
   * estimated). The preview answers the one applied in `couponId`; send it back to place.
   */
  couponId: id.nullable().optional(),
  paymentMethod: paymentMethodSchema.optional(),
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

export const orderNoteSchema = z.object({ productSkuId: id, note: required(200) });

export const placeOrderBodySchema = checkoutInputSchema.extend({
  paymentMethod: paymentMethodSchema,
  /** The payable the customer was shown; a different repriced payable is a 409 with the new amounts. */
  expectedPayable: z.number().int().min(0).max(1e13),
  slot: slotChoiceSchema,
  /** Pickup only: who collects the order. */
  pickupName: required(60).optional(),
  pickupPhoneCountryCode: phoneCountryCodeSchema.optional(),
  pickupPhoneNumber: phoneNumberSchema.optional(),
  notes: z.array(orderNoteSchema).max(200).optional(),
  /** Free note to the warehouse for the whole order. */
  remark: text(300).optional(),
  invoice: invoiceRequestSchema.optional(),
  /** The buyer confirms being at least 18 (needed when the order holds beer or wine). */
  adultConfirmed: z.boolean().optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

/** A visitor identifies an order by its secret; a member by being its owner. */
const orderRef = z.object({ orderId: id, orderSecret: z.string().trim().min(16).max(64).optional() });

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

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
export const orderLineSchema = z.object({
  productSkuId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  pic: z.string(),
  quantity: z.number().int(),
  originalPrice: z.number().int(),
  price: z.number().int(),
  lineTotal: z.number().int(),
  lineDiscount: z.number().int(),
  payable: z.number().int(),
  promotion: z.object({ id: z.number().int(), kind: promotionKindSchema, message: z.string() }).nullable(),
  is18Plus: z.boolean(),
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
  canUploadVoucher: z.boolean(),
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
  status: z.enum(['requested', 'refunded']),
  createTime: z.string(),
});

export const orderDetailSchema = orderSummarySchema.extend({
  list: z.array(orderLineSchema),
  amounts: orderAmountsSchema,
  address: checkoutAddressSchema.nullable(),
  pickup: z.object({ name: z.string(), phoneCountryCode: z.string(), phoneNumber: z.string() }).nullable(),
  slot: timeSlotSchema.omit({ remaining: true, full: true, cutOffAt: true }),
  remark: z.string().nullable(),
  invoice: orderInvoiceSchema.nullable(),
  trackingNumber: z.string().nullable(),
  cancelReason: z.string().nullable(),
  refund: refundRecordSchema.nullable(),
  voucherUrl: z.string().nullable(),
  /** Each status the order reached, oldest first. */
  timeline: z.array(z.object({ status: orderStatusSchema, at: z.string() })),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Customer endpoints
// ---------------------------------------------------------------------------------------------

export const previewOrder = endpoint({
  method: 'POST',
  path: '/order/generateConfirmOrder/simple',
  access: 'visitor',
  summary:
    'Preview a checkout: lines and amounts from the cart engine, coupons, pickup points, time slots in the warehouse time zone, payment methods and whether an 18+ confirmation is needed',
  tags: ['order'],
  body: checkoutInputSchema,
  data: checkoutPreviewSchema,
});

export const placeOrder = endpoint({
  method: 'POST',
  path: '/order/generateOrder',
  access: 'visitor',
  summary:
    'Place the order once (Idempotency-Key header required: the same key and body answer the first result; another body 422). 409 with the new amounts when the payable changed, 409 out of stock or slot full',
  tags: ['order'],
  body: placeOrderBodySchema,
  data: placedOrderSchema,
});

export const listOrders = endpoint({
  method: 'GET',
  path: '/order/list',
  access: 'member',
  summary: "The member's orders (also those a sales rep placed for them), newest first, by status",
  tags: ['order'],
  query: pageQuery.extend({
    status: z.enum(ORDER_LIST_STATUSES).default('all'),
    /** Only the orders bought on credit that are still owing (what the credit page counts). */
    debt: z.stringbool().optional(),
  }),
  data: page(orderSummarySchema),
});

export const listVisitorOrders = endpoint({
  method: 'POST',
  path: '/order/visitor/list',
  access: 'visitor',
  summary: 'A visitor reads the orders whose secrets the device kept (unknown secrets are left out), newest first',
  tags: ['order'],
  body: z.object({
    orderSecrets: z.array(z.string().trim().min(16).max(64)).max(100),
    status: z.enum(ORDER_LIST_STATUSES).default('all'),
  }),
  data: z.object({ list: z.array(orderSummarySchema) }),
});

export const orderDetail = endpoint({
  method: 'GET',
  path: '/order/detail',
  access: 'visitor',
  summary: 'One order (404 when it is not yours or the secret does not match)',
  tags: ['order'],
  query: orderRef,
  data: orderDetailSchema,
});

export const cancelOrder = endpoint({
  method: 'POST',
  path: '/order/cancel',
  access: 'visitor',
  summary:
    'Cancel in status 0 or 1 with a reason from the settings list (stock, slot, coupon, wallet and credit come back once; a paid order gets a refund record). Later statuses answer "operate on the app" (409)',
  tags: ['order'],
  body: orderRef.extend({
    reason: required(200),
    refundMethod: refundMethodSchema.optional(),
    bankName: required(100).optional(),
    bankAccount: required(40).optional(),
    accountHolder: required(100).optional(),
  }),
  data: orderDetailSchema,
});

export const requestRefund = endpoint({
  method: 'POST',
  path: '/order/refund/apply',
  access: 'visitor',
  summary:
    'Ask for the refund of a paid order: to the original method, or to a bank card (bank name and account both required). One request per order',
  tags: ['order'],
  body: orderRef.extend({
    refundMethod: refundMethodSchema,
    bankName: required(100).optional(),
    bankAccount: z
      .string()
      .trim()
      .refine((v) => /^[0-9A-Za-z -]{4,40}$/.test(v), msg('order.bankAccount'))
      .optional(),
    accountHolder: required(100).optional(),
  }),
  data: orderDetailSchema,
});

export const confirmReceipt = endpoint({
  method: 'POST',
  path: '/order/confirmReceive',
  access: 'visitor',
  summary: 'Confirm receipt: 3 → 4',
  tags: ['order'],
  body: orderRef,
  data: orderDetailSchema,
});

export const reAddToCart = endpoint({
  method: 'POST',
  path: '/order/reAddToCart',
  access: 'visitor',
  summary:
    "Put an order's items back in the cart: a member's server cart (capped by stock and limits); a visitor gets the items to add to the local cart",
  tags: ['order'],
  body: orderRef,
  data: z.object({
    warehouseId: z.number().int(),
    items: z.array(cartItemInputSchema),
    /** Items left out (off the shelf, out of stock). */
    skipped: z.array(z.number().int()),
  }),
});

export const payNow = endpoint({
  method: 'POST',
  path: '/order/payNow',
  access: 'visitor',
  summary: 'How to pay an order in status 0: the bank transfer QR payload, account and deadline',
  tags: ['order'],
  body: orderRef,
  data: paymentInstructionsSchema,
});

export const uploadTransferVoucher = endpoint({
  method: 'POST',
  path: '/order/transferVoucher',
  access: 'visitor',
  summary:
    'Upload the transfer receipt of a bank-transfer order (base64 image, JPEG, PNG or WebP, ≤ 700 KiB, checked by content): 0 → 1',
  tags: ['order'],
  body: orderRef.extend({
    imageBase64: z
      .string()
      .max(Math.ceil((VOUCHER_MAX_BYTES * 4) / 3) + 4)
      .refine((v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v), msg('order.voucherImage')),
  }),
  data: orderDetailSchema,
});

export const orderInvoice = endpoint({
  method: 'GET',
  path: '/order/invoice',
  access: 'visitor',
  summary: 'The invoice details of an order (null when none was asked)',
  tags: ['order'],
  query: orderRef,
  data: orderInvoiceSchema.nullable(),
});

// ---------------------------------------------------------------------------------------------
// Operations (staff)
// ---------------------------------------------------------------------------------------------

export const opsOrderSchema = orderDetailSchema.extend({
  memberId: z.number().int().nullable(),
  visitor: z.boolean(),
  reviewedAt: z.string().nullable(),
  processingStartedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  audit: z.array(
    z.object({
      action: z.string(),
      fromStatus: orderStatusSchema.nullable(),
      toStatus: orderStatusSchema.nullable(),
      actor: z.string(),
      at: z.string(),
      note: z.string().nullable(),
    }),
  ),
});
export type OpsOrder = z.infer<typeof opsOrderSchema>;

const opsRef = z.object({ orderId: id });

export const opsListOrders = endpoint({
  method: 'GET',
  path: '/ops/order/list',
  access: 'staff',
  summary: 'Staff: orders by status, warehouse, order number or transfer receipt to check, newest first',
  tags: ['ops'],
  query: pageQuery.extend({
    status: z.enum(ORDER_LIST_STATUSES).default('all'),
    warehouseId: id.optional(),
    keyword: text(40).optional(),
    /** Only bank transfers whose receipt came and whose money is not confirmed yet (markPaid's queue). */
    voucherToCheck: z.stringbool().optional(),
  }),
  data: page(orderSummarySchema),
});

export const opsOrderDetail = endpoint({
  method: 'GET',
  path: '/ops/order/detail',
  access: 'staff',
  summary: 'Staff: one order with its audit trail',
  tags: ['ops'],
  query: opsRef,
  data: opsOrderSchema,
});

export const opsReviewOrder = endpoint({
  method: 'POST',
  path: '/ops/order/review',
  access: 'staff',
  summary: 'Staff: approve an order pending review (1 → 2)',
  tags: ['ops'],
  body: opsRef,
  data: opsOrderSchema,
});

export const opsStartProcessing = endpoint({
  method: 'POST',
  path: '/ops/order/startProcessing',
  access: 'staff',
  summary: 'Staff: the warehouse starts picking an approved order (stays 2; recorded once)',
  tags: ['ops'],
  body: opsRef,
  data: opsOrderSchema,
});

export const opsShipOrder = endpoint({
  method: 'POST',
  path: '/ops/order/ship',
  access: 'staff',
  summary: 'Staff: ship with a tracking number (2 → 3); the reserved stock leaves the warehouse',
  tags: ['ops'],
  body: opsRef.extend({ trackingNumber: required(60) }),
  data: opsOrderSchema,
});

export const opsCompleteOrder = endpoint({
  method: 'POST',
  path: '/ops/order/complete',
  access: 'staff',
  summary: 'Staff: complete a delivered order (3 → 4)',
  tags: ['ops'],
  body: opsRef,
  data: opsOrderSchema,
});

export const opsMarkPaid = endpoint({
  method: 'POST',
  path: '/ops/order/markPaid',
  access: 'staff',
  summary: 'Staff: a bank transfer was received (0 → 1)',
  tags: ['ops'],
  body: opsRef,
  data: opsOrderSchema,
});

export const opsCancelOrder = endpoint({
  method: 'POST',
  path: '/ops/order/cancel',
  access: 'staff',
  summary: 'Staff: cancel an order in 0, 1 or 2 with a reason (everything reserved comes back once)',
  tags: ['ops'],
  body: opsRef.extend({ reason: required(200) }),
  data: opsOrderSchema,
});

export const opsRefundOrder = endpoint({
  method: 'POST',
  path: '/ops/order/refund',
  access: 'staff',
  summary: 'Staff: record that the refund of a cancelled paid order was made',
  tags: ['ops'],
  body: opsRef.extend({ note: text(200).optional() }),
  data: opsOrderSchema,
});
