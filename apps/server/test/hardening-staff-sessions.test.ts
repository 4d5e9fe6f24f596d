import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createIdentityApp, DEMO, digest, loginByPassword } from './support/auth.js';

let app: FastifyInstance;
let customerId = 0;
let staffId = 0;
beforeAll(async () => {
  app = await createIdentityApp();
  const customer = await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password);
  customerId = (await call(app, 'GET', '/sso/info', { headers: bearer(customer) })).body.data.id;
});
afterAll(() => app.close());

let staffPassword = DEMO.staff.password;
const staffLogin = () => loginByPassword(app, DEMO.staff.phone, staffPassword);
async function proxyToken(staff: string): Promise<string> {
  const res = await call(app, 'POST', '/sso/manipulateOrder/genTokenByManipulateOrder', {
    body: { memberId: customerId },
    headers: bearer(staff),
  });
  expect(res.body.code, res.raw).toBe(200);
  return res.body.data.token as string;
}
const infoStatus = async (token: string) => (await call(app, 'GET', '/sso/info', { headers: bearer(token) })).status;

describe('a proxy session ends with the staff member who opened it', () => {
  it('on the staff member’s logout, from any of their devices', async () => {
    const counter = await staffLogin();
    const office = await staffLogin();
    const first = await proxyToken(counter);
    const second = await proxyToken(office);
    staffId = (await call(app, 'GET', '/sso/info', { headers: bearer(office) })).body.data.id;
    expect(await infoStatus(first)).toBe(200);
    expect((await call(app, 'GET', '/sso/logout', { headers: bearer(counter) })).status).toBe(200);
    expect(await infoStatus(first)).toBe(401);
    expect(await infoStatus(second)).toBe(401);
    // Their other login stays: only proxy sessions go with a logout.
    expect(await infoStatus(office)).toBe(200);
  });

  it('but a proxy session’s own logout ends only itself', async () => {
    const staff = await staffLogin();
    const a = await proxyToken(staff);
    const b = await proxyToken(staff);
    expect((await call(app, 'GET', '/sso/logout', { headers: bearer(a) })).status).toBe(200);
    expect(await infoStatus(a)).toBe(401);
    expect(await infoStatus(b)).toBe(200);
    expect(await infoStatus(staff)).toBe(200);
  });

  it('on a password change', async () => {
    const staff = await staffLogin();
    const proxy = await proxyToken(staff);
    const res = await call(app, 'POST', '/sso/member/updatePassword', {
      body: { oldPassword: digest(staffPassword), newPassword: digest('sales5678') },
      headers: bearer(staff),
    });
    expect(res.body.code, res.raw).toBe(200);
    staffPassword = 'sales5678';
    expect(await infoStatus(proxy)).toBe(401);
    expect(await infoStatus(staff)).toBe(200);
  });

  it('when the staff role is removed, and not again when it is given back', async () => {
    const staff = await staffLogin();
    const proxy = await proxyToken(staff);
    await app.database.execute(`update member set roles = '{}' where id = ${Number(staffId)}`);
    expect(await infoStatus(proxy)).toBe(401);
    await app.database.execute(`update member set roles = array['sales'] where id = ${Number(staffId)}`);
    // Revoked, not merely hidden: giving the role back does not revive the old token.
    expect(await infoStatus(proxy)).toBe(401);
  });
});
