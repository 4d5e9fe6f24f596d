import type {
  Locale,
  OpsOrder,
  OrderDetail,
  OrderLine,
  OrderStatus,
  OrderSummary,
  PaymentState,
} from '@storefront/contract';
import { ORDER_STATUS, paymentStateLabelKey } from '@storefront/contract';
import { translate } from '../../i18n/index.js';
import { pick } from '../../lib/localize.js';
import type { AuditTrailRow, OrderLineRow, OrderRow, StatusLogRow } from './order.repository.js';
import { auditActorOf } from './audit-actor.js';
import { promotionLabel, promotionTitle } from './line-promotion.js';
import { isoInZone } from './slots.js';
import { changesByEntry, customerOf } from './ops-page.mapper.js';
import type { AuditChangeRow, MemberContact } from './ops-page.repository.js';

/** Where a transfer receipt is served (order.routes.ts), under the API prefix the web calls. */
export const receiptPath = (key: string) => `/api/order/voucher/${key}`;

/** The cancel reasons the timeout job records; shown translated. */
export const TIMEOUT_REASON = '@paymentTimeout';
export const REVIEW_TIMEOUT_REASON = '@reviewTimeout';

/**
 * Paid means confirmed money (finance, a provider's verified callback, a wallet debit): only then
 * is `paidAt` set, with the amount. A transfer receipt is a claim, not money.
 */
export const isPaid = (o: OrderRow['order']) => o.paidAt !== null && (o.paidAmount ?? 0) > 0;

/** A receipt waits for finance's check: one came and was not rejected. */
export const hasReceiptToCheck = (row: Pick<OrderRow, 'receiptKey' | 'receiptRejectedAt'>) =>
  row.receiptKey !== null && row.receiptRejectedAt === null;

export function paymentStateOf(o: OrderRow['order'], hasReceipt: boolean): PaymentState {
  if (o.paidAt !== null) return 'paid';
  switch (o.paymentMethod) {
    case 'bankTransfer':
      return hasReceipt ? 'awaitingVerification' : 'awaitingPayment';
    case 'cashOnDelivery':
      return 'onDelivery';
    case 'credit':
      return 'onCredit';
    case 'wallet':
      return 'awaitingPayment';
  }
}

const cancelReasonText = (reason: string | null, locale: Locale) =>
  reason === TIMEOUT_REASON
    ? translate(locale, 'order.timeoutReason')
    : reason === REVIEW_TIMEOUT_REASON
      ? translate(locale, 'order.reviewTimeoutReason')
      : reason;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function actionsOf(row: OrderRow) {
  const o = row.order;
  const s = o.status;
  const unpaidTransfer = s === ORDER_STATUS.pendingPayment && o.paymentMethod === 'bankTransfer';
  return {
    canPay: unpaidTransfer && o.paidAt === null,
    // One receipt per order at a time: a second picture would restart the verification window
    // forever. A receipt finance rejected makes room for another.
    canUploadReceipt: unpaidTransfer && o.paidAt === null && !hasReceiptToCheck(row),
    canCancel: s === ORDER_STATUS.pendingPayment || s === ORDER_STATUS.pendingReview,
    // A pickup order is collected at the counter, where staff record it; only a delivery is confirmed by the shopper.
    canConfirmReceipt: s === ORDER_STATUS.pendingReceipt && o.deliveryType === 'delivery',
    // Pending review, a paid order is cancelled (its refund comes with the cancel), not refunded beside it.
    canRequestRefund: row.refund === null && isPaid(o) && s >= ORDER_STATUS.processing && s <= ORDER_STATUS.completed,
    canReAddToCart: true,
  };
}

/** What an order line keeps as it was priced: the product, its figures and the adult mark. */
type LineFigures = Pick<
  OrderLine,
  | 'productId'
  | 'name'
  | 'spec'
  | 'unit'
  | 'pic'
  | 'quantity'
  | 'originalPrice'
  | 'price'
  | 'lineTotal'
  | 'lineDiscount'
  | 'payable'
  | 'is18Plus'
>;

/**
 * A line's figures copied field by field from any of its forms (the priced cart line, the
 * checkout's line, the stored row), which carry more than a line: a spread would copy that too.
 */
export const lineFigures = (l: LineFigures): LineFigures => ({
  productId: l.productId,
  name: l.name,
  spec: l.spec,
  unit: l.unit,
  pic: l.pic,
  quantity: l.quantity,
  originalPrice: l.originalPrice,
  price: l.price,
  lineTotal: l.lineTotal,
  lineDiscount: l.lineDiscount,
  payable: l.payable,
  is18Plus: l.is18Plus,
});

/** The words of a line in the reader's language; the sold snapshot where the catalogue has none. */
const inLocale = (l: OrderLineRow, locale: Locale) => ({
  name: l.names ? pick(l.names, locale) || l.name : l.name,
  spec: l.specs ? pick(l.specs, locale) || l.spec : l.spec,
  unit: l.units ? pick(l.units, locale) || l.unit : l.unit,
});

export function toLine(l: OrderLineRow, locale: Locale, currency: Currency): OrderLine {
  return {
    productSkuId: l.skuId,
    ...lineFigures(l),
    ...inLocale(l, locale),
    promotion: promotionLabel(l.promotion, promotionTitle(l.promotionTitles, locale), locale, currency),
    note: l.note,
  };
}

type Currency = { code: string; digits: number; symbol: string };
const currencyOf = (row: OrderRow): Currency => ({
  code: row.order.currencyCode,
  digits: row.currencyDigits,
  symbol: row.currencySymbol,
});

export function toSummary(row: OrderRow, lines: OrderLineRow[], locale: Locale): OrderSummary {
  const o = row.order;
  const state = paymentStateOf(o, hasReceiptToCheck(row));
  return {
    orderId: o.id,
    orderSn: o.orderSn,
    status: o.status as OrderStatus,
    createTime: iso(o.createdAt)!,
    warehouseId: o.warehouseId,
    warehouseName: pick(row.warehouseNames, locale),
    deliveryType: o.deliveryType,
    paymentMethod: o.paymentMethod,
    paymentState: state,
    paymentStateText: translate(locale, paymentStateLabelKey(state)),
    paymentDeadline: o.status === ORDER_STATUS.pendingPayment ? iso(o.paymentDeadline) : null,
    currencyCode: o.currencyCode,
    payable: o.payable,
    itemCount: lines.length,
    totalQuantity: lines.reduce((s, l) => s + l.quantity, 0),
    preview: lines
      .slice(0, 3)
      .map((l) => ({ productSkuId: l.skuId, name: inLocale(l, locale).name, pic: l.pic, quantity: l.quantity })),
    placedByStaff: o.actingStaffId ? { id: o.actingStaffId, nickname: row.staffNickname ?? null } : null,
    actions: actionsOf(row),
  };
}

export function toDetail(row: OrderRow, lines: OrderLineRow[], log: StatusLogRow[], locale: Locale): OrderDetail {
  const o = row.order;
  const r = row.refund;
  return {
    ...toSummary(row, lines, locale),
    list: lines.map((l) => toLine(l, locale, currencyOf(row))),
    amounts: {
      currencyCode: o.currencyCode,
      productTotal: o.productTotal,
      promotionDiscount: o.promotionDiscount,
      directDiscount: o.directDiscount,
      couponDiscount: o.couponDiscount,
      priceAdjustment: o.priceAdjustment,
      freight: {
        basic: o.freightBasic,
        discount: o.freightDiscount,
        additional: o.freightAdditional,
        total: o.freightTotal,
      },
      payable: o.payable,
    },
    address: o.address ?? null,
    pickup: o.pickup ?? null,
    slot: {
      date: o.slotDate,
      start: o.slotStart,
      end: o.slotEnd,
      startsAt: isoInZone(new Date(o.slotStartsAt), o.timeZone),
    },
    remark: o.remark,
    invoice: o.invoice ?? null,
    trackingNumber: o.trackingNumber,
    pickupPoint:
      o.deliveryType === 'pickup'
        ? { warehouseId: o.warehouseId, name: pick(row.warehouseNames, locale), phone: null, ...row.warehousePlace }
        : null,
    readyAt: iso(o.readyAt),
    cancelReason: cancelReasonText(o.cancelReason, locale),
    refund: r
      ? {
          amount: r.amount,
          method: r.method,
          bankName: r.bankName,
          bankAccount: r.bankAccount,
          accountHolder: r.accountHolder,
          reason: r.reason,
          status: r.status,
          createTime: iso(r.createdAt)!,
          bankReference: r.bankReference,
        }
      : null,
    receiptUrl: row.receiptKey ? receiptPath(row.receiptKey) : null,
    receiptRejection:
      row.receiptRejectedAt !== null
        ? { reason: row.receiptRejectedReason ?? '', at: iso(row.receiptRejectedAt)! }
        : null,
    priceAdjustmentReason: o.priceAdjustmentReason,
    timeline: log
      .filter((l) => l.toStatus !== null)
      .map((l) => ({ status: l.toStatus as OrderStatus, at: iso(l.at)! })),
  };
}

/** What the order page reads beside the order: the audited changes of its money and its member's contact. */
export interface OpsExtras {
  audits: AuditChangeRow[];
  contact: MemberContact;
}

export function toOpsOrder(
  row: OrderRow,
  lines: OrderLineRow[],
  log: AuditTrailRow[],
  locale: Locale,
  extras: OpsExtras,
): OpsOrder {
  const o = row.order;
  const detail = toDetail(row, lines, log, locale);
  const changes = changesByEntry(log, extras.audits);
  return {
    ...detail,
    list: detail.list.map((line, i) => ({ ...line, barcode: lines[i]?.barcode ?? null })),
    memberId: o.memberId,
    visitor: o.visitorId !== null,
    customer: customerOf(o, extras.contact),
    addressPhotos: o.address?.images ?? [],
    reviewedAt: iso(o.reviewedAt),
    processingStartedAt: iso(o.processingStartedAt),
    paidAt: iso(o.paidAt),
    paidAmount: o.paidAmount,
    holdDeadline:
      o.status === ORDER_STATUS.pendingPayment || o.status === ORDER_STATUS.pendingReview
        ? iso(o.paymentDeadline)
        : null,
    audit: log.map((l, i) => ({
      action: l.action,
      fromStatus: l.fromStatus as OrderStatus | null,
      toStatus: l.toStatus as OrderStatus | null,
      actor: l.actor,
      by: auditActorOf(l),
      at: iso(l.at)!,
      note: l.note,
      changes: changes[i] ?? [],
    })),
  };
}
