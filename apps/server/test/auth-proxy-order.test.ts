import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCrmTicket } from '../src/modules/auth/crm-ticket.js';
import { createIdentityApp, bearer, call, DEMO, loginByPassword } from './support/auth.js';

// The dev default of config.ts (tests run with NODE_ENV=test).
const CRM_SECRET = 'dev-only-crm-ticket-secret-change-me';

let app: FastifyInstance;
let staffToken: string;
let customerToken: string;
let customerA: number;
let customerB: number;
beforeAll(async () => {
  app = await createIdentityApp();
  staffToken = await loginByPassword(app, DEMO.staff.phone, DEMO.staff.password);
  customerToken = await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password);
  const list = await call(app, 'GET', '/sso/manipulateOrder/member/list', { headers: bearer(staffToken) });
  const byPhone = (p: string) => list.body.data.list.find((m: { phone: string }) => m.phone === p).id as number;
  customerA = byPhone(DEMO.customer.phone);
  customerB = byPhone(DEMO.credit.phone);
});
afterAll(() => app.close());

const now = () => Math.floor(Date.now() / 1000);
const mint = (token: string, memberId: number) =>
  call(app, 'POST', '/sso/manipulateOrder/genTokenByManipulateOrder', { headers: bearer(token), body: { memberId } });

describe('staff customer list', () => {
  it('pages customers, without staff, newest first', async () => {
    const res = await call(app, 'GET', '/sso/manipulateOrder/member/list', {
      headers: bearer(staffToken),
      query: { pageNum: '1', pageSize: '3' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ pageNum: 1, pageSize: 3, total: 7 });
    expect(res.body.data.list).toHaveLength(3);
    const all = await call(app, 'GET', '/sso/manipulateOrder/member/list', { headers: bearer(staffToken) });
    expect(all.body.data.list.map((m: { phone: string }) => m.phone)).not.toContain(DEMO.staff.phone);
  });

  it.each([
    ['0912 345 602', DEMO.credit.phone],
    ['+84912345602', DEMO.credit.phone],
    ['345602', DEMO.credit.phone],
    ['minh', DEMO.credit.phone],
    ['Hoa', DEMO.certified.phone],
  ])('finds %s', async (keyword, phone) => {
    const res = await call(app, 'GET', '/sso/manipulateOrder/member/list', {
      headers: bearer(staffToken),
      query: { keyword },
    });
    expect(res.body.data.list.map((m: { phone: string }) => m.phone)).toEqual([phone]);
  });

  it('finds nobody for an unknown phone, and treats LIKE wildcards as text', async () => {
    for (const keyword of ['0999999999', '%', '_']) {
      const res = await call(app, 'GET', '/sso/manipulateOrder/member/list', {
        headers: bearer(staffToken),
        query: { keyword },
      });
      expect(res.body.data).toMatchObject({ total: 0, list: [] });
    }
  });

  it('is refused to a customer, and to anyone without a login', async () => {
    expect(
      (await call(app, 'GET', '/sso/manipulateOrder/member/list', { headers: bearer(customerToken) })).status,
    ).toBe(403);
    expect((await call(app, 'GET', '/sso/manipulateOrder/member/list')).status).toBe(401);
  });
});

describe('staff ordering on behalf of a customer', () => {
  it('refuses a customer token minting tokens', async () => {
    expect((await mint(customerToken, customerB)).status).toBe(403);
  });

  it('mints a customer token that remembers the staff member, and audits both ids', async () => {
    const res = await mint(staffToken, customerA);
    expect(res.body.data.tokenHead).toBe('Bearer ');
    const proxy = res.body.data.token as string;
    const info = await call(app, 'GET', '/sso/info', { headers: bearer(proxy) });
    expect(info.body.data.id).toBe(customerA);
    expect(info.body.data.memberDto.nickname).toBe('Lan Nguyễn');
    expect(info.body.data.actingStaff).toMatchObject({ username: '+84938123404' });
    expect(info.body.data.canManipulateOrder).toBe(false);
    const staffInfo = await call(app, 'GET', '/sso/info', { headers: bearer(staffToken) });
    expect(staffInfo.body.data.canManipulateOrder).toBe(true);
    const staffId = staffInfo.body.data.id as number;

    // A write in the proxy session: the trail names the customer, the staff member and the QR code.
    const update = await call(app, 'POST', '/sso/member/profile/update', {
      headers: { ...bearer(proxy), qrcode: 'qr-sales-42', originalmemberid: '999' },
      body: { nickname: 'Lan (by sales)' },
    });
    expect(update.status).toBe(200);
    const rows = await app.db.query.auditLog.findMany({ where: (a, { eq }) => eq(a.actorMemberId, customerA) });
    expect(rows.find((r) => r.action === 'proxy.start')).toMatchObject({
      actingStaffId: staffId,
      target: `member:${customerA}`,
    });
    expect(rows.find((r) => r.action === 'profile.update')).toMatchObject({
      actingStaffId: staffId,
      qrCode: 'qr-sales-42',
    });
    // The header claiming another original member changes nothing.
    expect(rows.some((r) => r.actingStaffId === 999)).toBe(false);
  });

  it('keeps staff acting for customer A out of customer B', async () => {
    const proxy = (await mint(staffToken, customerA)).body.data.token as string;
    expect((await call(app, 'GET', '/sso/member/profile', { headers: bearer(proxy) })).body.data.id).toBe(customerA);
    expect((await mint(proxy, customerB)).status).toBe(403);
    expect((await call(app, 'GET', '/sso/manipulateOrder/member/list', { headers: bearer(proxy) })).status).toBe(403);
    const crm = signCrmTicket(CRM_SECRET, { staffId: customerA, memberId: customerB, exp: now() + 60 });
    expect((await call(app, 'POST', '/sso/manipulateOrder/genTokenByCrm', { body: { ticket: crm } })).status).toBe(403);
    // Staff in a proxy session cannot take over the account.
    const change = await call(app, 'POST', '/sso/member/updatePassword', {
      headers: bearer(proxy),
      body: { newPassword: 'a'.repeat(32) },
    });
    expect(change.status).toBe(403);
  });

  it('answers 404 "customer not found" for an unknown member or another staff member', async () => {
    const res = await mint(staffToken, 999999);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Customer not found');
  });

  it('is refused when MANIPULATE_ORDER_PERMISSION is off', async () => {
    await app.database.execute(`update app_setting set value = 'false' where key = 'MANIPULATE_ORDER_PERMISSION'`);
    try {
      expect((await mint(staffToken, customerA)).status).toBe(403);
      expect((await call(app, 'GET', '/sso/manipulateOrder/member/list', { headers: bearer(staffToken) })).status).toBe(
        403,
      );
    } finally {
      await app.database.execute(`update app_setting set value = 'true' where key = 'MANIPULATE_ORDER_PERMISSION'`);
    }
  });
});

describe('CRM tickets', () => {
  let staffId: number;
  beforeAll(async () => {
    staffId = (await call(app, 'GET', '/sso/info', { headers: bearer(staffToken) })).body.data.id;
  });
  const crm = (ticket: string) => call(app, 'POST', '/sso/manipulateOrder/genTokenByCrm', { body: { ticket } });

  it('turns a genuine ticket into a proxy token, once', async () => {
    const ticket = signCrmTicket(CRM_SECRET, { staffId, memberId: customerB, exp: now() + 120 });
    const res = await crm(ticket);
    expect(res.status).toBe(200);
    const info = await call(app, 'GET', '/sso/info', { headers: bearer(res.body.data.token) });
    expect(info.body.data).toMatchObject({ id: customerB, actingStaff: { id: staffId } });
    expect((await crm(ticket)).status).toBe(401);
  });

  it('answers 401 to a bad signature, a past expiry or garbage', async () => {
    const forged = signCrmTicket('another-secret-of-some-length', { staffId, memberId: customerB, exp: now() + 120 });
    const expired = signCrmTicket(CRM_SECRET, { staffId, memberId: customerB, exp: now() - 1 });
    const genuine = signCrmTicket(CRM_SECRET, { staffId, memberId: customerB, exp: now() + 120 });
    const [body, sig] = genuine.split('.') as [string, string];
    const tampered = `${Buffer.from(JSON.stringify({ staffId, memberId: customerA, exp: now() + 120 })).toString('base64url')}.${sig}`;
    for (const ticket of [
      forged,
      expired,
      tampered,
      `${body}.`,
      'x',
      `${body}.${sig}.x`,
      `${body}.${sig.slice(0, -2)}`,
    ]) {
      const res = await crm(ticket);
      expect(res.status, ticket).toBe(401);
      expect(res.body.code).toBe(401);
    }
  });
});
