import type { Db } from '../db/client.js';
import { cancelExpiredOrders, pruneIdempotencyKeys } from '../modules/order/timeout.service.js';

/**
 * Runs the job every `everyMs` until stopped; a failed run is logged and the next one tries again.
 * `ran` hears how many orders each run cancelled (the metrics count them).
 */
export function startPaymentTimeoutJob(
  db: Db,
  log: { error: (o: object, m: string) => void },
  everyMs = 30_000,
  ran?: (cancelled: number) => void,
) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    cancelExpiredOrders(db)
      .then((cancelled) => {
        ran?.(cancelled);
        return pruneIdempotencyKeys(db);
      })
      .catch((error: unknown) => log.error({ err: error }, 'payment timeout job failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
