import type { DeliveryType, Locale, OpsOrder, PaymentMethod } from '@storefront/contract';
import { ORDER_STATUS } from '@storefront/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerOrder } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { warehouseScope } from '../../shared/staff-scope/index.js';
import {
  auditInTx,
  cancelInTx,
  cashCollectedAtCompletion,
  lockOrder,
  logStatus,
  settleRefund,
  readyInTx,
  shipInTx,
  transition,
} from './lifecycle.repository.js';
import { toOpsOrder } from './order.mapper.js';
import {
  auditTrailOf,
  findOrder,
  linesOfOrders,
  listOrders,
  orderConditions,
  orderInScope,
  orderWhere,
  statusIs,
} from './order.repository.js';
import { refundWallet } from './ledger.repository.js';
import { auditChangesOf, memberContactOf } from './ops-page.repository.js';
import { summaries } from './list.service.js';

/**
 * The staff side of an order's life, shared by the staff API and the ops CLI. Every operation is a
 * guarded transition (a repeat answers 409 and changes nothing) and is written to the order's
 * status log with who did it and from which status.
 */
export interface OpsCtx {
  db: Db;
  locale: Locale;
  /** `staff:<id>` from the API, `ops:<user>` from the CLI. */
  actor: string;
  /**
   * The staff member at the keyboard (API), whose warehouses bound every read and change; null from
   * the CLI, whose user is in `actor` and which works on every warehouse.
   */
  staffId?: number | null;
}

/** The staff member's warehouses as a condition on the order's; none from the CLI. */
const scopeOf = (c: OpsCtx) => (c.staffId ? warehouseScope(c.staffId, customerOrder.warehouseId) : undefined);

/**
 * An order of another warehouse than the staff member's is answered as one that does not exist.
 * Checked before a change: an order's warehouse never changes after placement, so the check holds
 * for the guarded update that follows.
 */
export async function mustSeeOrder(c: OpsCtx, orderId: number): Promise<void> {
  const scope = scopeOf(c);
  if (scope && !(await orderInScope(c.db, orderId, scope))) throw notFound();
}

export async function opsOrder(c: OpsCtx, orderId: number): Promise<OpsOrder> {
  const row = await findOrder(c.db, orderId, scopeOf(c));
  if (!row) throw notFound();
  const [lines, log, audits, contact] = await Promise.all([
    linesOfOrders(c.db, [orderId]),
    auditTrailOf(c.db, orderId),
    auditChangesOf(c.db, orderId),
    memberContactOf(c.db, row.order.memberId),
  ]);
  return toOpsOrder(row, lines, log, c.locale, { audits, contact });
}

export async function opsList(
  c: OpsCtx,
  q: {
    status: string;
    pageNum: number;
    pageSize: number;
    warehouseId?: number | undefined;
    keyword?: string | undefined;
    receiptToCheck?: boolean | undefined;
    refundToSettle?: boolean | undefined;
    memberId?: number | undefined;
    newerThan?: number | undefined;
    placedFrom?: string | undefined;
    placedTo?: string | undefined;
    paymentMethod?: PaymentMethod | undefined;
    deliveryType?: DeliveryType | undefined;
  },
) {
  const where = and(
    scopeOf(c),
    statusIs(q.status === 'all' ? null : Number(q.status)),
    q.warehouseId ? orderWhere.warehouseIs(q.warehouseId) : undefined,
    q.keyword ? orderWhere.snOrPhone(q.keyword) : undefined,
    q.placedFrom ? orderWhere.placedFrom(q.placedFrom) : undefined,
    q.placedTo ? orderWhere.placedTo(q.placedTo) : undefined,
    q.paymentMethod ? orderWhere.paymentMethodIs(q.paymentMethod) : undefined,
    q.deliveryType ? orderWhere.deliveryTypeIs(q.deliveryType) : undefined,
    q.receiptToCheck ? orderWhere.receiptToCheck() : undefined,
    q.refundToSettle ? orderWhere.refundToSettle() : undefined,
    q.memberId ? orderConditions.memberIs(q.memberId) : undefined,
    q.newerThan ? orderWhere.newerThan(q.newerThan) : undefined,
  );
  const { rows, total, newest } = await listOrders(c.db, where, q.pageSize, (q.pageNum - 1) * q.pageSize);
  return {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    total,
    newestOrderId: newest,
    list: await summaries(c.db, rows, c.locale),
  };
}

async function step(
  c: OpsCtx,
  orderId: number,
  action: string,
  from: number,
  to: number,
  set = {},
  note: string | null = null,
  extra?: ReturnType<typeof and>,
) {
  await mustSeeOrder(c, orderId);
  const done = await c.db.transaction(async (tx) => {
    const o = await transition(tx, orderId, [from], to, set, extra);
    if (o) await logStatus(tx, orderId, action, from, to, c.actor, note);
    return o;
  });
  if (!done) throw (await findOrder(c.db, orderId)) ? conflict('order.statusChanged') : notFound();
  return opsOrder(c, orderId);
}

/** Approval ends a cash order's hold deadline: from here the order is the shop's to deliver. */
export const opsReview = (c: OpsCtx, orderId: number) =>
  step(c, orderId, 'review', ORDER_STATUS.pendingReview, ORDER_STATUS.processing, {
    reviewedAt: sql`now()`,
    paymentDeadline: null,
  });

/** Picking starts: the order stays in 2; recorded once (guarded on the empty timestamp). */
export const opsStartProcessing = (c: OpsCtx, orderId: number) =>
  step(
    c,
    orderId,
    'startProcessing',
    ORDER_STATUS.processing,
    ORDER_STATUS.processing,
    { processingStartedAt: sql`now()` },
    null,
    isNull(customerOrder.processingStartedAt),
  );

/**
 * A transition that moves stock as well (`shipInTx`, `readyInTx`), logged with its note. A refusal
 * says why: a pickup order is never shipped and a delivery order never waits for collection.
 */
async function moveOut(
  c: OpsCtx,
  orderId: number,
  action: 'ship' | 'readyForPickup',
  run: (tx: Db) => Promise<unknown>,
  note: string | null,
) {
  await mustSeeOrder(c, orderId);
  const done = await c.db.transaction(async (tx) => {
    const o = await run(tx);
    if (o) await logStatus(tx, orderId, action, ORDER_STATUS.processing, ORDER_STATUS.pendingReceipt, c.actor, note);
    return o;
  });
  if (done) return opsOrder(c, orderId);
  const row = await findOrder(c.db, orderId);
  if (!row) throw notFound();
  if (row.order.status === ORDER_STATUS.processing)
    throw conflict(action === 'ship' ? 'order.pickupNotShipped' : 'order.deliveryNotReady');
  throw conflict('order.statusChanged');
}

export const opsShip = (c: OpsCtx, orderId: number, trackingNumber: string) =>
  moveOut(c, orderId, 'ship', (tx) => shipInTx(tx, orderId, trackingNumber), trackingNumber);

export const opsReadyForPickup = (c: OpsCtx, orderId: number) =>
  moveOut(c, orderId, 'readyForPickup', (tx) => readyInTx(tx, orderId), null);

/** Delivered at the door, or collected at the warehouse: either way 3 → 4. */
export const opsComplete = (c: OpsCtx, orderId: number) =>
  step(c, orderId, 'complete', ORDER_STATUS.pendingReceipt, ORDER_STATUS.completed, {
    completedAt: sql`now()`,
    ...cashCollectedAtCompletion,
  });

/**
 * Finance confirms that a bank transfer's money arrived (the finance role is declared with the
 * endpoint in the contract): 0 → 1 with `paidAt` and the amount paid, the hold deadline cleared, once (guarded on 0, bank transfer, not yet paid). Who and when go to the order's log
 * and the audit trail in the same transaction. A receipt is not needed: money seen on the
 * statement without one is still money.
 */
export async function opsConfirmPayment(c: OpsCtx, orderId: number) {
  await mustSeeOrder(c, orderId);
  const done = await c.db.transaction(async (tx) => {
    const before = await lockOrder(tx, orderId);
    if (!before) return null;
    const o = await transition(
      tx,
      orderId,
      [ORDER_STATUS.pendingPayment],
      ORDER_STATUS.pendingReview,
      { paidAt: sql`now()`, paidAmount: sql`${customerOrder.payable}`, paymentDeadline: null },
      and(eq(customerOrder.paymentMethod, 'bankTransfer'), isNull(customerOrder.paidAt)),
    );
    if (!o) return null;
    await logStatus(tx, orderId, 'confirmPayment', before.status, ORDER_STATUS.pendingReview, c.actor);
    await auditInTx(tx, {
      staffId: c.staffId ?? null,
      memberId: o.memberId,
      action: 'order.confirmPayment',
      orderId,
      detail: { actor: c.actor, amount: o.paidAmount, currencyCode: o.currencyCode, at: o.paidAt },
    });
    return o;
  });
  if (!done) throw (await findOrder(c.db, orderId)) ? conflict('order.statusChanged') : notFound();
  return opsOrder(c, orderId);
}

export async function opsCancel(c: OpsCtx, orderId: number, reason: string) {
  const row = await findOrder(c.db, orderId, scopeOf(c));
  if (!row) throw notFound();
  const done = await c.db.transaction((tx) =>
    cancelInTx(
      tx,
      orderId,
      [ORDER_STATUS.pendingPayment, ORDER_STATUS.pendingReview, ORDER_STATUS.processing],
      reason,
      c.actor,
      { method: 'original' },
    ),
  );
  if (!done) throw conflict('order.statusChanged');
  return opsOrder(c, orderId);
}

/**
 * Finance records that the order's one refund was made (the finance role): once, guarded on its
 * status, and only of confirmed money at least as large (`settleRefund`). A wallet refund to the
 * original method goes back to the wallet here, through the same refund row.
 */
export async function opsRefund(c: OpsCtx, orderId: number, note: string | null, bankReference: string | null = null) {
  const row = await findOrder(c.db, orderId, scopeOf(c));
  if (!row) throw notFound();
  const done = await c.db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const r = await settleRefund(tx, orderId, bankReference);
    if (!r) return null;
    const o = row.order;
    if (o.paymentMethod === 'wallet' && r.method === 'original' && o.memberId !== null) {
      await refundWallet(tx, o.memberId, o.currencyCode, r.amount, o.id);
    }
    await logStatus(
      tx,
      orderId,
      'refund',
      o.status,
      null,
      c.actor,
      [bankReference, note].filter(Boolean).join(' · ') || null,
    );
    await auditInTx(tx, {
      staffId: c.staffId ?? null,
      memberId: o.memberId,
      action: 'order.refund',
      orderId,
      detail: { actor: c.actor, amount: r.amount, method: r.method, currencyCode: o.currencyCode, note, bankReference },
    });
    return r;
  });
  if (!done) throw conflict('order.statusChanged');
  return opsOrder(c, orderId);
}
