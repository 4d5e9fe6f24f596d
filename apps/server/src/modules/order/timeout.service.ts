import { ORDER_STATUS } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { cancelInTx, deleteOldIdempotencyKeys, lockExpiredHolds } from './lifecycle.repository.js';
import { REVIEW_TIMEOUT_REASON, TIMEOUT_REASON } from './order.mapper.js';

/**
 * Cancels orders that hold stock and a slot without confirmed money once their deadline passed
 * (docs/decisions/0041-unpaid-holds.md): bank transfers unpaid or unverified in 0, cash orders
 * not approved in 1. Everything they held is released. Safe on every server process at once: each
 * batch locks its orders with FOR UPDATE SKIP LOCKED, so two runners never take the same order,
 * and the cancel is a guarded update on the status the order was locked in, so an order confirmed
 * or approved a moment earlier (its deadline cleared) is never selected. Returns how many orders
 * this runner cancelled.
 */
export async function cancelExpiredOrders(db: Db, batchSize = 100): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const ids = await lockExpiredHolds(tx, batchSize);
      let done = 0;
      for (const { id, status } of ids) {
        const reason = status === ORDER_STATUS.pendingPayment ? TIMEOUT_REASON : REVIEW_TIMEOUT_REASON;
        const o = await cancelInTx(tx, id, [status], reason, 'system:timeout', null);
        if (o) done++;
      }
      return { found: ids.length, done };
    });
    cancelled += n.done;
    if (n.found < batchSize) return cancelled;
  }
}

/**
 * Idempotency keys answer retries of the same attempt, which come within minutes; a day later the
 * key (and the visitor secret its stored answer holds) is dropped.
 */
export async function pruneIdempotencyKeys(db: Db): Promise<void> {
  await deleteOldIdempotencyKeys(db);
}
