import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { redactUrl, safeError } from '../src/lib/log-safe.js';
import { openTestDatabase } from './support/app.js';
import { captureStdout } from './support/capture-log.js';
import { call, sendCode, VN } from './support/auth.js';

const EMAIL = 'lan.nguyen.private@example.com';
const BIRTHDAY = '1991-07-14';
let app: FastifyInstance;
let log: ReturnType<typeof captureStdout>;
beforeAll(async () => {
  log = captureStdout();
  const database = await openTestDatabase();
  app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace', DATA_DIR: '/nonexistent' }), { database });
  app.addHook('onClose', () => database.close());
  // A query that fails with personal data in its parameters, as a bug somewhere would.
  app.get('/api/test/failing-query', { config: { access: 'public' } }, async () => {
    await app.db.execute(sql`select ${EMAIL}::text, ${BIRTHDAY}::date, 1 / ${0}::int`);
  });
  app.get('/api/test/bad-value', { config: { access: 'public' } }, async () => {
    await app.db.execute(sql`select ${EMAIL}::int`);
  });
  await app.ready();
});
afterAll(async () => {
  log.restore();
  await app.close();
});

describe('no personal data in the logs', () => {
  it('logs a failed query without its parameters', async () => {
    const res = await app.inject({ url: '/api/test/failing-query' });
    expect(res.statusCode).toBe(500);
    const bad = await app.inject({ url: '/api/test/bad-value' });
    expect(bad.statusCode).toBe(422);
    const text = log.text();
    expect(text).toMatch(/request failed/);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(BIRTHDAY);
  });

  it('logs URLs with personal query values redacted', async () => {
    await sendCode(app, '0901234566');
    await call(app, 'GET', '/sso/login/registeredOrNot', {
      query: { phoneCountryCode: VN, phoneNumber: '0901234567' },
    });
    const text = log.text();
    expect(text).toMatch(/sendSmsCode\?phoneCountryCode=\[redacted\]&phoneNumber=\[redacted\]&scene=login/);
    expect(text).not.toMatch(/901234566|901234567/);
  });

  it('redacts however the parameter is spelled, and keeps the rest', () => {
    expect(redactUrl('/api/x?phone%4eumber=0901&pageNum=2&keyword=pregnancy%20test')).toBe(
      '/api/x?phone%4eumber=[redacted]&pageNum=2&keyword=[redacted]',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('drops PostgreSQL row details from errors', () => {
    const error = Object.assign(new Error('Failed query: insert into member values ($1)\nparams: +84901234501'), {
      cause: Object.assign(new Error('duplicate key'), { code: '23505', detail: 'Key (phone)=(901234501) exists' }),
    });
    const safe = JSON.stringify(safeError(error));
    expect(safe).not.toContain('901234501');
    expect(safe).toContain('23505');
  });
});
