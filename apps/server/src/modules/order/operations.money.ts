import { ORDER_STATUS } from '@storefront/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { customerOrder, transferReceipt } from '../../db/schema/index.js';
import { conflict, invalidField, notFound } from '../../lib/errors.js';
import { settingValues } from './checkout.repository.js';
import { auditInTx, logStatus, transition } from './lifecycle.repository.js';
import { findOrder } from './order.repository.js';
import { mustSeeOrder, type OpsCtx, opsOrder } from './operations.service.js';
import type { Db } from '../../db/client.js';

/** The payment window a rejected receipt gives back, as at placement (setting paymentTimeoutMinutes). */
async function paymentWindowMinutes(db: Db): Promise<number> {
  const { paymentTimeoutMinutes } = await settingValues(db, ['paymentTimeoutMinutes']);
  return typeof paymentTimeoutMinutes === 'number' && paymentTimeoutMinutes > 0 ? paymentTimeoutMinutes : 30;
}

/** The order's money columns, locked for the rest of the transaction. */
const lockMoney = (tx: Db, orderId: number) =>
  tx
    .select({
      status: customerOrder.status,
      paymentMethod: customerOrder.paymentMethod,
      paidAt: customerOrder.paidAt,
      payable: customerOrder.payable,
      priceAdjustment: customerOrder.priceAdjustment,
      priceAdjustmentReason: customerOrder.priceAdjustmentReason,
      paymentDeadline: customerOrder.paymentDeadline,
      memberId: customerOrder.memberId,
      currencyCode: customerOrder.currencyCode,
    })
    .from(customerOrder)
    .where(eq(customerOrder.id, orderId))
    .for('update')
    .then((r) => r[0] ?? null);

/**
 * Finance finds no money for a transfer receipt: the receipt is marked rejected with the reason
 * (the customer reads it in the order details and may send another), and the order awaits payment
 * again with a fresh payment window instead of the verification window. Guarded on a receipt not
 * rejected yet of an unpaid transfer in 0, so a repeat or a race with a confirmation changes
 * nothing twice. Who, when, why and the deadline before and after go to the log and the audit
 * trail in the same transaction.
 */
export async function opsRejectPayment(c: OpsCtx, orderId: number, reason: string) {
  await mustSeeOrder(c, orderId);
  const minutes = await paymentWindowMinutes(c.db);
  const done = await c.db.transaction(async (tx) => {
    const before = await lockMoney(tx, orderId);
    if (!before) return null;
    // The row is locked: what is read here holds until the transaction ends.
    if (before.status !== ORDER_STATUS.pendingPayment || before.paymentMethod !== 'bankTransfer' || before.paidAt)
      return 'stale' as const;
    const [receipt] = await tx
      .update(transferReceipt)
      .set({ rejectedAt: sql`now()`, rejectedReason: reason })
      .where(and(eq(transferReceipt.orderId, orderId), isNull(transferReceipt.rejectedAt)))
      .returning({ orderId: transferReceipt.orderId });
    if (!receipt) return 'noReceipt' as const;
    const o = await transition(
      tx,
      orderId,
      [ORDER_STATUS.pendingPayment],
      ORDER_STATUS.pendingPayment,
      { paymentDeadline: sql`now() + make_interval(mins => ${minutes})` },
      and(eq(customerOrder.paymentMethod, 'bankTransfer'), isNull(customerOrder.paidAt)),
    );
    if (!o) throw new Error(`order ${orderId} changed under its lock`);
    await logStatus(tx, orderId, 'rejectPayment', before.status, null, c.actor, reason);
    await auditInTx(tx, {
      staffId: c.staffId ?? null,
      memberId: o.memberId,
      action: 'order.rejectPayment',
      orderId,
      detail: {
        actor: c.actor,
        reason,
        before: { paymentState: 'awaitingVerification', paymentDeadline: before.paymentDeadline },
        after: { paymentState: 'awaitingPayment', paymentDeadline: o.paymentDeadline },
      },
    });
    return o;
  });
  if (done === null) throw notFound();
  if (done === 'noReceipt') throw conflict('ops.noReceiptToReject');
  if (done === 'stale') throw conflict('order.statusChanged');
  return opsOrder(c, orderId);
}

/** Methods whose money is not taken before delivery: only their amount can still change. */
const ADJUSTABLE_METHODS = ['cashOnDelivery', 'bankTransfer'] as const;
const BEFORE_SHIPPING = [ORDER_STATUS.pendingPayment, ORDER_STATUS.pendingReview, ORDER_STATUS.processing];

/**
 * Operations set the order's price adjustment (a weighed item came out heavier or lighter) before
 * it ships, with the reason the customer reads. The new adjustment replaces the old one and the
 * amount payable moves by the difference in the same guarded update, so the order's amounts always
 * add up. Refused once money is taken (confirmed, wallet, credit: those ledgers hold the old
 * amount) and when the amount would fall below zero. Setting what is already set changes nothing.
 */
export async function opsAdjustPrice(c: OpsCtx, input: { orderId: number; priceAdjustment: number; reason: string }) {
  const { orderId, priceAdjustment, reason } = input;
  await mustSeeOrder(c, orderId);
  const outcome = await c.db.transaction(async (tx) => {
    const before = await lockMoney(tx, orderId);
    if (!before) return 'notFound' as const;
    if (!(BEFORE_SHIPPING as number[]).includes(before.status)) return 'shipped' as const;
    if (before.paidAt !== null || !(ADJUSTABLE_METHODS as readonly string[]).includes(before.paymentMethod))
      return 'moneyTaken' as const;
    if (before.priceAdjustment === priceAdjustment && before.priceAdjustmentReason === reason) return 'same' as const;
    const payable = before.payable - before.priceAdjustment + priceAdjustment;
    if (payable < 0) return 'belowZero' as const;
    const o = await transition(
      tx,
      orderId,
      [before.status],
      before.status,
      {
        priceAdjustment,
        priceAdjustmentReason: reason,
        payable: sql`${customerOrder.payable} - ${customerOrder.priceAdjustment} + ${priceAdjustment}`,
      },
      and(
        isNull(customerOrder.paidAt),
        inArray(customerOrder.paymentMethod, [...ADJUSTABLE_METHODS]),
        sql`${customerOrder.payable} - ${customerOrder.priceAdjustment} + ${priceAdjustment} >= 0`,
      ),
    );
    if (!o) return 'shipped' as const;
    await logStatus(tx, orderId, 'adjustPrice', before.status, null, c.actor, reason);
    await auditInTx(tx, {
      staffId: c.staffId ?? null,
      memberId: o.memberId,
      action: 'order.adjustPrice',
      orderId,
      detail: {
        actor: c.actor,
        reason,
        currencyCode: o.currencyCode,
        before: {
          priceAdjustment: before.priceAdjustment,
          payable: before.payable,
          reason: before.priceAdjustmentReason,
        },
        after: { priceAdjustment: o.priceAdjustment, payable: o.payable, reason },
      },
    });
    return 'done' as const;
  });
  switch (outcome) {
    case 'notFound':
      throw notFound();
    case 'shipped':
      throw (await findOrder(c.db, orderId)) ? conflict('ops.adjustAfterShipping') : notFound();
    case 'moneyTaken':
      throw conflict('ops.adjustMoneyTaken');
    case 'belowZero':
      throw invalidField('body.priceAdjustment', 'ops.adjustBelowZero');
    default:
      return opsOrder(c, orderId);
  }
}
