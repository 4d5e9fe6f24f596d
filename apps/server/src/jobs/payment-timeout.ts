import { ORDER_STATUS } from '@storefront/contract';
import type { Db } from '../db/client.js';
import { cancelInTx, deleteOldIdempotencyKeys, lockExpiredHolds } from '../modules/order/lifecycle.repository.js';
import { REVIEW_TIMEOUT_REASON, TIMEOUT_REASON } from '../modules/order/order.mapper.js';
import { every, type StopJob } from './every.js';

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
 * Runs the job every `everyMs` until stopped; a failed run is logged and the next one tries again.
 * `ran` hears how many orders each run cancelled (the metrics count them).
 */
export function startPaymentTimeoutJob(
  db: Db,
  log: { error: (o: object, m: string) => void },
  everyMs = 30_000,
  ran?: (cancelled: number) => void,
): StopJob {
  return every(
    everyMs,
    async () => {
      ran?.(await cancelExpiredOrders(db));
      await deleteOldIdempotencyKeys(db);
    },
    (error) => log.error({ err: error }, 'payment timeout job failed'),
  );
}
