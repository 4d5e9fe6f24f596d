import type { FastifyInstance } from 'fastify';
import { startHousekeepingJob } from './housekeeping.js';
import { startPaymentTimeoutJob } from './payment-timeout.js';

/**
 * The server's schedule, run by every server process: the payment timeout every 30 s (its runs
 * counted by the metrics) and housekeeping every HOUSEKEEPING_INTERVAL_MS. Closing the app stops
 * both before the database closes, waiting for a run in progress.
 */
export function scheduleJobs(app: FastifyInstance): void {
  const stops = [
    startPaymentTimeoutJob(app.db, app.log, undefined, (cancelled) => app.metrics?.timeoutRun(cancelled)),
    startHousekeepingJob(app.db, app.log, app.config.housekeepingIntervalMs),
  ];
  app.addHook('onClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
  });
}
