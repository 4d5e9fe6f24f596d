import { z } from 'zod';

export const operationsEnv = z.object({
  /**
   * After SIGTERM: how long the server keeps serving while its readiness answers 503, so the load
   * balancer takes it out of rotation before it closes (seconds).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /** Prometheus metrics on a listener of their own (never the public port); unset: off. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Interface of the metrics listener: this machine only unless opened (a container: 0.0.0.0). */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * How long a server remembers a live session (ms) instead of reading it on every request. Its own
   * revocations are immediate; another process's are seen within this time. 0: read every time.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /**
   * What the catalogue cache may hold (MB, as estimated: shared/catalogue-cache): ranked searches,
   * lists' choices, card and pricing rows. Least recently used out beyond it.
   */
  CATALOGUE_CACHE_MB: z.coerce.number().int().min(1).max(65_536).default(256),
  /** How often each server prunes what only grows (jobs/housekeeping.ts), in ms: ten minutes. */
  HOUSEKEEPING_INTERVAL_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(600_000),
});

export interface OperationsConfig {
  /** SHUTDOWN_DRAIN_SECONDS in ms: serving on with readiness 503 after SIGTERM. */
  shutdownDrainMs: number;
  /** The Prometheus listener; null: no metrics. */
  metrics: { port: number; host: string } | null;
  /** SESSION_CACHE_MS: how long a live session is remembered; 0 off. */
  sessionCacheMs: number;
  /** CATALOGUE_CACHE_MB in bytes: the catalogue cache's budget. */
  catalogueCacheBytes: number;
  /** HOUSEKEEPING_INTERVAL_MS: the housekeeping job's period. */
  housekeepingIntervalMs: number;
}

/** Running the server among others: draining, metrics, how much it remembers, housekeeping. */
export function readOperations(e: z.infer<typeof operationsEnv>): OperationsConfig {
  return {
    shutdownDrainMs: Math.round(e.SHUTDOWN_DRAIN_SECONDS * 1000),
    metrics: e.METRICS_PORT === undefined ? null : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    sessionCacheMs: e.SESSION_CACHE_MS,
    catalogueCacheBytes: e.CATALOGUE_CACHE_MB * 1024 * 1024,
    housekeepingIntervalMs: e.HOUSEKEEPING_INTERVAL_MS,
  };
}
