import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Locale } from '@storefront/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, queryRows } from '../src/db/client.js';
import { translate } from '../src/i18n/index.js';
import { checkConsistency } from '../src/ops/consistency.js';
import { type Buyer, placementBody, prepareStock, visitor } from './support/buyers.js';
import { type ServerProcess, startServer, type TestDatabase } from './support/child-server.js';
import {
  createDatabase,
  type PrivatePostgres,
  privatePostgresUnavailable,
  startPrivatePostgres,
} from './support/private-postgres.js';
import { buildTemplate } from './support/template.js';

/**
 * PostgreSQL restarted under load. The shared test server must not be
 * restarted, so this test starts a PostgreSQL server of its own (support/private-postgres.ts), a
 * server process on it, and keeps orders and catalogue reads going while PostgreSQL is restarted
 * (`pg_ctl restart -m fast`) and then stopped for a while and started again. Proven: the server
 * process stays up; every answer comes within a bound and is a 200 or the 503 envelope in the
 * caller's language (never a 500, never a hang); once PostgreSQL is back it serves and places
 * orders again; every order that got a 503, retried with its Idempotency-Key, ends as exactly one
 * order; the consistency checker (strict) finds nothing.
 *
 * It brings its own PostgreSQL, so it runs once per `npm test`, in the pglite project (every run
 * has it); it is skipped, saying why, where the PostgreSQL binaries are missing.
 */
const unavailable = privatePostgresUnavailable();
const skipReason =
  unavailable ??
  (inject('testDatabase').kind === 'pglite'
    ? null
    : 'runs once per run, in the pglite project: it brings its own PostgreSQL');
/** No answer may take longer than this, outage or not. */
const BOUND_MS = 10_000;
const ORDER_LOOPS = 6;
const READ_LOOPS = 3;
/** Orders placed before each fault, and again after the recovery. */
const ORDERS_BETWEEN = 8;
const LOCALES: Locale[] = ['vi-VN', 'th-TH', 'zh-CN', 'en-US', 'lo-LA', 'fil-PH'];
const KEYWORDS = ['tao', 'milk', 'cà phê', 'bananna', 'rice', 'trà', 'ฟูจิ', 'egg'];

type Phase = 'before' | 'restart' | 'outage' | 'after';
interface Sample {
  kind: 'order' | 'read';
  /** When it was sent, and when its answer came. */
  phase: Phase;
  answeredIn: Phase;
  locale: Locale;
  /** 0: no answer within the bound; -1: the connection failed (the server process is gone). */
  status: number;
  ms: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes
  body: { code: number; message: string; data: any } | null;
  retryAfter: string | null;
  /** Orders: what was sent, to retry it. */
  sent?: { buyer: Buyer; key: string };
}

let postgres: PrivatePostgres | null = null;
let server: ServerProcess | null = null;
let database: TestDatabase;
let dataDir = '';
let sku: number;

beforeAll(async () => {
  if (skipReason) return;
  postgres = await startPrivatePostgres();
  await createDatabase(postgres, 'sf');
  const url = postgres.url('sf');
  const seeded = await buildTemplate({ databaseUrl: url });
  [sku] = (await prepareStock(seeded, 1, 1_000_000)) as [number];
  await seeded.close();
  dataDir = await mkdtemp(join(tmpdir(), 'sf-restart-'));
  database = {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    open: () => openDatabase({ databaseUrl: url }),
    drop: async () => {},
  };
  server = await startServer(database);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await postgres?.destroy();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** One request with its time and answer; a hang past the bound or a refused connection is recorded, not thrown. */
async function timed(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<Pick<Sample, 'status' | 'ms' | 'body' | 'retryAfter'>> {
  const started = Date.now();
  try {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(BOUND_MS),
    });
    const text = await res.text();
    let parsed: Sample['body'] = null;
    try {
      parsed = JSON.parse(text) as Sample['body'];
    } catch {
      // Not the envelope: `body` stays null and the assertions name it.
    }
    return { status: res.status, ms: Date.now() - started, body: parsed, retryAfter: res.headers.get('retry-after') };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return { status: timedOut ? 0 : -1, ms: Date.now() - started, body: null, retryAfter: null };
  }
}

/** Polls `condition` until it holds; fails after `timeoutMs` with `what`. */
async function until(condition: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not reached in ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20)); // poll interval of the condition, not a wait for an outcome
  }
}

describe.skipIf(skipReason !== null)('PostgreSQL restarted under load', () => {
  it('the server stays up, answers 503 while PostgreSQL is away, and serves and places orders once it is back', async () => {
    const base = server!.url;
    const samples: Sample[] = [];
    let phase: Phase = 'before';
    let running = true;
    const ok = (kind: Sample['kind'], p: Phase) =>
      samples.filter((s) => s.kind === kind && s.phase === p && s.status === 200).length;
    const failed = (kind: Sample['kind'], p: Phase) =>
      samples.filter((s) => s.kind === kind && s.phase === p && s.status === 503).length;

    const buyers = await Promise.all(
      Array.from({ length: ORDER_LOOPS }, (_, i) => visitor(base, 500 + i, LOCALES[i % LOCALES.length])),
    );
    const body = await placementBody(base, buyers[0]!, sku);

    const orderLoop = async (buyer: Buyer, i: number) => {
      const locale = LOCALES[i % LOCALES.length]!;
      while (running) {
        const key = randomUUID();
        const p = phase;
        const answer = await timed(
          base,
          'POST',
          '/order/generateOrder',
          { ...buyer.headers, 'idempotency-key': key },
          body,
        );
        samples.push({ kind: 'order', phase: p, answeredIn: phase, locale, ...answer, sent: { buyer, key } });
        if (answer.status <= 0) return; // a hang or a dead server: the assertions below say so
      }
    };
    const readLoop = async (i: number) => {
      const locale = LOCALES[(i + 3) % LOCALES.length]!;
      for (let n = 0; running; n++) {
        const p = phase;
        const answer = await timed(
          base,
          'POST',
          '/sku/search',
          { 'accept-language': locale },
          { keyword: KEYWORDS[(i + n) % KEYWORDS.length], pageNum: 1 + (n % 3), pageSize: 10 },
        );
        samples.push({ kind: 'read', phase: p, answeredIn: phase, locale, ...answer });
        if (answer.status <= 0) return;
      }
    };
    const loops = [...buyers.map(orderLoop), ...Array.from({ length: READ_LOOPS }, (_, i) => readLoop(i))];

    try {
      // 1. Load on a healthy database.
      await until(() => ok('order', 'before') >= ORDERS_BETWEEN, 'orders before the restart');
      // 2. A fast restart: transactions in flight are aborted, every connection is closed.
      phase = 'restart';
      await postgres!.restart();
      await until(() => ok('order', 'restart') >= ORDERS_BETWEEN, 'orders after the fast restart');
      // 3. PostgreSQL away for a while: requests keep coming and must be refused quickly.
      phase = 'outage';
      await postgres!.stop();
      await until(
        () =>
          failed('order', 'outage') >= 2 * ORDER_LOOPS &&
          failed('read', 'outage') + ok('read', 'outage') >= 2 * READ_LOOPS,
        'orders and reads answered during the outage',
      );
      await postgres!.start();
      // 4. Back: it serves and places orders again, without being restarted itself.
      phase = 'after';
      await until(
        () => ok('order', 'after') >= ORDERS_BETWEEN && ok('read', 'after') >= READ_LOOPS,
        'orders after the recovery',
      );
    } catch (error) {
      throw new Error(`${(error as Error).message}\nserver:\n${server!.output()}\npostgres:\n${await postgres!.log()}`);
    } finally {
      running = false;
      await Promise.all(loops);
    }

    expect(server!.running(), server!.output()).toBe(true);
    // Never a hang past the bound, never a refused connection, never a 500: a 200 or the 503 envelope.
    for (const s of samples) {
      expect(s.status, `${s.kind} in ${s.phase}: ${JSON.stringify(s.body)}`).toBeOneOf([200, 503]);
      expect(s.ms).toBeLessThan(BOUND_MS);
      if (s.status === 503) {
        expect(s.body).toEqual({ code: 503, message: translate(s.locale, 'unavailable'), data: null });
        expect(s.retryAfter).not.toBeNull();
      }
    }
    // Before and after the faults everything succeeds; the refusals are the faults'.
    expect(samples.filter((s) => s.answeredIn === 'before' && s.status !== 200)).toEqual([]);
    expect(samples.filter((s) => s.phase === 'after' && s.status !== 200)).toEqual([]);
    expect(failed('order', 'outage')).toBeGreaterThanOrEqual(2 * ORDER_LOOPS);

    // Every order refused with a 503, sent again with its key, becomes exactly one order: either
    // the one its first try committed before the answer was lost, or a new one now.
    const refused = samples.filter((s) => s.kind === 'order' && s.status === 503);
    const retried = await Promise.all(
      refused.map((s) =>
        timed(base, 'POST', '/order/generateOrder', { ...s.sent!.buyer.headers, 'idempotency-key': s.sent!.key }, body),
      ),
    );
    expect(retried.map((r) => r.status)).toEqual(refused.map(() => 200));
    const placed = samples
      .filter((s) => s.kind === 'order' && s.status === 200)
      .map((s) => s.body!.data.orderId as number);
    const all = [...placed, ...retried.map((r) => r.body!.data.orderId as number)];
    expect(new Set(all).size).toBe(all.length);

    const direct = await database.open();
    try {
      const [orders] = await queryRows<{ n: number; whole: number }>(
        direct.db,
        sql`select count(*)::int as n,
              count(*) filter (where exists (select 1 from customer_order_line l where l.order_id = o.id))::int as whole
            from customer_order o where o.visitor_id is not null`,
      );
      // Exactly the acknowledged orders exist (the buyers placed nothing else), each with its line.
      expect(orders).toEqual({ n: all.length, whole: all.length });
      expect((await checkConsistency(direct.db, { strict: true })).violations).toEqual([]);
    } finally {
      await direct.close();
    }

    const figures = (p: Phase) =>
      `${p}: ${ok('order', p)} orders / ${ok('read', p)} reads ok, ${failed('order', p)} / ${failed('read', p)} × 503`;
    const slowest = Math.max(...samples.map((s) => s.ms));
    console.info(
      `postgres restart: ${samples.length} requests, ${(['before', 'restart', 'outage', 'after'] as const).map(figures).join('; ')}; ` +
        `slowest answer ${slowest} ms; ${refused.length} refused orders retried with their key → ${retried.length} orders, ` +
        `${all.length} orders in all, 0 violations`,
    );
  }, 120_000);
});

// Where it cannot run, the report says why.
if (skipReason !== null)
  describe('PostgreSQL restarted under load', () => {
    it.skip(`skipped: ${skipReason}`, () => {});
  });
