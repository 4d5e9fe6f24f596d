import * as contract from '@storefront/contract';
import type { Endpoint } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';

/** Every endpoint of the contract: the list the access checks walk, so a new one cannot be skipped. */
const endpoints = (Object.values(contract) as unknown[]).filter(
  (v): v is Endpoint => typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'access' in v,
);
const byAccess = (access: Endpoint['access']) => endpoints.filter((e) => e.access === access);

let app: FastifyInstance;
let customerToken: string;

beforeAll(async () => {
  app = await createIdentityApp();
  customerToken = await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password);
});
afterAll(() => app?.close());

const hit = (e: Endpoint, headers: Record<string, string> = {}) =>
  app.inject({ method: e.method, url: `/api${e.path}`, headers, ...(e.method === 'GET' ? {} : { payload: {} }) });

describe('declared access', () => {
  it('every registered API route declares its access, and every contract endpoint is registered', () => {
    const registered = new Map(app.declaredAccess.map((r) => [`${r.method} ${r.url}`, r.access]));
    for (const e of endpoints) {
      if (e.path === '/dev/sms/outbox') continue; // registered only in development
      expect(registered.get(`${e.method} /api${e.path}`), `${e.method} ${e.path}`).toBe(e.access);
    }
    expect(registered.size).toBeGreaterThanOrEqual(endpoints.length - 1);
  });

  it.each(byAccess('member').map((e) => [`${e.method} ${e.path}`, e] as const))(
    'member endpoint %s answers 401 without a login, and with a visitor token alone',
    async (_, e) => {
      const none = await hit(e);
      expect(none.statusCode, none.body).toBe(401);
      expect(none.json().code).toBe(401);
      const dead = await hit(e, bearer('not-a-live-token'));
      expect(dead.statusCode).toBe(401);
    },
  );

  it.each(byAccess('staff').map((e) => [`${e.method} ${e.path}`, e] as const))(
    'staff endpoint %s answers 401 without a login and 403 to a customer',
    async (_, e) => {
      expect((await hit(e)).statusCode).toBe(401);
      const customer = await hit(e, bearer(customerToken));
      expect(customer.statusCode, customer.body).toBe(403);
    },
  );

  it.each(byAccess('visitor').map((e) => [`${e.method} ${e.path}`, e] as const))(
    'visitor endpoint %s answers 401 with neither a login nor a visitor token',
    async (_, e) => {
      expect((await hit(e)).statusCode).toBe(401);
    },
  );
});
