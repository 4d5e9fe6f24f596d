import * as contract from '@storefront/contract';
import type { Endpoint } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openTestDatabase, RAISED_LIMITS } from './support/app.js';
import { call, DEMO, digest, lastCode, sendCode, VN } from './support/auth.js';
import { captureStdout } from './support/capture-log.js';
import { previewAndPlace, stockedSkus } from './support/order.js';

/**
 * Tokens never in URLs or logs. A whole login flow runs with the most talkative
 * log level, and no token, password digest or order secret it handled may appear in what was
 * logged; no endpoint takes a token in its query string, and one put there by a client is ignored.
 */
const endpoints = (Object.values(contract) as unknown[]).filter(
  (v): v is Endpoint => typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'access' in v,
);
const queryKeys = (e: Endpoint): string[] => {
  const q = e.query as { shape?: Record<string, unknown> } | undefined;
  return q?.shape ? Object.keys(q.shape) : [];
};

let app: FastifyInstance;
let log: ReturnType<typeof captureStdout>;
beforeAll(async () => {
  log = captureStdout();
  const database = await openTestDatabase();
  app = await buildApp(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace', DATA_DIR: '/nonexistent', ...RAISED_LIMITS }),
    { database },
  );
  app.addHook('onClose', () => database.close());
  await app.ready();
});
afterAll(async () => {
  log.restore();
  await app.close();
});

describe('tokens never in URLs', () => {
  it('no endpoint takes a token, password or code in its query string', () => {
    const secretish = /token|password|ticket|smscode|authorization|session/i;
    const offenders = endpoints.flatMap((e) =>
      queryKeys(e)
        .filter((k) => secretish.test(k))
        .map((k) => `${e.method} ${e.path}?${k}`),
    );
    expect(endpoints.filter((e) => queryKeys(e).length > 0).length).toBeGreaterThan(5);
    expect(offenders).toEqual([]);
  });

  it('a token put in the query string by a client logs nobody in', async () => {
    const token = (
      await call(app, 'POST', '/sso/login/password', {
        body: { phoneCountryCode: VN, phoneNumber: DEMO.customer.phone, password: digest(DEMO.customer.password) },
      })
    ).body.data.token as string;
    for (const name of ['token', 'authorization', 'access_token', 'Authorization']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/sso/info?${name}=${encodeURIComponent(`Bearer ${token}`)}`,
      });
      expect(res.statusCode, name).toBe(401);
    }
    const ok = await app.inject({ method: 'GET', url: '/api/sso/info', headers: { authorization: `Bearer ${token}` } });
    expect(ok.statusCode).toBe(200);
  });
});

describe('tokens never in logs', () => {
  it('a login flow (SMS, password, visitor, an order and its secret, logout) logs none of its secrets', async () => {
    const secrets: string[] = [];
    const phone = '905566771';
    expect((await sendCode(app, phone, 'login')).status).toBe(200);
    const code = await lastCode(app, phone);
    const sms = await call(app, 'POST', '/sso/login/smsCode', {
      body: { phoneCountryCode: VN, phoneNumber: phone, smsCode: code, agreement: true },
    });
    expect(sms.status, sms.raw).toBe(200);
    secrets.push(sms.body.data.token);
    const password = await call(app, 'POST', '/sso/login/password', {
      body: { phoneCountryCode: VN, phoneNumber: DEMO.customer.phone, password: digest(DEMO.customer.password) },
    });
    secrets.push(password.body.data.token, digest(DEMO.customer.password));
    const member = { authorization: `Bearer ${password.body.data.token}` };
    expect((await call(app, 'GET', '/sso/info', { headers: member })).status).toBe(200);
    const visitor = await call(app, 'POST', '/sso/visitor/token', { body: { visitorId: 'log-scan-device' } });
    secrets.push(visitor.body.data.token);
    const guest = { guestauthorization: `Bearer ${visitor.body.data.token}` };
    const [sku] = await stockedSkus(app, 1, 100);
    const { placed } = await previewAndPlace(app, guest, {
      deliveryType: 'pickup',
      items: [{ productSkuId: sku, quantity: 1 }],
      paymentMethod: 'cashOnDelivery',
      pickupName: 'Log Scan',
      pickupPhoneCountryCode: '84',
      pickupPhoneNumber: '912000666',
    });
    expect(placed.status, placed.raw).toBe(200);
    const { orderId, orderSecret } = placed.body.data as { orderId: number; orderSecret: string };
    secrets.push(orderSecret);
    const detail = await call(app, 'GET', '/order/detail', {
      query: { orderId: String(orderId), orderSecret },
      headers: guest,
    });
    expect(detail.status, detail.raw).toBe(200);
    // A failing request with a token logs its error too.
    await call(app, 'GET', '/sso/info', { headers: { authorization: `Bearer ${secrets[0]}x` } });
    expect((await call(app, 'GET', '/sso/logout', { headers: member })).status).toBe(200);

    const text = log.text();
    expect(text.split('\n').length).toBeGreaterThan(20); // the log did record the flow
    expect(text).toMatch(/\/order\/detail\?orderId=\d+&orderSecret=\[redacted\]/);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(16);
      // Any 12 characters in a row of the secret would already be a leak.
      for (let i = 0; i + 12 <= secret.length; i += 6) expect(text).not.toContain(secret.slice(i, i + 12));
    }
  });
});
