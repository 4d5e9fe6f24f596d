import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp } from './support/app.js';
import { DEMO, digest, VN } from './support/auth.js';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** Logs the demo customer in while claiming another address, and reads the IP the audit saw. */
async function auditedIpOfLogin(env: Record<string, string>) {
  app = await createTestApp(env);
  const res = await app.inject({
    method: 'POST',
    url: '/api/sso/login/password',
    headers: { 'x-forwarded-for': '203.0.113.77' },
    remoteAddress: '10.0.0.5',
    payload: { phoneCountryCode: VN, phoneNumber: DEMO.customer.phone, password: digest(DEMO.customer.password) },
  });
  expect(res.statusCode).toBe(200);
  const [row] = await app.db.select({ ip: auditLog.ip }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row?.ip;
}

describe('client addresses (per-IP limits and the audit trail)', () => {
  it('ignore X-Forwarded-For unless a proxy is configured, so a caller cannot pick their own IP', async () => {
    expect(await auditedIpOfLogin({})).toBe('10.0.0.5');
  });

  it('take the client address from one trusted proxy hop when TRUST_PROXY=1', async () => {
    expect(await auditedIpOfLogin({ TRUST_PROXY: '1' })).toBe('203.0.113.77');
  });
});
