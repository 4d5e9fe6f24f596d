import type { Locale } from '@storefront/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { checkConsistency } from '../src/ops/consistency.js';
import { type Answer, type Buyer, place, placementBody, prepareStock, request, visitor } from './support/buyers.js';
import {
  createServerDatabase,
  runOps,
  type ServerProcess,
  startServer,
  type TestDatabase,
} from './support/child-server.js';
import { addToCart, createMembers, type Member, memberPlacementBody } from './support/members.js';

/**
 * Crash safety: a real server process takes orders from many buyers at once —
 * visitors, and members paying on credit, from their wallet and in cash — and is killed with
 * SIGKILL in the middle; restarted on the same database, it serves again, and the database holds
 * no half order and nothing the orders do not explain: stock, slots, coupons, and the credit and
 * wallet ledgers of every member order. Runs on PostgreSQL in the postgres project and on PGlite
 * in a folder on disk in the pglite project.
 */
const VISITORS = 10;
const MEMBERS = 12;
/** Orders acknowledged before the kill: enough that the kill lands among many in flight. */
const BEFORE_KILL = 60;
/** Of which member orders at least: every payment method a few times. */
const MEMBERS_BEFORE_KILL = 18;
const METHODS = ['credit', 'wallet', 'cashOnDelivery'] as const;
const REASON = 'I ordered by mistake';
const MEMBER_LOCALES: Locale[] = ['vi-VN', 'en-US', 'th-TH', 'zh-CN'];

let database: TestDatabase;
let server: ServerProcess | null = null;
let skus: number[];
let members: Member[];

beforeAll(async () => {
  database = await createServerDatabase();
  const direct = await database.open();
  skus = await prepareStock(direct, 3, 100_000);
  // The wallet is a payment method only where the shop shows it (off in the demo settings).
  await direct.execute(`update app_setting set value = 'true'::jsonb where key = 'USER_WALLET_SHOW'`);
  members = await createMembers(direct, MEMBERS, {
    phonePrefix: '9720',
    locales: MEMBER_LOCALES,
    net: '10.202',
    walletBalance: 1_000_000_000,
    creditLimit: 10_000_000_000,
  });
  await direct.close();
}, 120_000);
afterAll(async () => {
  await server?.crash();
  await database?.drop();
});

interface Placed {
  orderId: number;
  member: boolean;
  paymentMethod: string;
}
interface Outcome {
  placed: Placed[];
  cancelled: number[];
  failures: number;
}

/** One buyer's next order: what to send, and its answer. */
type Step = (n: number) => Promise<{ answer: Answer; member: boolean; paymentMethod: string }>;

/**
 * Each buyer places orders one after another (every second one cancelled at once) until its
 * connection breaks; the kill comes once `BEFORE_KILL` orders, `MEMBERS_BEFORE_KILL` of them a
 * member's, were acknowledged.
 */
async function buyUntilKilled(base: string, buyers: { who: Buyer; step: Step }[], kill: () => Promise<void>) {
  const outcome: Outcome = { placed: [], cancelled: [], failures: 0 };
  // Assigned inside the buyers' closures, so the type is stated rather than narrowed to null here.
  let killing = null as Promise<void> | null;
  const memberOrders = () => outcome.placed.filter((p) => p.member).length;
  const loop = async ({ who, step }: { who: Buyer; step: Step }) => {
    for (let n = 0; ; n++) {
      try {
        const { answer: res, member, paymentMethod } = await step(n);
        if (res.status !== 200) throw new Error(`${res.status} ${res.body.message}`);
        outcome.placed.push({ orderId: res.body.data.orderId, member, paymentMethod });
        if (outcome.placed.length >= BEFORE_KILL && memberOrders() >= MEMBERS_BEFORE_KILL) killing ??= kill();
        if (n % 2 === 1) {
          const { orderId, orderSecret } = res.body.data;
          const c = await request(base, 'POST', '/order/cancel', who.headers, {
            orderId,
            ...(orderSecret ? { orderSecret } : {}),
            reason: REASON,
          });
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

/** The placement bodies of each SKU and payment method, as a member's preview priced them. */
async function memberBodies(base: string, m: Member) {
  for (const sku of skus) await addToCart(base, m, sku);
  const bodies = new Map<string, unknown>();
  for (const sku of skus)
    for (const method of METHODS)
      bodies.set(`${sku}:${method}`, (await memberPlacementBody(base, m, sku, method)).body);
  const emptied = await request(base, 'POST', '/cart/delete', m.headers, { warehouseId: 1, productSkuIds: skus });
  expect(emptied.status, JSON.stringify(emptied.body)).toBe(200);
  return bodies;
}

describe('kill -9 while orders are being placed', () => {
  it('restarts on the same database with no half order and every ledger consistent', async () => {
    server = await startServer(database);
    const first = server;
    const visitors = await Promise.all(Array.from({ length: VISITORS }, (_, i) => visitor(first.url, i + 1)));
    const bodies = await Promise.all(skus.map((sku) => placementBody(first.url, visitors[0]!, sku)));
    // Every member's preview prices the same: one member's bodies serve all.
    const priced = await memberBodies(first.url, members[0]!);
    const buyers = [
      ...visitors.map((who, i) => ({
        who,
        step: async (n: number) => ({
          answer: await place(first.url, who, bodies[(i + n) % bodies.length]),
          member: false,
          paymentMethod: 'cashOnDelivery',
        }),
      })),
      ...members.map((who, i) => ({
        who,
        step: async (n: number) => {
          const sku = skus[(i + n) % skus.length]!;
          const paymentMethod = METHODS[(i + n) % METHODS.length]!;
          await addToCart(first.url, who, sku);
          return {
            answer: await place(first.url, who, priced.get(`${sku}:${paymentMethod}`)),
            member: true,
            paymentMethod,
          };
        },
      })),
    ];
    const outcome = await buyUntilKilled(first.url, buyers, () => first.crash());
    const memberPlaced = outcome.placed.filter((p) => p.member);
    expect(outcome.placed.length).toBeGreaterThanOrEqual(BEFORE_KILL);
    expect(memberPlaced.length).toBeGreaterThanOrEqual(MEMBERS_BEFORE_KILL);
    for (const method of METHODS)
      expect(memberPlaced.filter((p) => p.paymentMethod === method).length).toBeGreaterThan(0);
    expect(outcome.failures).toBe(VISITORS + MEMBERS); // every buyer saw the crash

    // Restarted on the same database, it serves again: a visitor, and a member on credit.
    server = await startServer(database);
    const again = await place(server.url, visitors[0]!, bodies[0]);
    expect(again.body.code, JSON.stringify(again.body)).toBe(200);
    const m = members[1]!;
    // The cart may hold the line of an order the kill cut short: start it again from empty.
    await request(server.url, 'POST', '/cart/delete', m.headers, { warehouseId: 1, productSkuIds: skus });
    await addToCart(server.url, m, skus[0]!);
    const againMember = await place(server.url, m, priced.get(`${skus[0]}:credit`));
    expect(againMember.body.code, JSON.stringify(againMember.body)).toBe(200);
    await server.stop();
    server = null;

    const direct = await database.open();
    try {
      const report = await checkConsistency(direct.db, { strict: true });
      expect(report.violations).toEqual([]);
      // Nothing acknowledged was lost, and every order is whole: lines, placement record, stock.
      const orders = await queryRows<{ id: number; status: number; lines: number; member: boolean; method: string }>(
        direct.db,
        sql`select o.id, o.status, o.member_id is not null as member, o.payment_method as method,
              (select count(*)::int from customer_order_line l where l.order_id = o.id) as lines
            from customer_order o where o.visitor_id is not null or o.member_id in ${sql.raw(`(${members.map((x) => x.id).join(',')})`)}`,
      );
      const byId = new Map(orders.map((o) => [o.id, o]));
      for (const p of [
        ...outcome.placed,
        { orderId: again.body.data.orderId, member: false, paymentMethod: 'cashOnDelivery' },
        { orderId: againMember.body.data.orderId, member: true, paymentMethod: 'credit' },
      ])
        expect(byId.get(p.orderId), `order ${p.orderId}`).toMatchObject({
          lines: 1,
          member: p.member,
          method: p.paymentMethod,
        });
      for (const id of outcome.cancelled) expect(byId.get(id)?.status, `order ${id}`).toBe(5);
      // Each member's credit used is the sum of their credit ledger, and their orders' ledgers match
      // (the checker above); here, besides, that the ledgers saw the acknowledged member orders.
      const ledgers = await queryRows<{ kind: string; n: number }>(
        direct.db,
        sql`select 'credit' as kind, count(distinct order_id)::int as n from credit_ledger
              where member_id in ${sql.raw(`(${members.map((x) => x.id).join(',')})`)}
            union all
            select 'wallet', count(distinct order_id)::int from wallet_ledger
              where member_id in ${sql.raw(`(${members.map((x) => x.id).join(',')})`)}`,
      );
      const ackedBy = (method: string) =>
        new Set(memberPlaced.filter((p) => p.paymentMethod === method).map((p) => p.orderId)).size;
      expect(ledgers.find((l) => l.kind === 'credit')!.n).toBeGreaterThanOrEqual(ackedBy('credit') + 1);
      expect(ledgers.find((l) => l.kind === 'wallet')!.n).toBeGreaterThanOrEqual(ackedBy('wallet'));
      const memberRows = orders.filter((o) => o.member);
      console.info(
        `crash (${database.kind}): ${outcome.placed.length} orders acknowledged before and around the kill ` +
          `(${memberPlaced.length} by members: ${METHODS.map((x) => `${memberPlaced.filter((p) => p.paymentMethod === x).length} ${x}`).join(', ')}), ` +
          `${orders.length} in the database after restart (${memberRows.length} members'), ` +
          `${outcome.cancelled.length} cancelled, 0 violations`,
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
