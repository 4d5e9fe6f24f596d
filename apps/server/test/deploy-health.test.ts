import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { prepareDatabase } from '../src/app.js';
import { ConfigError, loadConfig, refuseUnsharedSecrets } from '../src/config.js';
import { queryRows } from '../src/db/client.js';
import { translate } from '../src/i18n/index.js';
import { createTestApp } from './support/app.js';
import { captureStdout } from './support/capture-log.js';

/**
 * What a load balancer and an orchestrator ask of one node: liveness and readiness apart, the
 * request id carried through, a 404 for a build's asset it does not have; and what a node refuses
 * at start (docs/deploy.md).
 */
let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'sf-dist-'));
  await mkdir(join(dist, 'web', 'assets'), { recursive: true });
  await mkdir(join(dist, 'console', 'assets'), { recursive: true });
  await writeFile(join(dist, 'web', 'index.html'), '<!doctype html><title>shop</title>');
  await writeFile(join(dist, 'web', 'assets', 'index-old.js'), 'console.log(1)');
  await writeFile(
    join(dist, 'console', 'index.html'),
    '<!doctype html><meta name="csp-nonce" content=""><title>console</title>',
  );
  await writeFile(join(dist, 'console', 'assets', 'console-old.js'), 'console.log(2)');
  app = await createTestApp({ WEB_DIST_DIR: join(dist, 'web'), CONSOLE_DIST_DIR: join(dist, 'console') });
});
afterAll(async () => {
  await app?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('liveness and readiness', () => {
  it('answers live and ready apart, and /api/health as before', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ code: 200, data: { status: 'live' } });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      code: 200,
      data: { status: 'ready', database: true, migrationsBehind: 0, draining: false },
    });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ code: 200, data: { status: 'ok' } });
  });

  it('is not ready while draining (503 in the caller language, connections closed), yet live and serving', async () => {
    app.lifecycle.draining = true;
    try {
      const ready = await app.inject({
        method: 'GET',
        url: '/api/health/ready',
        headers: { 'accept-language': 'vi-VN' },
      });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        code: 503,
        message: translate('vi-VN', 'unavailable'),
        data: { status: 'notReady', draining: true, database: true },
      });
      expect(ready.headers['retry-after']).toBe('2');
      const served = await app.inject({ method: 'GET', url: '/api/global/base/getCountry' });
      expect(served.statusCode).toBe(200);
      expect(served.headers.connection).toBe('close');
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      app.lifecycle.draining = false;
    }
  });

  it('is not ready while the database lacks a migration of this build', async () => {
    // The newest applied migration, taken away and put back.
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      app.db,
      sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    if (!newest) throw new Error('no migration applied');
    await app.database.execute(`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ data: { migrationsBehind: 1, database: true, draining: false } });
    } finally {
      await app.database.execute(
        `insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, '${newest.hash}', ${newest.created_at})`,
      );
    }
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('carries the load balancer X-Request-Id into the answer, or makes one', async () => {
    const given = await app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.42');
    const made = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // An id that could forge a log line or swell it is replaced, not echoed.
    const odd = await app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'a"} {"level":60' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const errorAnswer = await app.inject({
      method: 'POST',
      url: '/api/sku/search',
      payload: '{',
      headers: { 'content-type': 'application/json', 'x-request-id': 'bad-json-1' },
    });
    expect(errorAnswer.statusCode).toBe(422);
    expect(errorAnswer.headers['x-request-id']).toBe('bad-json-1');
  });
});

describe('request ids in the log', () => {
  it('puts the request id in every log line of the request', async () => {
    const log = captureStdout();
    const logged = await createTestApp({ LOG_LEVEL: 'info' });
    try {
      await logged.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'trace-me-1' } });
      await logged.inject({
        method: 'POST',
        url: '/api/sku/search',
        payload: '{',
        headers: { 'content-type': 'application/json', 'x-request-id': 'trace-me-2' },
      });
    } finally {
      log.restore();
      await logged.close();
    }
    const lines = log
      .text()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { reqId?: string; msg?: string });
    const of = (id: string) => lines.filter((l) => l.reqId === id).map((l) => l.msg);
    expect(of('trace-me-1')).toEqual(['incoming request', 'request completed']);
    expect(of('trace-me-2')).toEqual(['incoming request', 'request rejected', 'request completed']);
    // Every line about a request names one.
    expect(lines.filter((l) => /request/.test(l.msg ?? '') && !l.reqId)).toEqual([]);
  });
});

describe('a rolling deploy: assets of another build', () => {
  it('serves a present asset, and answers 404 (never the page, never cached) for a missing one', async () => {
    const present = await app.inject({ method: 'GET', url: '/assets/index-old.js' });
    expect(present.statusCode).toBe(200);
    for (const url of ['/assets/index-new.js', '/assets/nested/chunk-new.css', '/console/assets/console-new.js']) {
      const missing = await app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).not.toMatch(/html/);
      expect(missing.headers['cache-control'], url).toBe('no-store');
    }
    expect((await app.inject({ method: 'GET', url: '/console/assets/console-old.js' })).statusCode).toBe(200);
    // Screens still get their page (history fallback), the console its own.
    const screen = await app.inject({ method: 'GET', url: '/searchList?keyword=apple' });
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('<title>');
    const consolePage = await app.inject({ method: 'GET', url: '/console/orders' });
    expect(consolePage.body).toContain('<title>console</title>');
    // The order page's map: pictures from the tile server, nothing else from elsewhere.
    expect(consolePage.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org;",
    );
  });
});

describe('what a node refuses at start', () => {
  const base = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/shop' };

  it('refuses production on a shared database without the shared secrets, naming them', () => {
    const refused = (env: Record<string, string>) => {
      try {
        refuseUnsharedSecrets(loadConfig(env));
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
    };
    expect(refused(base)).toMatch(/SMS_CODE_SECRET and CRM_TICKET_SECRET must be set/);
    expect(refused({ ...base, SMS_CODE_SECRET: 'a-shared-sms-code-secret-0123456789' })).toMatch(
      /^Refusing to start: CRM_TICKET_SECRET must be set/,
    );
    expect(refused({ ...base, CRM_TICKET_SECRET: 'off' })).toMatch(/^Refusing to start: SMS_CODE_SECRET must be set/);
    const shared = { ...base, SMS_CODE_SECRET: 'a-shared-sms-code-secret-0123456789', CRM_TICKET_SECRET: 'off' };
    expect(refused(shared)).toBeNull();
    expect(loadConfig(shared).crmTicketSecret).toBeNull();
    expect(loadConfig(shared).sms.codeSecret).toBe('a-shared-sms-code-secret-0123456789');
    // One process on its own embedded database, and development, keep their per-process key.
    expect(refused({ NODE_ENV: 'production' })).toBeNull();
    expect(refused({ ...base, NODE_ENV: 'development' })).toBeNull();
  });

  it('seeds the demo by default only on the embedded database, or when asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(true);
    expect(loadConfig(base).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(loadConfig({ DATABASE_POOL_SIZE: '40', DATABASE_PREPARED_STATEMENTS: 'false' }).pool).toEqual({
      size: 40,
      preparedStatements: false,
    });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '2.5' }).shutdownDrainMs).toBe(2500);
  });

  // On an embedded database in a folder of its own: once per run, in the pglite project.
  it.skipIf(inject('testDatabase').kind !== 'pglite')(
    'with MIGRATE_ON_START off, refuses a database behind the build and names the release step',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'sf-nomigrate-'));
      try {
        const config = loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDir,
          MIGRATE_ON_START: 'false',
        });
        await expect(prepareDatabase(config)).rejects.toThrow(/lacks \d+ of this build's migrations.*npm run migrate/);
        // The release step run, the same start goes through.
        const migrated = await prepareDatabase({ ...config, migrateOnStart: true, seedDemo: false });
        await migrated.close();
        const started = await prepareDatabase({ ...config, seedDemo: false });
        await started.close();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
