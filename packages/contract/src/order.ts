// Customer order endpoints: checkout preview, placement, lists, detail and the actions on an order.
import { z } from 'zod';
import { page, pageQuery } from './envelope.js';
import { endpoint } from './endpoint.js';
import { cartItemInputSchema } from './cart.js';
import { ORDER_LIST_STATUSES, RECEIPT_MAX_BYTES } from './constants.js';
import { refundMethodSchema } from './order.enums.js';
import { checkoutInputSchema, placeOrderBodySchema } from './order.inputs.js';
import {
  checkoutPreviewSchema,
  orderDetailSchema,
  orderInvoiceSchema,
  orderSummarySchema,
  paymentInstructionsSchema,
  placedOrderSchema,
} from './order.answers.js';
import { id, msg, required, text } from './order.fields.js';

/**
 * Checkout and orders. Every amount is integer minor units of the warehouse country's
 * currency; the server prices everything and never believes an amount from the client (the only
 * amount a client sends, `expectedPayable`, is compared, never charged).
 *
 * Visitors read and act on their orders with the per-order `orderSecret` given at placement
 * (never by visitorId alone); a member's orders are found by the member, and the secret is ignored.
 *
 * This file holds the customer endpoints; their schemas are in order.enums.ts, order.inputs.ts and
 * order.answers.ts, and the staff endpoints in order.ops.ts.
 */

/** A visitor identifies an order by its secret; a member by being its owner. */
const orderRef = z.object({ orderId: id, orderSecret: z.string().trim().min(16).max(64).optional() });

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
  summary:
    "A visitor reads the orders whose secrets the device kept and that are still a visitor's (unknown secrets and orders a member claimed are left out), newest first",
  tags: ['order'],
  body: z.object({
    orderSecrets: z.array(z.string().trim().min(16).max(64)).max(100),
    status: z.enum(ORDER_LIST_STATUSES).default('all'),
  }),
  data: z.object({ list: z.array(orderSummarySchema) }),
});

export const claimVisitorOrders = endpoint({
  method: 'POST',
  path: '/order/visitor/claim',
  access: 'member',
  summary:
    "After login: the orders this device placed as a visitor (its secrets, and the visitor token sent as GuestAuthorization) whose phone is the member's become the member's, once, in one audited transaction. Others are left as they are",
  tags: ['order'],
  body: z.object({ orderSecrets: z.array(z.string().trim().min(16).max(64)).max(100) }),
  data: z.object({ claimed: z.array(z.number().int()) }),
});

export const bankCardSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  /** The account number as saved; shown masked by the web. */
  bankAccount: z.string(),
  accountHolder: z.string().nullable(),
});
export type BankCard = z.infer<typeof bankCardSchema>;

export const listBankCards = endpoint({
  method: 'GET',
  path: '/order/bankCard/list',
  access: 'member',
  summary: "The member's saved bank cards for refunds, newest first",
  tags: ['order'],
  data: z.array(bankCardSchema),
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
    /** The shopper's own words; required when `reason` is the list's last entry ("Other reason"). */
    reasonText: text(200).optional(),
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
    'Ask for the refund of a paid order, with a reason: to the original method, or to a bank card (a saved one, or bank name and account typed and optionally saved). One request per order',
  tags: ['order'],
  body: orderRef.extend({
    /** Why the money should come back (a listed reason or the shopper's own words), shown to finance. */
    reason: text(200).refine((v) => v.length >= 2, msg('order.refundReason')),
    refundMethod: refundMethodSchema,
    /** A saved card of the member's (listBankCards); takes the place of the typed bank fields. */
    bankCardId: id.optional(),
    /** Keep the typed card for the next refund (members only). */
    saveBankCard: z.boolean().optional(),
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

export const uploadTransferReceipt = endpoint({
  method: 'POST',
  // The path keeps its first word, `transferVoucher`, for the clients that call it.
  path: '/order/transferVoucher',
  access: 'visitor',
  summary:
    'Upload the transfer receipt of a bank-transfer order (base64 image, JPEG, PNG or WebP, ≤ 700 KiB, checked by content): 0 → 1',
  tags: ['order'],
  body: orderRef.extend({
    imageBase64: z
      .string()
      .max(Math.ceil((RECEIPT_MAX_BYTES * 4) / 3) + 4)
      .refine((v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v), msg('order.receiptImage')),
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
