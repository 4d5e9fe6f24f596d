import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/shared/sessions/index.js';
import { bearer, call, createIdentityApp, DEMO, digest, loginByPassword } from './support/auth.js';

/**
 * Live sessions are remembered for SESSION_CACHE_MS (src/shared/sessions/session.cache.ts): a
 * signed-in request need not read its session every time, yet every revocation made through the
 * API is immediate.
 */
let app: FastifyInstance;
beforeAll(async () => {
  // A minute: anything this test sees refused was refused by a revocation, not by the cache ageing.
  app = await createIdentityApp({ SESSION_CACHE_MS: '60000' });
});
afterAll(() => app.close());

const infoStatus = async (token: string) => (await call(app, 'GET', '/sso/info', { headers: bearer(token) })).body.code;
const revokeBehindTheApi = (token: string) =>
  app.database.execute(`update session set revoked_at = now() where token_hash = '${hashToken(token)}'`);

describe('remembered sessions', () => {
  it('are served from memory, and forgotten by the next revocation made through the API', async () => {
    const token = await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password);
    expect(await infoStatus(token)).toBe(200);
    // Revoked in the database by someone else (another server, an operator): still remembered here…
    await revokeBehindTheApi(token);
    expect(await infoStatus(token)).toBe(200);
    // …until this server revokes anything: then every remembered session is read again.
    const other = await loginByPassword(app, DEMO.staff.phone, DEMO.staff.password);
    expect((await call(app, 'GET', '/sso/logout', { headers: bearer(other) })).body.code).toBe(200);
    expect(await infoStatus(token)).toBe(401);
  });

  it('a logout is immediate for the token it ends', async () => {
    const token = await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password);
    expect(await infoStatus(token)).toBe(200);
    expect((await call(app, 'GET', '/sso/logout', { headers: bearer(token) })).body.code).toBe(200);
    expect(await infoStatus(token)).toBe(401);
  });

  it('a password change ends the other sessions at once', async () => {
    const phone = DEMO.customer.phone;
    const kept = await loginByPassword(app, phone, DEMO.customer.password);
    const ended = await loginByPassword(app, phone, DEMO.customer.password);
    expect(await infoStatus(ended)).toBe(200);
    const change = (from: string, to: string) =>
      call(app, 'POST', '/sso/member/updatePassword', {
        headers: bearer(kept),
        body: { oldPassword: digest(from), newPassword: digest(to) },
      });
    expect((await change(DEMO.customer.password, 'changed-123')).body.code).toBe(200);
    try {
      expect(await infoStatus(ended)).toBe(401);
      expect(await infoStatus(kept)).toBe(200);
    } finally {
      expect((await change('changed-123', DEMO.customer.password)).body.code).toBe(200);
    }
  });
});
