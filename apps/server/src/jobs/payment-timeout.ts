import type { Db } from '../db/client.js';
import { cancelExpiredOrders, pruneIdempotencyKeys } from '../modules/order/timeout.service.js';
import { every, type StopJob } from './every.js';

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
      await pruneIdempotencyKeys(db);
    },
    (error) => log.error({ err: error }, 'payment timeout job failed'),
  );
}
