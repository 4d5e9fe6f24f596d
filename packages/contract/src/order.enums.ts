// Order enumerations: statuses, delivery types, payment methods and the reasons and kinds the answers name.
import { z } from 'zod';
import { DELIVERY_TYPES, PAYMENT_METHODS } from './constants.js';

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

export const deliveryTypeSchema = z.enum(DELIVERY_TYPES);
export type DeliveryType = z.infer<typeof deliveryTypeSchema>;

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

/**
 * Where an order's money stands, beside its status: `awaitingPayment` (a bank transfer with no
 * receipt yet), `awaitingVerification` (a receipt came; finance has not confirmed the money, so
 * the order is not paid and stays in status 0), `paid` (confirmed money: finance, a verified
 * provider callback, or the wallet), `onDelivery` (cash, collected by the courier), `onCredit`
 * (charged to the member's credit line). Each has a label key `order.paymentState.<state>` in the
 * server's messages; answers carry the label in the caller's language as `paymentStateText`.
 */
export const PAYMENT_STATES = ['awaitingPayment', 'awaitingVerification', 'paid', 'onDelivery', 'onCredit'] as const;
export const paymentStateSchema = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof paymentStateSchema>;
export const paymentStateLabelKey = (s: PaymentState) => `order.paymentState.${s}` as const;

/** What a checkout preview flags and the placement refuses with the same limit (order.limits on the server). */
export const ORDER_LIMIT_PROBLEMS = [
  'tooManyLines',
  'lineQuantity',
  'skuUnitsOpen',
  'skuUnitsFromAddress',
  'tooManyOpenOrders',
  'tooManyUnits',
] as const;
export const orderLimitProblemSchema = z.enum(ORDER_LIMIT_PROBLEMS);
export type OrderLimitProblem = z.infer<typeof orderLimitProblemSchema>;
