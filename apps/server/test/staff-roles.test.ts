import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';
import { bearer, call, createIdentityApp, DEMO, digest, loginByPassword, VN } from './support/auth.js';
import { type Headers, previewAndPlace, rows, stockedSkus } from './support/order.js';

/**
 * Separated staff duties: one account cannot order for a customer, confirm that money, approve,
 * ship, list every order, cancel and refund. Roles live in the database, change through the
 * admin's audited API, and sales never sits with finance on one member.
 */
let app: FastifyInstance;
let sales: Headers;
let operations: Headers;
let finance: Headers;
let admin: Headers;
let lan: Headers;
let sku: number;

const idOf = async (phone: string) =>
  Number((await rows<{ id: number }>(app, sql`select id from member where phone_number = ${phone}`))[0]!.id);
const post = (url: string, body: unknown, headers: Headers) => call(app, 'POST', url, { body, headers });
const grant = (memberId: number, role: string, who = admin, lang = 'en-US') =>
  post('/admin/staff/grantRole', { memberId, role }, { ...who, 'accept-language': lang });
const revoke = (memberId: number, role: string, who = admin) =>
  post('/admin/staff/revokeRole', { memberId, role }, who);
const auditOf = (target: string) =>
  rows<{ action: string; actorMemberId: number; detail: { role: string } }>(
    app,
    sql`select action, actor_member_id as "actorMemberId", detail from audit_log
        where target = ${target} and action like 'staff.%' order by id`,
  );

/** A member with a password, logged in (the demo's Thu Võ and Khánh Bùi). */
async function login(phone: string) {
  return bearer(await loginByPassword(app, phone, 'demo1234'));
}

/** Orders for Lan by bank transfer in a proxy session of `rep`; the order awaits its money (status 0). */
async function orderForLan(rep: Headers) {
  const minted = await post(
    '/sso/manipulateOrder/genTokenByManipulateOrder',
    { memberId: await idOf(DEMO.customer.phone) },
    rep,
  );
  expect(minted.body.code, minted.raw).toBe(200);
  const proxy = bearer(minted.body.data.token);
  await app.database.execute(`delete from cart_line where member_id = ${await idOf(DEMO.customer.phone)}`);
  await call(app, 'POST', '/cart/addV2', { body: { warehouseId: 1, productSkuId: sku, quantity: 1 }, headers: proxy });
  const { placed } = await previewAndPlace(app, proxy, {
    deliveryType: 'pickup',
    pickupName: 'Lan',
    pickupPhoneCountryCode: VN,
    pickupPhoneNumber: DEMO.customer.phone,
    paymentMethod: 'bankTransfer',
  });
  expect(placed.body.code, placed.raw).toBe(200);
  return placed.body.data as { orderId: number; status: number };
}

beforeAll(async () => {
  app = await createIdentityApp();
  sales = bearer(await loginByPassword(app, DEMO.staff.phone, DEMO.staff.password));
  operations = bearer(await loginByPassword(app, DEMO.operations.phone, DEMO.operations.password));
  finance = bearer(await loginByPassword(app, DEMO.finance.phone, DEMO.finance.password));
  admin = bearer(await loginByPassword(app, DEMO.admin.phone, DEMO.admin.password));
  lan = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
  [sku] = (await stockedSkus(app, 1, 500)) as [number];
});
afterAll(() => app?.close());

describe('separated duties', () => {
  it('the sales account that orders for a customer by bank transfer cannot confirm the money, approve, ship, complete, cancel, refund or list orders', async () => {
    const o = await orderForLan(sales);
    expect(o.status).toBe(0);
    const vi = { ...sales, 'accept-language': 'vi-VN' };
    const attempts: [string, Record<string, unknown>][] = [
      ['/ops/order/confirmPayment', {}],
      ['/ops/order/review', {}],
      ['/ops/order/startProcessing', {}],
      ['/ops/order/ship', { trackingNumber: 'T-1' }],
      ['/ops/order/readyForPickup', {}],
      ['/ops/order/complete', {}],
      ['/ops/order/cancel', { reason: 'test' }],
      ['/ops/order/refund', {}],
    ];
    for (const [url, extra] of attempts) {
      const res = await post(url, { orderId: o.orderId, ...extra }, vi);
      expect(res.status, url).toBe(403);
      expect(res.body.message, url).toMatch(/^Vai trò nhân viên của bạn không được phép làm việc này/);
    }
    expect((await call(app, 'GET', '/ops/order/list', { headers: sales })).status).toBe(403);
    expect((await call(app, 'GET', `/ops/order/detail?orderId=${o.orderId}`, { headers: sales })).status).toBe(403);
    // Nothing moved: the order still waits for its money.
    const [row] = await rows<{ status: number; paidAt: unknown }>(
      app,
      sql`select status, paid_at as "paidAt" from customer_order where id = ${o.orderId}`,
    );
    expect(row).toEqual({ status: 0, paidAt: null });
    // Each duty is another role's: finance confirms the money, operations approves and makes it ready.
    expect((await post('/ops/order/confirmPayment', { orderId: o.orderId }, operations)).status).toBe(403);
    expect((await post('/ops/order/confirmPayment', { orderId: o.orderId }, finance)).body.data.status).toBe(1);
    expect((await post('/ops/order/review', { orderId: o.orderId }, finance)).status).toBe(403);
    expect((await post('/ops/order/review', { orderId: o.orderId }, operations)).body.data.status).toBe(2);
    expect((await post('/ops/order/readyForPickup', { orderId: o.orderId }, operations)).status).toBe(200);
  });

  it('a finance member never confirms the money of an order they placed as sales, nor of their own order', async () => {
    const thuId = await idOf('909000005');
    expect((await grant(thuId, 'sales')).status).toBe(200);
    const thu = await login('909000005');
    const o = await orderForLan(thu);
    // Later moved to finance: sales goes first (never both), then finance comes.
    expect((await grant(thuId, 'finance')).status).toBe(409);
    expect((await revoke(thuId, 'sales')).status).toBe(200);
    expect((await grant(thuId, 'finance')).body.data.roles).toEqual(['finance']);
    const own = await post('/ops/order/confirmPayment', { orderId: o.orderId }, { ...thu, 'accept-language': 'th-TH' });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(translate('th-TH', 'staff.ownOrder'));
    expect((await post('/ops/order/refund', { orderId: o.orderId }, thu)).status).toBe(403);
    // A colleague in finance confirms it.
    expect((await post('/ops/order/confirmPayment', { orderId: o.orderId }, finance)).body.data.status).toBe(1);

    // Their own purchase as a customer, too.
    await app.database.execute(`delete from cart_line where member_id = ${thuId}`);
    await call(app, 'POST', '/cart/addV2', { body: { warehouseId: 1, productSkuId: sku, quantity: 1 }, headers: thu });
    const { placed } = await previewAndPlace(app, thu, {
      deliveryType: 'pickup',
      pickupName: 'Thu',
      pickupPhoneCountryCode: VN,
      pickupPhoneNumber: '909000005',
      paymentMethod: 'bankTransfer',
    });
    expect((await post('/ops/order/confirmPayment', { orderId: placed.body.data.orderId }, thu)).status).toBe(403);
    await revoke(thuId, 'finance');
  });
});

describe('roles, granted by an admin', () => {
  it('each caller reads their own roles; a customer and a proxy session hold none', async () => {
    const mine = async (who: Headers) => (await call(app, 'GET', '/staff/roles', { headers: who })).body.data;
    expect(await mine(sales)).toEqual({ roles: ['sales'], canManipulateOrder: true, warehouseIds: [] });
    expect(await mine(operations)).toEqual({ roles: ['operations'], canManipulateOrder: false, warehouseIds: [] });
    expect(await mine(finance)).toEqual({ roles: ['finance'], canManipulateOrder: false, warehouseIds: [] });
    expect(await mine(admin)).toEqual({ roles: ['admin'], canManipulateOrder: false, warehouseIds: [] });
    expect(await mine(lan)).toEqual({ roles: [], canManipulateOrder: false, warehouseIds: [] });
    const minted = await post(
      '/sso/manipulateOrder/genTokenByManipulateOrder',
      { memberId: await idOf(DEMO.customer.phone) },
      sales,
    );
    expect(await mine(bearer(minted.body.data.token))).toEqual({
      roles: [],
      canManipulateOrder: false,
      warehouseIds: [],
    });
  });

  it('lists the staff, and finds any member by phone to grant a role to', async () => {
    const list = (await call(app, 'GET', '/admin/staff/list', { headers: admin, query: { pageSize: '100' } })).body
      .data;
    const byPhone = new Map(list.list.map((m: { phone: string; roles: string[] }) => [m.phone, m.roles]));
    expect(byPhone.get(DEMO.staff.phone)).toEqual(['sales']);
    expect(byPhone.get(DEMO.operations.phone)).toEqual(['operations']);
    expect(byPhone.get(DEMO.finance.phone)).toEqual(['finance']);
    expect(byPhone.get(DEMO.admin.phone)).toEqual(['admin']);
    expect(byPhone.has(DEMO.customer.phone)).toBe(false);
    const found = (await call(app, 'GET', '/admin/staff/list', { headers: admin, query: { keyword: '0901234501' } }))
      .body.data;
    expect(found.list).toEqual([expect.objectContaining({ phone: DEMO.customer.phone, roles: [] })]);
  });

  it('grants and revokes, each change audited once; refuses sales with finance, and an admin’s own roles', async () => {
    const quang = await idOf(DEMO.staff.phone);
    const hai = await idOf(DEMO.finance.phone);
    const conflict = await grant(quang, 'finance', admin, 'zh-CN');
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toBe(translate('zh-CN', 'staff.rolesConflict'));
    expect((await grant(hai, 'sales')).status).toBe(409);

    const self = await grant(await idOf(DEMO.admin.phone), 'finance', admin, 'lo-LA');
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(translate('lo-LA', 'staff.ownRoles'));
    expect((await revoke(await idOf(DEMO.admin.phone), 'admin')).status).toBe(403);

    expect((await grant(quang, 'operations')).body.data.roles).toEqual(['sales', 'operations']);
    expect((await grant(quang, 'operations')).body.data.roles).toEqual(['sales', 'operations']);
    expect((await call(app, 'GET', '/ops/order/list', { headers: sales })).status).toBe(200);
    expect((await revoke(quang, 'operations')).body.data.roles).toEqual(['sales']);
    expect((await call(app, 'GET', '/ops/order/list', { headers: sales })).status).toBe(403);
    expect((await revoke(quang, 'operations')).body.data.roles).toEqual(['sales']);
    const adminId = await idOf(DEMO.admin.phone);
    expect(await auditOf(`member:${quang}`)).toEqual([
      {
        action: 'staff.grantRole',
        actorMemberId: adminId,
        detail: { role: 'operations', roles: ['sales', 'operations'] },
      },
      { action: 'staff.revokeRole', actorMemberId: adminId, detail: { role: 'operations', roles: ['sales'] } },
    ]);
    expect((await grant(999_999, 'operations')).status).toBe(404);
    // Roles are the admin's: no other role grants.
    expect((await grant(quang, 'operations', operations)).status).toBe(403);
  });

  it('revoking sales ends the customer sessions it opened at once', async () => {
    const quang = await idOf(DEMO.staff.phone);
    const minted = await post(
      '/sso/manipulateOrder/genTokenByManipulateOrder',
      { memberId: await idOf(DEMO.customer.phone) },
      sales,
    );
    const proxy = bearer(minted.body.data.token);
    expect((await call(app, 'GET', '/sso/info', { headers: proxy })).status).toBe(200);
    expect((await revoke(quang, 'sales')).status).toBe(200);
    try {
      expect((await call(app, 'GET', '/sso/info', { headers: proxy })).status).toBe(401);
      expect((await call(app, 'GET', '/sso/manipulateOrder/member/list', { headers: sales })).status).toBe(403);
    } finally {
      await grant(quang, 'sales');
    }
    expect((await call(app, 'GET', '/sso/info', { headers: proxy })).status).toBe(401);
    expect((await call(app, 'GET', '/sso/manipulateOrder/member/list', { headers: sales })).status).toBe(200);
  });

  it('two admins granting sales and finance to one member at once: exactly one of the two holds', async () => {
    const second = await idOf('359876507');
    await grant(second, 'admin');
    const admin2 = await login('359876507');
    for (const phone of ['773456706', '868123408']) {
      const target = await idOf(phone);
      const answers = await Promise.all([grant(target, 'sales', admin), grant(target, 'finance', admin2)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const [row] = await rows<{ roles: string[] }>(app, sql`select roles from member where id = ${target}`);
      expect(row!.roles).toHaveLength(1);
    }
  });

  it('the database refuses sales with finance, and unknown roles, whoever writes them', async () => {
    const id = await idOf(DEMO.staff.phone);
    await expect(app.database.execute(`update member set roles = '{sales,finance}' where id = ${id}`)).rejects.toThrow(
      /member_roles_separated/,
    );
    await expect(app.database.execute(`update member set roles = '{superuser}' where id = ${id}`)).rejects.toThrow(
      /member_roles_known/,
    );
  });

  it('a login answer still tells the web that sales may order for customers (memberDto.roles)', async () => {
    const res = await call(app, 'POST', '/sso/login/password', {
      body: { phoneCountryCode: VN, phoneNumber: DEMO.staff.phone, password: digest(DEMO.staff.password) },
    });
    const info = await call(app, 'GET', '/sso/info', { headers: bearer(res.body.data.token) });
    expect(info.body.data.memberDto.roles).toEqual(['sales', 'proxyOrder']);
    expect(info.body.data.canManipulateOrder).toBe(true);
  });
});
