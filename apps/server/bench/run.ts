// `npm run bench`: builds a 100k-SKU catalogue (bench/catalogue.ts) in a fresh PostgreSQL database
// — or, with BENCH_DB=pglite, in an in-memory PGlite, the one-shop setup — starts the API on a
// free port and measures, in one run, search, lists and detail beside a bare route (/api/health) —
// the ceiling of this machine and framework — with autocannon. Figures are reported, not asserted.
import { mkdirSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector/promises';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { LIMIT_DEFAULTS, loadConfig } from '../src/config.js';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { seedCountries } from '../src/db/seed/countries.js';
import { seedSettings } from '../src/db/seed/settings.js';
import { CART_LINES, prepareCarts } from './cart.js';
import { seedBenchCatalogue } from './catalogue.js';
import { benchOrders } from './order.js';

const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_SKUS = Number(process.env.BENCH_SKUS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

const PGLITE = process.env.BENCH_DB === 'pglite';
// `BENCH_ONLY=cart,order` runs the bare route and the cases whose label contains one of the words
// (`order` for placement): a quicker loop while working on one path. Unset: every case.
const ONLY =
  process.env.BENCH_ONLY?.split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean) ?? null;
const wanted = (label: string) =>
  !ONLY || label.startsWith('bare') || ONLY.some((w) => label.toLowerCase().includes(w));

const name = `sf_bench_${process.pid}`;
const admin = PGLITE ? null : new pg.Client({ connectionString: adminUrl });
await admin?.connect();
await admin?.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

try {
  const database = await openDatabase(PGLITE ? {} : { databaseUrl: url.toString() });
  const seedStart = Date.now();
  await migrate(database);
  await seedCountries(database.db);
  await seedSettings(database.db);
  const skus = await seedBenchCatalogue(database, TARGET_SKUS);
  // After a bulk load autovacuum would soon do this; without it no index-only scan is index-only.
  await database.execute('vacuum analyze');
  console.log(`seeded ${skus} SKUs (brands × products × sizes) in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

  const cartTokens = await prepareCarts(database.db, 1, CONNECTIONS);
  await database.execute('analyze cart_line');

  // The biggest category, browsed as a shopper would: sorted by price, or by sales.
  const [biggest] = await queryRows<{ id: number }>(
    database.db,
    sql`select category_id as id from product group by category_id order by count(*) desc, category_id limit 1`,
  );
  const categoryId = Number(biggest?.id ?? 1);

  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...(PGLITE ? { DATA_DIR: `/tmp/${name}` } : { DATABASE_URL: url.toString() }),
      SEED_DEMO: 'false',
      // SESSION_CACHE_MS=0 measures the sessions' memory by its absence.
      ...(process.env.SESSION_CACHE_MS ? { SESSION_CACHE_MS: process.env.SESSION_CACHE_MS } : {}),
      // A few visitors place thousands of orders from one address: the abuse limits stay out of it.
      ...Object.fromEntries(Object.keys(LIMIT_DEFAULTS).map((k) => [k, '1000000000'])),
    }),
    { database },
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const json = { 'content-type': 'application/json' };
  const search = (keyword: string, locale: string) => ({
    method: 'POST' as const,
    path: '/api/sku/search',
    headers: { ...json, 'accept-language': locale },
    body: JSON.stringify({ keyword, warehouseId: 1, pageSize: 20 }),
  });
  const cases = [
    { label: 'bare route GET /api/health', request: { method: 'GET' as const, path: '/api/health' } },
    { label: 'search "apple" (en)', request: search('apple', 'en-US') },
    { label: 'search "tao fuji" (vi, no tones)', request: search('tao fuji', 'vi-VN') },
    { label: 'search "富士" (zh substring)', request: search('富士', 'zh-CN') },
    { label: 'search "bananna" (typo)', request: search('bananna', 'en-US') },
    { label: 'search "coke" (synonym of cola)', request: search('coke', 'en-US') },
    { label: 'search "นม" (th word in unspaced names)', request: search('นม', 'th-TH') },
    {
      label: 'browse page 3, price ascending',
      request: { ...search('', 'en-US'), body: JSON.stringify({ warehouseId: 1, sort: 'priceAsc', pageNum: 3 }) },
    },
    {
      label: 'browse a category, price ascending',
      request: { ...search('', 'en-US'), body: JSON.stringify({ warehouseId: 1, categoryId, sort: 'priceAsc' }) },
    },
    {
      label: 'browse a category, best sellers',
      request: { ...search('', 'en-US'), body: JSON.stringify({ warehouseId: 1, categoryId, sort: 'sales' }) },
    },
    {
      label: 'home recommendations',
      request: { method: 'GET' as const, path: '/api/home/pageRecommendProduct?warehouseId=1&pageNum=1&pageSize=20' },
    },
    {
      label: 'detail POST /api/sku/detail',
      request: {
        method: 'POST' as const,
        path: '/api/sku/detail',
        headers: json,
        body: JSON.stringify({ productSkuId: 4242, warehouseId: 1 }),
      },
    },
    {
      label: `cart pricing, ${CART_LINES}-line member carts`,
      // Each connection prices every member's cart in turn. (autocannon in a worker thread was tried:
      // on 2 cores the thread takes CPU from the server; bare +18 %, cart −16 %.)
      requests: cartTokens.map((token) => ({
        method: 'POST' as const,
        path: '/api/cart/list/promotion/v4',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ currentWarehouseId: 1 }),
      })),
    },
  ];
  const rows: {
    case: string;
    'req/s': number;
    'p50 ms': number;
    'p99 ms': number;
    errors: number;
    /** Response size: on this machine a large body costs as much in socket writes as the work behind it. */
    'kB/res'?: number;
  }[] = [];
  let bare: number | undefined;
  for (const c of cases.filter((c) => wanted(c.label))) {
    const profiling = await startProfile();
    const result = await autocannon({
      url: address,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: 'requests' in c ? c.requests : [c.request],
    });
    await profiling?.stop(c.label);
    rows.push({
      case: c.label,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
      'kB/res': Math.round(result.throughput.average / result.requests.average / 100) / 10,
    });
    bare ??= result.requests.average;
  }
  // Last: it writes orders and reserves stock, which the cases above must not see.
  const orders = wanted('order') ? await benchOrders(database, address, SECONDS, CONNECTIONS) : null;
  if (orders) rows.push(orders.row);
  await app.close();
  await database.close();
  for (const row of rows) Object.assign(row, { 'vs bare': `${Math.round((row['req/s'] / bare!) * 1000) / 10} %` });
  console.log(
    `${PGLITE ? 'PGlite (in memory)' : 'PostgreSQL'}, ${CONNECTIONS} connections, ${SECONDS} s per case, one server process`,
  );
  console.table(rows);
  if (orders) console.log(`orders: ${JSON.stringify(orders.stock)}`);
  if (orders && !orders.stock.exact) {
    console.error('order placement: stock does not match the placed orders');
    process.exitCode = 1;
  }
} finally {
  // BENCH_KEEP=1 leaves the database behind for EXPLAIN and psql (drop it yourself).
  if (process.env.BENCH_KEEP) console.log(`kept database ${name}`);
  else await admin?.query(`drop database if exists ${name} with (force)`);
  await admin?.end();
}

/**
 * `BENCH_PROFILE=<dir>` writes a CPU profile and a sampled allocation profile of the server process
 * for each case's load (`<dir>/<case>.cpuprofile` and `.heapprofile`; open them in Chrome's
 * DevTools): where a case's time goes, without the seeding around it. The load generator runs in
 * the same process, so its frames are in it too. Sampling the garbage slows the case a little.
 */
async function startProfile() {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return null;
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  // What the case allocates, the garbage too: what fills the young generation and what outlives it.
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 32_768,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  return {
    async stop(label: string) {
      const { profile } = await session.post('Profiler.stop');
      const { profile: heap } = await session.post('HeapProfiler.stopSampling');
      mkdirSync(dir, { recursive: true });
      const file = join(dir, label.replace(/[^\w]+/g, '-').slice(0, 60));
      writeFileSync(`${file}.cpuprofile`, JSON.stringify(profile));
      writeFileSync(`${file}.heapprofile`, JSON.stringify(heap));
      session.disconnect();
    },
  };
}
