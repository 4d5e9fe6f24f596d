import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { checkConsistency } from '../src/ops/consistency.js';
import { type Buyer, place, placementBody, prepareStock, request, visitor } from './support/buyers.js';
import {
  createServerDatabase,
  runOps,
  type ServerProcess,
  startServer,
  type TestDatabase,
} from './support/child-server.js';

/**
 * Crash safety (issue 14, item 3): a real server process takes orders from many buyers at once
 * and is killed with SIGKILL in the middle; restarted on the same database, it serves again, and
 * the database holds no half order and nothing the orders do not explain. Runs on PostgreSQL in
 * the postgres project and on PGlite in a folder on disk in the pglite project.
 */
const BUYERS = 24;
/** Orders acknowledged before the kill: enough that the kill lands among many in flight. */
const BEFORE_KILL = 60;
const REASON = 'I ordered by mistake';

let database: TestDatabase;
let server: ServerProcess | null = null;
let skus: number[];

beforeAll(async () => {
  database = await createServerDatabase();
  const direct = await database.open();
  skus = await prepareStock(direct, 3, 100_000);
  await direct.close();
}, 120_000);
afterAll(async () => {
  await server?.crash();
  await database?.drop();
});

interface Outcome {
  placed: number[];
  cancelled: number[];
  failures: number;
}

/**
 * Each buyer places orders one after another (every second one cancelled at once) until its
 * connection breaks; the kill comes once `BEFORE_KILL` orders were acknowledged in all.
 */
async function buyUntilKilled(base: string, buyers: Buyer[], bodies: unknown[], kill: () => Promise<void>) {
  const outcome: Outcome = { placed: [], cancelled: [], failures: 0 };
  // Assigned inside the buyers' closures, so the type is stated rather than narrowed to null here.
  let killing = null as Promise<void> | null;
  const loop = async (b: Buyer, i: number) => {
    for (let n = 0; ; n++) {
      try {
        const res = await place(base, b, bodies[(i + n) % bodies.length]);
        if (res.status !== 200) throw new Error(`${res.status} ${res.body.message}`);
        outcome.placed.push(res.body.data.orderId);
        if (outcome.placed.length >= BEFORE_KILL) killing ??= kill();
        if (n % 2 === 1) {
          const { orderId, orderSecret } = res.body.data;
          const c = await request(base, 'POST', '/order/cancel', b.headers, { orderId, orderSecret, reason: REASON });
          if (c.status === 200) outcome.cancelled.push(orderId);
        }
      } catch (error) {
        if (!killing) throw error; // before the kill every request must succeed
        outcome.failures++;
        return;
      }
    }
  };
  await Promise.all(buyers.map(loop));
  await killing;
  return outcome;
}

describe('kill -9 while orders are being placed', () => {
  it('restarts on the same database with no half order and every ledger consistent', async () => {
    server = await startServer(database);
    const first = server;
    const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => visitor(first.url, i + 1)));
    const bodies = await Promise.all(skus.map((sku) => placementBody(first.url, buyers[0]!, sku)));
    const outcome = await buyUntilKilled(first.url, buyers, bodies, () => first.crash());
    expect(outcome.placed.length).toBeGreaterThanOrEqual(BEFORE_KILL);
    expect(outcome.failures).toBe(BUYERS); // every buyer saw the crash

    // Restarted on the same database, it serves again.
    server = await startServer(database);
    const again = await place(server.url, buyers[0]!, bodies[0]);
    expect(again.body.code, JSON.stringify(again.body)).toBe(200);
    await server.stop();
    server = null;

    const direct = await database.open();
    try {
      const report = await checkConsistency(direct.db, { strict: true });
      expect(report.violations).toEqual([]);
      // Nothing acknowledged was lost, and every order is whole: lines, placement record, stock.
      const orders = await queryRows<{ id: number; status: number; lines: number }>(
        direct.db,
        sql`select o.id, o.status, (select count(*)::int from customer_order_line l where l.order_id = o.id) as lines
            from customer_order o where o.visitor_id is not null`,
      );
      const byId = new Map(orders.map((o) => [o.id, o]));
      for (const id of [...outcome.placed, again.body.data.orderId]) expect(byId.get(id)?.lines, `order ${id}`).toBe(1);
      for (const id of outcome.cancelled) expect(byId.get(id)?.status, `order ${id}`).toBe(5);
      console.info(
        `crash (${database.kind}): ${outcome.placed.length} orders acknowledged before and around the kill, ` +
          `${orders.length} in the database after restart, ${outcome.cancelled.length} cancelled, 0 violations`,
      );
    } finally {
      await direct.close();
    }

    // The ops CLI says the same, and exits 1 when a row is broken.
    const clean = await runOps(database, ['check', '--strict']);
    expect(clean.code, clean.out).toBe(0);
    const broken = await database.open();
    await broken.execute(`update stock set reserved = reserved + 1 where sku_id = ${skus[0]} and warehouse_id = 1`);
    await broken.close();
    const dirty = await runOps(database, ['check', '--strict']);
    expect(dirty.code, dirty.out).toBe(1);
    expect(dirty.out).toContain('stock.reservedOutsideOrders');
  }, 300_000);
});
