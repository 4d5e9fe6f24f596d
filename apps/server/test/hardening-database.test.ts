import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isDatabaseUnavailable, queryRows } from '../src/db/client.js';
import { createTestApp } from './support/app.js';

const source = inject('testDatabase');

describe('database errors that mean "not reachable now"', () => {
  it.each([
    ['a terminated backend', { code: '57P01' }],
    ['a connection exception', { code: '08006' }],
    ['a refused connection', { code: 'ECONNREFUSED' }],
    ['a cut socket', new Error('Connection terminated unexpectedly')],
    ['one wrapped by drizzle', { message: 'Failed query', cause: { code: '57P01' } }],
  ])('%s is unavailable (503)', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505' }],
    ['a syntax error', { code: '42601' }],
    ['a plain bug', new TypeError('x is undefined')],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

// Only a PostgreSQL server has connections to cut; PGlite lives in the process.
describe.skipIf(source.kind !== 'postgres')('PostgreSQL connections cut mid-burst', () => {
  let app: FastifyInstance;
  let admin: pg.Client;
  let database = '';
  beforeAll(async () => {
    app = await createTestApp();
    [{ name: database } = { name: '' }] = await queryRows<{ name: string }>(
      app.db,
      sql`select current_database() as name`,
    );
    admin = new pg.Client({ connectionString: (source as { adminUrl: string }).adminUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await app?.close();
  });

  const search = (keyword: string) =>
    app.inject({
      method: 'POST',
      url: '/api/sku/search',
      headers: { 'accept-language': 'vi-VN' },
      payload: { keyword, pageSize: 20 },
    });
  const terminateBackends = () =>
    admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );

  it('fails in-flight requests with a 503 envelope, survives, and serves again', async () => {
    const unhandled: unknown[] = [];
    const onUncaught = (error: unknown) => unhandled.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      for (let round = 0; round < 3; round++) {
        const burst = Array.from({ length: 30 }, (_, i) => search(['tao', 'milk', 'cà phê', 'bananna'][i % 4]!));
        // Cut every connection of this database while the burst is being served.
        await new Promise((r) => setImmediate(r));
        await terminateBackends();
        for (const res of await Promise.all(burst)) {
          expect([200, 503], res.body).toContain(res.statusCode);
          if (res.statusCode === 503) {
            expect(res.json()).toEqual({
              code: 503,
              message: 'Dịch vụ tạm thời gián đoạn; vui lòng thử lại sau giây lát',
              data: null,
            });
            expect(res.headers['retry-after']).toBeDefined();
          }
        }
      }
      // Give late socket errors the chance to surface as uncaught before checking.
      await new Promise((r) => setTimeout(r, 100));
      expect(unhandled).toEqual([]);
      // Idle pool clients cut with the rest are dropped as their errors arrive: the server serves
      // again within moments, so this waits for the condition rather than one lucky request.
      await expect.poll(async () => (await search('milk')).statusCode, { timeout: 15_000 }).toBe(200);
      expect((await search('milk')).json().data.total).toBeGreaterThan(0);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });

  it('survives a cut inside a transaction', async () => {
    const tx = app.db.transaction(async (t) => {
      await t.execute(sql`select 1`);
      await terminateBackends();
      await t.execute(sql`select pg_sleep(0.05)`);
    });
    await expect(tx).rejects.toSatisfy(isDatabaseUnavailable);
    await expect.poll(async () => (await search('tao')).statusCode, { timeout: 15_000 }).toBe(200);
  });
});
