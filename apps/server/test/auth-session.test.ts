import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../src/db/schema/index.js';
import { attributionOf, optionalMember, requireMember, requireStaff, visitorOf } from '../src/plugins/auth.js';
import { hashToken } from '../src/shared/sessions/index.js';
import { createIdentityApp, bearer, call, DEMO, loginByPassword } from './support/auth.js';

let app: FastifyInstance;
beforeAll(async () => {
  // These tests change sessions and roles behind the API's back: every request reads the database
  // (the cache that would hide such changes for seconds is proven in auth-session-cache.test.ts).
  app = await createIdentityApp({ SESSION_CACHE_MS: '0' });
});
afterAll(() => app.close());

/** A request as the guards see it; each object is a new request (the guards cache per request). */
const req = (ctx: Partial<FastifyRequest['ctx']>) =>
  ({ ctx: { locale: 'en-US', ...ctx }, server: app, ip: '192.0.2.1' }) as unknown as FastifyRequest;
const expiryOf = async (token: string) =>
  (
    await app.db
      .select()
      .from(session)
      .where(eq(session.tokenHash, hashToken(token)))
  )[0]!.expiresAt.getTime();
const DAY = 24 * 60 * 60 * 1000;

describe('auth plugin', () => {
  it('requireMember gives the actor, or a 401', async () => {
    const token = await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password);
    const actor = await requireMember(req({ token }));
    expect(actor).toMatchObject({ memberId: expect.any(Number), actingStaffId: null, sessionId: expect.any(Number) });
    await expect(requireMember(req({}))).rejects.toMatchObject({ code: 401 });
    await expect(requireMember(req({ token: 'nope' }))).rejects.toMatchObject({ code: 401 });
  });

  it('optionalMember is null without a token and a 401 with a dead one', async () => {
    expect(await optionalMember(req({}))).toBeNull();
    await expect(optionalMember(req({ token: 'dead' }))).rejects.toMatchObject({ code: 401 });
  });

  it('requireStaff refuses a customer, and staff without the role, with a 403', async () => {
    const token = await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password);
    await expect(requireStaff(req({ token }), ['sales'])).rejects.toMatchObject({ code: 403 });
    const staff = await loginByPassword(app, DEMO.staff.phone, DEMO.staff.password);
    expect((await requireStaff(req({ token: staff }), ['sales'])).actingStaffId).toBeNull();
    await expect(requireStaff(req({ token: staff }), ['finance'])).rejects.toMatchObject({ code: 403 });
  });

  it('slides the expiry only once a day has passed, not on every request', async () => {
    const token = await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password);
    const first = await expiryOf(token);
    expect(first - Date.now()).toBeGreaterThan(29.9 * DAY);
    await requireMember(req({ token }));
    expect(await expiryOf(token)).toBe(first);
    await app.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 10 * DAY) })
      .where(eq(session.tokenHash, hashToken(token)));
    await requireMember(req({ token }));
    expect((await expiryOf(token)) - Date.now()).toBeGreaterThan(29.9 * DAY);
    await app.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.tokenHash, hashToken(token)));
    await expect(requireMember(req({ token }))).rejects.toMatchObject({ code: 401 });
  });

  it('visitorOf reads GuestAuthorization, and a member token is not a visitor token', async () => {
    const res = await call(app, 'POST', '/sso/visitor/token', { body: { visitorId: 'device-abcdef123' } });
    const guestToken = res.body.data.token as string;
    expect(await visitorOf(req({ guestToken }))).toMatchObject({ visitorId: res.body.data.visitorId });
    expect(await visitorOf(req({}))).toBeNull();
    const member = await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password);
    expect(await visitorOf(req({ guestToken: member }))).toBeNull();
  });

  it('attributionOf exposes the transfer page qrCode for orders', () => {
    expect(attributionOf(req({ qrCode: 'qr-7' }))).toEqual({ qrCode: 'qr-7', ip: '192.0.2.1' });
    expect(attributionOf(req({}))).toEqual({ qrCode: null, ip: '192.0.2.1' });
  });

  it('a proxy token dies when the staff member loses the role', async () => {
    const staff = await loginByPassword(app, DEMO.staff.phone, DEMO.staff.password);
    const list = await call(app, 'GET', '/sso/manipulateOrder/member/list', { headers: bearer(staff) });
    const memberId = list.body.data.list[0].id;
    const proxy = await call(app, 'POST', '/sso/manipulateOrder/genTokenByManipulateOrder', {
      headers: bearer(staff),
      body: { memberId },
    });
    const token = proxy.body.data.token as string;
    expect((await requireMember(req({ token }))).memberId).toBe(memberId);
    await app.database.execute(`update member set roles = '{}' where phone_number = '${DEMO.staff.phone}'`);
    try {
      await expect(requireMember(req({ token }))).rejects.toMatchObject({ code: 401 });
    } finally {
      await app.database.execute(`update member set roles = '{sales}' where phone_number = '${DEMO.staff.phone}'`);
    }
  });
});
