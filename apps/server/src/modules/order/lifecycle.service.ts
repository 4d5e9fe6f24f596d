import type { Locale, OrderDetail, PaymentInstructions } from '@storefront/contract';
import { ORDER_STATUS } from '@storefront/contract';
import { eq, sql } from 'drizzle-orm';
import { customerOrder } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { conflict, invalidField, notFound } from '../../lib/errors.js';
import { settingValues } from './checkout.repository.js';
import { bankAccountOf } from './checkout.service.js';
import {
  cancelInTx,
  cashCollectedAtCompletion,
  logStatus,
  type RefundRequest,
  saveReceipt,
  transition,
} from './lifecycle.repository.js';
import { hasReceiptToCheck, toDetail } from './order.mapper.js';
import { findOwnedOrder, findReceiptByKey, linesOfOrders, type OrderOwner, statusLogOf } from './order.repository.js';
import { paymentInstructions } from './payment.service.js';
import { prepareReceiptImage } from './receipt.js';

export interface OrderRef {
  orderId: number;
  orderSecret?: string | undefined;
}

/** What a customer action needs: the database, the language, whose orders, and who acts (for the log). */
export interface CustomerCtx {
  db: Db;
  locale: Locale;
  owner: OrderOwner;
  actor: string;
}

export async function mustFind(c: CustomerCtx, orderId: number) {
  const row = await findOwnedOrder(c.db, orderId, c.owner);
  if (!row) throw notFound();
  return row;
}

export async function orderDetail(c: CustomerCtx, orderId: number): Promise<OrderDetail> {
  const row = await mustFind(c, orderId);
  const [lines, log] = await Promise.all([linesOfOrders(c.db, [orderId]), statusLogOf(c.db, orderId)]);
  return toDetail(row, lines, log, c.locale);
}

/**
 * Where a reason stands in the configured lists of every locale (a reason picked in one language
 * is valid in all): not listed, listed, or the list's last entry, "Other reason", which asks for
 * the shopper's own words.
 */
async function reasonKind(db: Db, reason: string): Promise<'unknown' | 'listed' | 'other'> {
  const { cancelReasons } = await settingValues(db, ['cancelReasons']);
  const lists = (
    cancelReasons && typeof cancelReasons === 'object' ? Object.values(cancelReasons as Record<string, unknown>) : []
  ).filter((l): l is unknown[] => Array.isArray(l));
  if (lists.some((l) => l.length > 0 && l[l.length - 1] === reason)) return 'other';
  return lists.some((l) => l.includes(reason)) ? 'listed' : 'unknown';
}

/** The reason as staff read it: the listed one, followed by the shopper's words when given. */
async function cancelReasonOf(db: Db, reason: string, text: string | undefined) {
  const kind = await reasonKind(db, reason);
  if (kind === 'unknown') throw invalidField('body.reason', 'order.cancelReason');
  const words = text?.trim() ?? '';
  if (kind === 'other' && words.length < 2) throw invalidField('body.reasonText', 'order.reasonText');
  return words ? `${reason}: ${words}` : reason;
}

export function refundRequestOf(
  body: { refundMethod?: 'original' | 'bankCard' | undefined } & Omit<RefundRequest, 'method'>,
): RefundRequest {
  const method = body.refundMethod ?? 'original';
  if (method === 'bankCard') {
    if (!body.bankName) throw invalidField('body.bankName', 'order.refundBankRequired');
    if (!body.bankAccount) throw invalidField('body.bankAccount', 'order.refundBankRequired');
  }
  return { method, bankName: body.bankName, bankAccount: body.bankAccount, accountHolder: body.accountHolder };
}

export async function cancelOrder(
  c: CustomerCtx,
  body: OrderRef & {
    reason: string;
    reasonText?: string | undefined;
    refundMethod?: 'original' | 'bankCard' | undefined;
  } & Omit<RefundRequest, 'method'>,
): Promise<OrderDetail> {
  const row = await mustFind(c, body.orderId);
  const s = row.order.status;
  if (s !== ORDER_STATUS.pendingPayment && s !== ORDER_STATUS.pendingReview) throw conflict('order.operateOnApp');
  const reason = await cancelReasonOf(c.db, body.reason, body.reasonText);
  const request = refundRequestOf(body);
  // Whether there is money to give back is read from the row the cancel locks, not from this read.
  const done = await c.db.transaction((tx) =>
    cancelInTx(tx, body.orderId, [ORDER_STATUS.pendingPayment, ORDER_STATUS.pendingReview], reason, c.actor, request),
  );
  if (!done) throw conflict('order.statusChanged');
  return orderDetail(c, body.orderId);
}

export async function confirmReceipt(c: CustomerCtx, ref: OrderRef): Promise<OrderDetail> {
  await mustFind(c, ref.orderId);
  const done = await c.db.transaction(async (tx) => {
    // Collection of a pickup order is recorded by the staff who hand it over, not by the shopper.
    const o = await transition(
      tx,
      ref.orderId,
      [ORDER_STATUS.pendingReceipt],
      ORDER_STATUS.completed,
      { completedAt: new Date(), ...cashCollectedAtCompletion },
      eq(customerOrder.deliveryType, 'delivery'),
    );
    if (o)
      await logStatus(tx, ref.orderId, 'confirmReceipt', ORDER_STATUS.pendingReceipt, ORDER_STATUS.completed, c.actor);
    return o;
  });
  if (!done) throw conflict('order.statusChanged');
  return orderDetail(c, ref.orderId);
}

export async function payNow(c: CustomerCtx, ref: OrderRef): Promise<PaymentInstructions> {
  const row = await mustFind(c, ref.orderId);
  const o = row.order;
  if (o.paymentMethod !== 'bankTransfer') throw conflict('order.notBankTransfer');
  if (o.status !== ORDER_STATUS.pendingPayment) throw conflict('order.statusChanged');
  const { PAYMENT_BANK_ACCOUNTS } = await settingValues(c.db, ['PAYMENT_BANK_ACCOUNTS']);
  return paymentInstructions({
    paymentMethod: o.paymentMethod,
    account: bankAccountOf(PAYMENT_BANK_ACCOUNTS, o.countryCode),
    amount: o.payable,
    currencyCode: o.currencyCode,
    currencyDigits: row.currencyDigits,
    orderSn: o.orderSn,
    deadline: o.paymentDeadline,
  });
}

/**
 * A transfer receipt is a claim, not money: the order stays in 0 (pending payment), now
 * "awaiting verification", and its deadline becomes the verification window (finance confirms
 * the money within it, or the order is cancelled and releases its stock and slot). One receipt per
 * order: a second would restart the window again and again. Guarded on status 0, no confirmed
 * money and no receipt yet, so a cancelled or paid order stays as it is.
 */
export async function uploadReceipt(
  c: CustomerCtx,
  ref: OrderRef,
  imageBase64: string,
  verificationMinutes: number,
): Promise<OrderDetail> {
  const row = await mustFind(c, ref.orderId);
  if (row.order.paymentMethod !== 'bankTransfer') throw conflict('order.notBankTransfer');
  if (hasReceiptToCheck(row)) throw conflict('order.receiptAlreadySent');
  const image = await prepareReceiptImage(imageBase64);
  const done = await c.db.transaction(async (tx) => {
    const o = await transition(
      tx,
      ref.orderId,
      [ORDER_STATUS.pendingPayment],
      ORDER_STATUS.pendingPayment,
      { paymentDeadline: sql`now() + make_interval(mins => ${verificationMinutes})` },
      sql`payment_method = 'bankTransfer' and paid_at is null
        and not exists (select 1 from order_voucher v where v.order_id = customer_order.id and v.rejected_at is null)`,
    );
    if (!o) return null;
    await saveReceipt(tx, ref.orderId, image.contentType, image.dataBase64, image.bytes);
    // 'voucher' is the stored action name of a receipt sent: audit rows already written carry it.
    await logStatus(tx, ref.orderId, 'voucher', ORDER_STATUS.pendingPayment, null, c.actor, 'awaitingVerification');
    return o;
  });
  if (!done) throw conflict('order.statusChanged');
  return orderDetail(c, ref.orderId);
}

/** A receipt's bytes by its key; the key is the only secret, as for uploads. */
export async function receiptImage(db: Db, key: string): Promise<{ contentType: string; data: Buffer }> {
  const row = await findReceiptByKey(db, key);
  if (!row) throw notFound();
  return { contentType: row.contentType, data: Buffer.from(row.dataBase64, 'base64') };
}

export async function orderInvoice(c: CustomerCtx, ref: OrderRef) {
  const row = await mustFind(c, ref.orderId);
  return row.order.invoice ?? null;
}
