import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { type Database, queryRows } from '../src/db/client.js';
import { cancelExpiredOrders } from '../src/modules/order/timeout.service.js';
import { removeUnattached } from '../src/modules/upload/upload.service.js';
import { checkConsistency } from '../src/ops/consistency.js';
import { openUploadStorage, originalName, variantName } from '../src/shared/uploads/storage.js';
import { digest } from './support/auth.js';
import { place, placementBody, prepareStock, request, visitor } from './support/buyers.js';
import { createServerDatabase, type ServerProcess, startServer, type TestDatabase } from './support/child-server.js';
import { startTestS3, type TestS3 } from './support/s3.js';
import { multipartBody } from './support/upload.js';
import { hcmAddress } from './support/address.js';

/**
 * What a deployment of several server processes behind a load balancer relies on beyond the races
 * of reliability-two-node.test.ts: uploads in a shared storage (PostgreSQL, then an S3-compatible
 * store run in this test), revocations pushed to every node, catalogue writes and SMS codes seen
 * everywhere, and the payment timeout run by three nodes at once. Each node has a DATA_DIR of
 * its own, as separate machines would. PostgreSQL only: PGlite is one process's database.
 */
const onPostgres = inject('testDatabase').kind === 'postgres';
const LAN = { phone: '901234501', password: 'demo1234' };
const HOA = { phone: '987654303', password: 'demo1234' };
/** A minute: whatever a node refuses sooner was pushed to it, not aged out of its session cache. */
const SESSION_CACHE_MS = 60_000;
const SHARED = { SESSION_CACHE_MS: String(SESSION_CACHE_MS), SMS_CODE_SECRET: 'nodes-test-sms-code-secret-0123456789' };

let database: TestDatabase;
let direct: Database;
const folders: string[] = [];

/** Starts `count` nodes on the test database, each with a DATA_DIR of its own. */
async function startNodes(count: number, env: Record<string, string>): Promise<ServerProcess[]> {
  const dirs = await Promise.all(Array.from({ length: count }, () => mkdtemp(join(tmpdir(), 'sf-node-'))));
  folders.push(...dirs);
  return Promise.all(dirs.map((DATA_DIR) => startServer(database, { ...SHARED, ...env, DATA_DIR })));
}

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createServerDatabase();
  direct = await database.open();
}, 120_000);
afterAll(async () => {
  await direct?.close();
  await database?.drop();
  await Promise.all(folders.map((f) => rm(f, { recursive: true, force: true })));
});

let address = 0;
/** Each caller at an address of its own (the nodes trust one proxy hop), in English. */
const from = () => ({
  'x-forwarded-for': `10.77.${(++address >> 8) & 255}.${address & 255}`,
  'accept-language': 'en-US',
});

async function login(node: ServerProcess, who: { phone: string; password: string }) {
  const res = await request(node.url, 'POST', '/sso/login/password', from(), {
    phoneCountryCode: '84',
    phoneNumber: who.phone,
    password: digest(who.password),
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return { ...from(), authorization: `Bearer ${res.body.data.token as string}` };
}

const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#c84' } })
    .jpeg()
    .toBuffer();

async function uploadThrough(node: ServerProcess, headers: Record<string, string>) {
  const body = multipartBody(await photo(), 'shop.jpg', 'image/jpeg');
  const res = await fetch(`${node.url}/api/upload/image`, {
    method: 'POST',
    headers: { ...headers, 'content-type': body.contentType },
    body: body.payload,
  });
  const answer = (await res.json()) as { code: number; data: { key: string; url: string } };
  expect(answer.code, JSON.stringify(answer)).toBe(200);
  return answer.data;
}

/** The picture at `url` (signed by the answer that named it) at w×h, from `node`. */
async function picture(node: ServerProcess, url: string, w: number, h: number) {
  const res = await fetch(`${node.url}${url}&w=${w}&h=${h}`);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

/**
 * Upload through A, served by B byte for byte; a variant B renders is the one A serves; B accepts
 * an address naming the picture; the cleanup removes every stored object of it, and both nodes
 * then answer 404.
 */
async function uploadsAreShared(a: ServerProcess, b: ServerProcess, storageEnv: Record<string, string>) {
  const lanOnA = await login(a, LAN);
  const lanOnB = await login(b, LAN);
  const kept = await uploadThrough(a, lanOnA);
  const fromA = await picture(a, kept.url, 400, 400);
  const fromB = await picture(b, kept.url, 400, 400);
  expect([fromA.status, fromB.status]).toEqual([200, 200]);
  expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
  expect(await sharp(fromB.bytes).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
  // Rendered first on B, then read by A from the shared storage: the same bytes, not a second rendering.
  const madeOnB = await picture(b, kept.url, 128, 96);
  const readOnA = await picture(a, kept.url, 128, 96);
  expect(readOnA.bytes.equals(madeOnB.bytes)).toBe(true);
  const added = await request(
    b.url,
    'POST',
    '/member/address/add',
    lanOnB,
    hcmAddress({ name: 'Lan', images: [kept.url] }),
  );
  expect(added.body.code, JSON.stringify(added.body)).toBe(200);
  expect((await picture(a, added.body.data.images[0] as string, 200, 200)).status).toBe(200);

  // An upload nobody used, a day old: the cleanup (run by whichever node) removes its objects.
  const dropped = await uploadThrough(b, lanOnB);
  expect((await picture(a, dropped.url, 400, 400)).status).toBe(200);
  expect((await picture(b, dropped.url, 64, 64)).status).toBe(200);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: folders[0]!, ...storageEnv });
  const storage = await openUploadStorage(config.uploads, direct.db);
  try {
    const names = [originalName(dropped.key), variantName(dropped.key, 400, 400), variantName(dropped.key, 64, 64)];
    for (const name of names) expect(await storage.has(name), name).toBe(true);
    await direct.execute(`update upload set created_at = now() - interval '25 hours' where key = '${dropped.key}'`);
    expect(await removeUnattached({ db: direct.db, storage })).toBe(1);
    for (const name of names) expect(await storage.has(name), name).toBe(false);
    expect(await storage.has(originalName(kept.key))).toBe(true);
  } finally {
    await storage.close();
  }
  expect((await picture(a, dropped.url, 400, 400)).status).toBe(404);
  expect((await picture(b, dropped.url, 64, 64)).status).toBe(404);
}

describe.skipIf(!onPostgres)('two nodes with uploads in PostgreSQL', () => {
  const ORDERS = 60;
  let a: ServerProcess;
  let b: ServerProcess;
  const node = (i: number) => (i % 2 ? b : a);
  beforeAll(async () => {
    [a, b] = (await startNodes(2, { UPLOAD_STORAGE: 'postgres' })) as [ServerProcess, ServerProcess];
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a, b].map((n) => n?.stop()));
  });

  it('an upload through A is served by B with identical bytes, its variants are shared, and the cleanup removes them everywhere', async () => {
    await uploadsAreShared(a, b, { UPLOAD_STORAGE: 'postgres' });
  });

  it(`a logout on A refuses the token on B at once, far within its ${SESSION_CACHE_MS / 1000} s session cache; so does a password change`, async () => {
    const info = async (node: ServerProcess, headers: Record<string, string>) =>
      (await request(node.url, 'GET', '/sso/info', headers)).body.code;
    /** Milliseconds until `node` refuses `headers`, polled (bounded well below the cache's time). */
    const refusedWithin = async (node: ServerProcess, headers: Record<string, string>) => {
      const start = Date.now();
      while ((await info(node, headers)) === 200) {
        if (Date.now() - start > 10_000) return Infinity;
        await new Promise((r) => setTimeout(r, 10)); // poll interval, not a wait for the outcome
      }
      return Date.now() - start;
    };
    const session = await login(a, HOA);
    // B remembers the live session first: without a push it would serve it for a minute more.
    expect(await info(b, session)).toBe(200);
    expect(await info(b, session)).toBe(200);
    expect((await request(a.url, 'GET', '/sso/logout', session)).body.code).toBe(200);
    const afterLogout = await refusedWithin(b, session);
    expect(afterLogout).toBeLessThan(1_000);

    const kept = await login(a, HOA);
    const ended = await login(b, HOA);
    expect(await info(a, ended)).toBe(200);
    const change = (from: string, to: string) =>
      request(b.url, 'POST', '/sso/member/updatePassword', kept, {
        oldPassword: digest(from),
        newPassword: digest(to),
      });
    expect((await change(HOA.password, 'changed-123')).body.code).toBe(200);
    try {
      const afterChange = await refusedWithin(a, ended);
      expect(afterChange).toBeLessThan(1_000);
      expect(await info(a, kept)).toBe(200);
      console.info(
        `nodes: a logout on A refused on B after ${afterLogout} ms; a password change on B on A after ${afterChange} ms`,
      );
    } finally {
      expect((await change('changed-123', HOA.password)).body.code).toBe(200);
    }
  });

  it('a catalogue write is seen by the next request to either node: 0 stale answers in 20 writes', async () => {
    const [row] = await queryRows<{ id: number }>(
      direct.db,
      sql`select s.id from sku s join sku_price p on p.sku_id = s.id and p.country_code = 'VN' where s.on_shelf order by s.id limit 1`,
    );
    const skuId = row!.id;
    await direct.execute(`delete from promotion where sku_id = ${skuId}`);
    const priceOn = async (node: ServerProcess) =>
      (await request(node.url, 'POST', '/sku/detail', from(), { productSkuId: skuId, warehouseId: 1 })).body.data
        .price as number;
    let stale = 0;
    for (let i = 1; i <= 20; i++) {
      // Both nodes hold the current price in their caches before each write.
      await Promise.all([priceOn(a), priceOn(b)]);
      const price = 10_000 + i * 1_000;
      await direct.execute(`update sku_price set price = ${price} where sku_id = ${skuId} and country_code = 'VN'`);
      const seen = i % 2 ? [await priceOn(b), await priceOn(a)] : [await priceOn(a), await priceOn(b)];
      stale += seen.filter((p) => p !== price).length;
    }
    expect(stale).toBe(0);
  });

  it('an SMS code sent through A logs in through B', async () => {
    const phoneNumber = '909770001';
    const local = { 'accept-language': 'en-US' };
    const sent = await request(
      a.url,
      'GET',
      `/sso/login/sendSmsCode?phoneCountryCode=84&phoneNumber=${phoneNumber}&scene=login`,
      from(),
    );
    expect(sent.body.code, JSON.stringify(sent.body)).toBe(200);
    const outbox = async (node: ServerProcess) =>
      (await request(node.url, 'GET', `/dev/sms/outbox?phoneNumber=${phoneNumber}`, local)).body.data as {
        code: string;
      }[];
    // Only A sent it: the code travels to B with the customer, not through B's outbox.
    expect(await outbox(b)).toEqual([]);
    const [message] = await outbox(a);
    const verified = await request(b.url, 'POST', '/sso/login/smsCode', from(), {
      phoneCountryCode: '84',
      phoneNumber,
      smsCode: message!.code,
      agreement: true,
    });
    expect(verified.body.code, JSON.stringify(verified.body)).toBe(200);
    expect(
      await request(a.url, 'GET', '/sso/info', { authorization: `Bearer ${verified.body.data.token}` }),
    ).toMatchObject({
      status: 200,
    });
  });

  it(`the payment timeout run on three nodes at once cancels each of ${ORDERS} expired orders exactly once`, async () => {
    const [sku] = await prepareStock(direct, 1, 10_000);
    const buyers = [];
    for (let i = 0; i < ORDERS; i += 50) {
      buyers.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, ORDERS - i) }, (_, k) => visitor(node(i + k).url, 9_000 + i + k)),
        )),
      );
    }
    const body = await placementBody(a.url, buyers[0]!, sku!);
    const placed = await Promise.all(buyers.map((buyer, i) => place(node(i).url, buyer, body)));
    expect(placed.filter((p) => p.body.code === 200)).toHaveLength(ORDERS);
    const ids = placed.map((p) => p.body.data.orderId as number);
    await direct.execute(
      `update customer_order set payment_deadline = now() - interval '1 minute' where id in (${ids.join(',')})`,
    );

    // The job each server runs every 30 s, run by three at once, each on its own connection pool
    // as on three machines (the job keeps nothing in memory: only the database is shared).
    const runners = await Promise.all([1, 2, 3].map(() => database.open()));
    let cancelled: number[];
    try {
      cancelled = await Promise.all(runners.map((r) => cancelExpiredOrders(r.db, 5)));
    } finally {
      await Promise.all(runners.map((r) => r.close()));
    }
    expect(cancelled.reduce((x, y) => x + y, 0)).toBe(ORDERS);

    const [state] = await queryRows<{ cancelled: number; logs: number; reserved: number }>(
      direct.db,
      sql`select
        (select count(*)::int from customer_order where id in ${ids} and status = 5) as cancelled,
        (select count(*)::int from order_status_log where order_id in ${ids} and to_status = 5) as logs,
        (select reserved::int from stock where sku_id = ${sku} and warehouse_id = 1) as reserved`,
    );
    expect(state).toEqual({ cancelled: ORDERS, logs: ORDERS, reserved: 0 });
    const check = await checkConsistency(direct.db, { strict: true });
    expect(check.violations).toEqual([]);
    console.info(`nodes: ${ORDERS} expired orders, three runners at once cancelled ${cancelled.join(' + ')}`);
  });
});

describe.skipIf(!onPostgres)('two nodes with uploads in an S3-compatible store', () => {
  let s3: TestS3;
  let nodes: ServerProcess[] = [];
  beforeAll(async () => {
    s3 = await startTestS3();
    nodes = await startNodes(2, s3.env);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.stop()));
    await s3?.close();
  });

  it('an upload through A is served by B with identical bytes, its variants are shared, and the cleanup removes them from the bucket', async () => {
    await uploadsAreShared(nodes[0]!, nodes[1]!, s3.env);
  });
});

describe.skipIf(onPostgres)('several nodes (PGlite)', () => {
  it.skip('need PostgreSQL: PGlite is one process’s embedded database; run with TEST_DATABASE_URL', () => {});
});
