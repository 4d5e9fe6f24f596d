import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createTestApp } from './app.js';

/**
 * createTestApp, plus an error listener on the pg pool. pg-pool's end() resolves before its
 * clients have closed, and the harness then drops the database WITH (FORCE): a closing client gets
 * "terminating connection" and, with no listener on the pool, that becomes an unhandled error.
 */
export async function createIdentityApp(env: Record<string, string> = {}) {
  const app = await createTestApp(env);
  const client = (app.db as unknown as { $client?: { on?: (e: string, f: () => void) => void } }).$client;
  if (app.database.kind === 'postgres') client?.on?.('error', () => {});
  return app;
}

/** What the web sends as a password: MD5(clear + PASSWORD_MD5_SUFFIX), the seeded suffix. */
export const digest = (clear: string) => createHash('md5').update(`${clear}storefront-h5`).digest('hex');

export const VN = '84';
/** Seeded demo members (src/db/seed/identity.ts). */
export const DEMO = {
  customer: { phone: '901234501', password: 'demo1234' },
  credit: { phone: '912345602', password: 'demo1234' },
  certified: { phone: '987654303', password: 'demo1234' },
  /** Quang Lê: the sales role only. */
  staff: { phone: '938123404', password: 'sales1234' },
  operations: { phone: '938123409', password: 'ops12345' },
  finance: { phone: '938123410', password: 'finance1234' },
  admin: { phone: '938123411', password: 'admin1234' },
  catalogue: { phone: '938123412', password: 'catalog1234' },
  noPassword: { phone: '868123408' },
};

type Headers = Record<string, string>;
export const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: { query?: Record<string, string>; body?: unknown; headers?: Headers } = {},
) {
  const res = await app.inject({
    method,
    url: `/api${url}`,
    query: options.query,
    payload: options.body as never,
    headers: options.headers,
  });
  // Tests read answers of many shapes; the contract types them for real callers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: res.json<{ code: number; message: string; data: any }>(), raw: res.body };
}

export async function sendCode(
  app: FastifyInstance,
  phoneNumber: string,
  scene: 'login' | 'register' | 'resetPassword' = 'login',
  headers: Headers = {},
) {
  return call(app, 'GET', '/sso/login/sendSmsCode', {
    query: { phoneCountryCode: VN, phoneNumber, scene },
    headers,
  });
}

/** The newest code sent to a phone, read from the dev outbox as a browser test would. */
export async function lastCode(app: FastifyInstance, phoneNumber: string): Promise<string> {
  const res = await call(app, 'GET', '/dev/sms/outbox', { query: { phoneNumber } });
  expect(res.status).toBe(200);
  const code = res.body.data[0]?.code as string | undefined;
  if (!code) throw new Error(`no SMS for ${phoneNumber}`);
  return code;
}

/** Lets the next code be requested at once, as if the 60 s resend wait had passed. */
export async function skipResendWait(app: FastifyInstance) {
  await app.database.execute(
    "update rate_limit set window_start = window_start - interval '61 seconds' where key like 'sms:wait:%'",
  );
}

export async function loginByPassword(app: FastifyInstance, phoneNumber: string, clear: string): Promise<string> {
  const res = await call(app, 'POST', '/sso/login/password', {
    body: { phoneCountryCode: VN, phoneNumber, password: digest(clear) },
  });
  expect(res.body.code, res.raw).toBe(200);
  return res.body.data.token as string;
}

export async function loginBySms(app: FastifyInstance, phoneNumber: string, agreement?: boolean): Promise<string> {
  await skipResendWait(app);
  expect((await sendCode(app, phoneNumber)).body.code).toBe(200);
  const res = await call(app, 'POST', '/sso/login/smsCode', {
    body: { phoneCountryCode: VN, phoneNumber, smsCode: await lastCode(app, phoneNumber), agreement },
  });
  expect(res.body.code, res.raw).toBe(200);
  return res.body.data.token as string;
}
