import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  auditLog,
  customerOrder,
  customerOrderLine,
  orderRefund,
  orderStatusLog,
  transferReceipt,
} from '../../db/schema/index.js';
import { releaseCoupon } from '../../shared/coupons/index.js';
import { releaseCredit, refundWallet } from './ledger.repository.js';
import { commitStock, releaseSlot, releaseStock } from './stock-slot.repository.js';
import { OPEN_HOLD, orderStatuses } from '../../db/order-status.js';

type OrderColumns = PgUpdateSetSource<typeof customerOrder>;

/**
 * What completing an order writes about its money: cash on delivery was collected at the door, so
 * a completed cash order is paid (its `paidAt` and the payable as `paidAmount`), and only then can
 * it be refunded like any paid order. Other methods keep what they had.
 */
export const cashCollectedAtCompletion: OrderColumns = {
  paidAt: sql`case when ${customerOrder.paymentMethod} = 'cashOnDelivery' then coalesce(${customerOrder.paidAt}, now()) else ${customerOrder.paidAt} end`,
  paidAmount: sql`case when ${customerOrder.paymentMethod} = 'cashOnDelivery' then coalesce(${customerOrder.paidAmount}, ${customerOrder.payable}) else ${customerOrder.paidAmount} end`,
};

/**
 * Moves an order from one of `from` to `to` with a guarded update (`where status in (from)`): a
 * repeat or a race changes nothing twice, and only the caller that gets the row back acts on it.
 * `extra` narrows further (e.g. a bank transfer only) and `set` writes the columns that go with it.
 */
export async function transition(
  tx: Db,
  orderId: number,
  from: number[],
  to: number,
  set: OrderColumns = {},
  extra?: SQL,
) {
  const [row] = await tx
    .update(customerOrder)
    .set({ ...set, status: to, updatedAt: sql`now()` })
    .where(and(eq(customerOrder.id, orderId), inArray(customerOrder.status, from), extra))
    .returning();
  return row ?? null;
}

/** Locks an order row for the rest of the transaction and reads its status and confirmed money. */
export const lockOrder = (tx: Db, orderId: number) =>
  tx
    .select({ status: customerOrder.status, paidAmount: customerOrder.paidAmount })
    .from(customerOrder)
    .where(eq(customerOrder.id, orderId))
    .for('update')
    .then((r) => r[0] ?? null);

export const logStatus = (
  tx: Db,
  orderId: number,
  action: string,
  fromStatus: number | null,
  toStatus: number | null,
  actor: string,
  note: string | null = null,
) => tx.insert(orderStatusLog).values({ orderId, action, fromStatus, toStatus, actor, note });

const linesToRelease = (tx: Db, orderId: number) =>
  tx
    .select({ skuId: customerOrderLine.skuId, quantity: customerOrderLine.quantity })
    .from(customerOrderLine)
    .where(eq(customerOrderLine.orderId, orderId));

export interface RefundRequest {
  method: 'original' | 'bankCard';
  bankName?: string | undefined;
  bankAccount?: string | undefined;
  accountHolder?: string | undefined;
  /** The shopper's reason for a refund asked on its own; a cancel's reason is the order's. */
  reason?: string | undefined;
}

/** An entry of the audit trail written in the caller's transaction, so it exists exactly when the change does. */
export const auditInTx = (
  tx: Db,
  e: {
    staffId: number | null;
    memberId: number | null;
    action: string;
    orderId: number;
    detail: Record<string, unknown>;
  },
) =>
  tx.insert(auditLog).values({
    actorMemberId: e.memberId,
    actingStaffId: e.staffId,
    action: e.action,
    target: `order:${e.orderId}`,
    detail: e.detail,
  });

type OrderRowColumns = typeof customerOrder.$inferSelect;

/**
 * Gives confirmed money back through the order's one refund row: the row is written first (primary
 * key: one per order, by one method, for the amount paid), and only the transaction that wrote it
 * moves money. A wallet order refunded to its original method goes back to the wallet at once;
 * anything else waits for finance to settle it. When a refund was already asked (a bank card, say),
 * that one stands and nothing else is given back. Unpaid orders (a receipt alone included) get none.
 */
export async function refundPaidInTx(tx: Db, o: OrderRowColumns, request: RefundRequest) {
  if (o.paidAt === null || !o.paidAmount) return false;
  const walletBack = o.paymentMethod === 'wallet' && request.method === 'original' && o.memberId !== null;
  if (!(await insertRefund(tx, o.id, o.paidAmount, request, 'requested'))) return false;
  if (walletBack) {
    await refundWallet(tx, o.memberId!, o.currencyCode, o.paidAmount, o.id);
    await settleRefund(tx, o.id);
  }
  return true;
}

/**
 * Cancels an order and gives back everything it held, exactly once: only the transaction whose
 * guarded update moved the order to 5 releases its stock, slot, coupon and credit (and the ledgers'
 * unique (order, kind) rows would refuse a second release anyway). Confirmed money gets its refund
 * (`refundPaidInTx`); `refund` says how the canceller wants it (null: to the original method, as
 * for the timeout job, whose orders hold no confirmed money anyway).
 */
export async function cancelInTx(
  tx: Db,
  orderId: number,
  from: number[],
  reason: string,
  actor: string,
  refund: RefundRequest | null,
) {
  const before = await lockOrder(tx, orderId);
  if (!before) return null;
  const o = await transition(tx, orderId, from, 5, {
    cancelReason: reason,
    cancelledAt: sql`now()`,
    paymentDeadline: null,
  });
  if (!o) return null;
  await releaseStock(tx, o.warehouseId, await linesToRelease(tx, orderId));
  await releaseSlot(tx, o.warehouseId, o.slotDate, o.slotStart);
  if (o.memberId !== null && o.paymentMethod === 'credit')
    await releaseCredit(tx, o.memberId, o.currencyCode, o.payable, o.id);
  if (o.couponId !== null) await releaseCoupon(tx, o.couponId, o.id);
  await refundPaidInTx(tx, o, refund ?? { method: 'original' });
  await logStatus(tx, orderId, 'cancel', before.status, 5, actor, reason);
  return o;
}

/** One refund per order (primary key); false when there already is one. */
export async function insertRefund(
  tx: Db,
  orderId: number,
  amount: number,
  r: RefundRequest,
  status: 'requested' | 'refunded',
) {
  const rows = await tx
    .insert(orderRefund)
    .values({
      orderId,
      amount,
      method: r.method,
      bankName: r.method === 'bankCard' ? (r.bankName ?? null) : null,
      bankAccount: r.method === 'bankCard' ? (r.bankAccount ?? null) : null,
      accountHolder: r.method === 'bankCard' ? (r.accountHolder ?? null) : null,
      reason: r.reason ?? null,
      status,
      refundedAt: status === 'refunded' ? new Date() : null,
    })
    .onConflictDoNothing()
    .returning({ orderId: orderRefund.orderId });
  return rows.length === 1;
}

/**
 * Settles a requested refund once (guarded on its status), and only of confirmed money no smaller
 * than the refund: a refund row of an order nobody confirmed payment for is never settled.
 */
export const settleRefund = (tx: Db, orderId: number, bankReference: string | null = null) =>
  tx
    .update(orderRefund)
    .set({ status: 'refunded', refundedAt: sql`now()`, bankReference })
    .where(
      and(
        eq(orderRefund.orderId, orderId),
        eq(orderRefund.status, 'requested'),
        sql`exists (select 1 from customer_order o where o.id = ${orderRefund.orderId}
          and o.paid_at is not null and o.paid_amount >= ${orderRefund.amount})`,
      ),
    )
    .returning()
    .then((r) => r[0] ?? null);

export const saveReceipt = (tx: Db, orderId: number, contentType: string, dataBase64: string, bytes: number) =>
  tx
    .insert(transferReceipt)
    .values({ orderId, contentType, dataBase64, bytes })
    .onConflictDoUpdate({
      target: transferReceipt.orderId,
      // A new receipt gets a new key: a browser that cached the old picture never shows it for this one.
      set: {
        key: sql`replace(gen_random_uuid()::text, '-', '')`,
        contentType,
        dataBase64,
        bytes,
        createdAt: sql`now()`,
        rejectedAt: null,
        rejectedReason: null,
      },
    });

/** A delivery order leaves with its tracking number; a pickup order is never shipped (`readyInTx`). */
export async function shipInTx(tx: Db, orderId: number, trackingNumber: string) {
  const o = await transition(
    tx,
    orderId,
    [2],
    3,
    { trackingNumber, shippedAt: sql`now()` },
    eq(customerOrder.deliveryType, 'delivery'),
  );
  if (!o) return null;
  await commitStock(tx, o.warehouseId, await linesToRelease(tx, orderId));
  return o;
}

/**
 * A pickup order is packed and set aside at its warehouse for the shopper to collect: 2 → 3 with
 * no tracking number. The stock leaves the shelf now, as a shipped order's does.
 */
export async function readyInTx(tx: Db, orderId: number) {
  const o = await transition(tx, orderId, [2], 3, { readyAt: sql`now()` }, eq(customerOrder.deliveryType, 'pickup'));
  if (!o) return null;
  await commitStock(tx, o.warehouseId, await linesToRelease(tx, orderId));
  return o;
}

/**
 * Orders holding stock and a slot without confirmed money whose deadline passed (an unpaid or
 * unverified bank transfer in 0, a cash order operations did not approve in 1), locked for this
 * runner. SKIP LOCKED lets several runners (one per server process) share the work without
 * waiting on each other, and the row lock keeps a payment confirmation or an approval that is
 * being recorded from racing the cancel: that order is skipped now and, once confirmed or
 * approved, has no deadline any more.
 */
export const lockExpiredHolds = (tx: Db, limit: number) =>
  tx
    .execute(
      sql`select id, status from customer_order
          where status in (${orderStatuses(...OPEN_HOLD)}) and payment_deadline is not null and payment_deadline <= now() and paid_at is null
          order by payment_deadline limit ${limit} for update skip locked`,
    )
    .then((r) =>
      (r as { rows: { id: number; status: number }[] }).rows.map((x) => ({
        id: Number(x.id),
        status: Number(x.status),
      })),
    );

/**
 * Idempotency keys answer retries of the same attempt, which come within minutes; a day later the
 * key (and the visitor secret its stored answer holds) is dropped.
 */
export const deleteOldIdempotencyKeys = (db: Db) =>
  db.execute(sql`delete from idempotency_key where created_at < now() - interval '1 day'`);
