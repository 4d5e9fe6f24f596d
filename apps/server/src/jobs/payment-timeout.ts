import { ORDER_STATUS } from '@storefront/contract';
import type { Db } from '../db/client.js';
import { cancelInTx, deleteOldIdempotencyKeys, lockExpiredUnpaid } from '../modules/order/lifecycle.repository.js';
import { TIMEOUT_REASON } from '../modules/order/order.mapper.js';

/**
 * Cancels unpaid orders whose payment time ran out, releasing what they held. Safe on every server
 * process at once: each batch locks its orders with FOR UPDATE SKIP LOCKED, so two runners never
 * take the same order, and the cancel is a guarded `status = 0` update, so an order paid a moment
 * earlier is left alone. Returns how many orders this runner cancelled.
 */
export async function cancelExpiredOrders(db: Db, batchSize = 100): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const ids = await lockExpiredUnpaid(tx, batchSize);
      let done = 0;
      for (const id of ids) {
        const o = await cancelInTx(tx, id, [ORDER_STATUS.pendingPayment], TIMEOUT_REASON, 'system:timeout', null);
        if (o) done++;
      }
      return { found: ids.length, done };
    });
    cancelled += n.done;
    if (n.found < batchSize) return cancelled;
  }
}

/** Runs the job every `everyMs` until stopped; a failed run is logged and the next one tries again. */
export function startPaymentTimeoutJob(db: Db, log: { error: (o: object, m: string) => void }, everyMs = 30_000) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    cancelExpiredOrders(db)
      .then(() => deleteOldIdempotencyKeys(db))
      .catch((error: unknown) => log.error({ err: error }, 'payment timeout job failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
