import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.js';
import { scheduleJobs } from '../src/jobs/schedule.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openTestDatabase } from './support/app.js';

/**
 * The server's schedule (jobs/schedule.ts, what server.ts runs): housekeeping comes round on the
 * interval of HOUSEKEEPING_INTERVAL_MS and prunes, and closing the app takes its timers away. The
 * schedule's intervals run on Vitest's clock (setInterval and clearInterval only: the database,
 * Fastify and the test's own waits keep real time), so the test moves time on instead of sleeping,
 * and can see that no timer of the schedule is left once the app is closed.
 */
const INTERVAL_MS = 2_000;
let app: FastifyInstance;
let closed = false;
beforeAll(async () => {
  // Built as server.ts builds it: the app, then its schedule, then ready.
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    HOUSEKEEPING_INTERVAL_MS: String(INTERVAL_MS),
  });
  app = await buildApp(config, { database });
  app.addHook('onClose', () => database.close());
});
afterAll(async () => {
  vi.useRealTimers();
  if (!closed) await app.close();
});

const oldWindows = async () =>
  (
    await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from rate_limit where key like 'hk-schedule:%'`,
    )
  )[0]!.n;

describe('the server schedule', () => {
  it('runs housekeeping on the configured interval, and stops on close', async () => {
    expect(app.config.housekeepingIntervalMs).toBe(INTERVAL_MS);
    await app.database.execute(`insert into rate_limit (key, window_start, count)
      select 'hk-schedule:' || g, now() - interval '36 hours', 1 from generate_series(1, 3) g`);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldClearNativeTimers: true });
    scheduleJobs(app);
    await app.ready();
    // The payment timeout's and housekeeping's.
    expect(vi.getTimerCount()).toBe(2);
    expect(await oldWindows()).toBe(3);

    // One interval on: housekeeping's turn (the payment timeout's 30 s are far off).
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    await vi.waitFor(async () => expect(await oldWindows()).toBe(0), { timeout: 20_000, interval: 50 });

    await app.close();
    closed = true;
    expect(vi.getTimerCount()).toBe(0);
  });
});
