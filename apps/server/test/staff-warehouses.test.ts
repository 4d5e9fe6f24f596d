import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import { type Headers, previewAndPlace, rows, stockedSkus, visitorHeaders } from './support/order.js';

/**
 * Staff limited to warehouses: an admin sets them on the Staff screen; the operations API, Today
 * and the delivery settings then answer only those warehouses' data, in the query itself, and an
 * order of another warehouse is one that does not exist (404), whatever is asked of it.
 */
let app: FastifyInstance;
let admin: Headers;
let operations: Headers;
let finance: Headers;
let operationsId: number;
let adminId: number;
let sku: number;
/** Orders of warehouse 1 (District 1) and 2 (Thu Duc), both in Ho Chi Minh City. */
let inOne: { orderId: number; orderSn: string };
let inTwo: { orderId: number; orderSn: string };

const idOf = async (phone: string) =>
  Number((await rows<{ id: number }>(app, sql`select id from member where phone_number = ${phone}`))[0]!.id);
const post = (url: string, body: unknown, who: Headers, lang = 'en-US') =>
  call(app, 'POST', url, { body, headers: { ...who, 'accept-language': lang } });
const get = (url: string, query: Record<string, string>, who: Headers) =>
  call(app, 'GET', url, { query, headers: who });
const limit = (memberId: number, warehouseIds: number[], who = admin, lang = 'en-US') =>
  post('/admin/staff/setWarehouses', { memberId, warehouseIds }, who, lang);
const listed = async (query: Record<string, string> = {}, who = operations) => {
  const res = await get('/ops/order/list', { pageNum: '1', pageSize: '100', ...query }, who);
  expect(res.body.code, res.raw).toBe(200);
  return res.body.data as { total: number; list: { orderId: number; warehouseId: number }[] };
};

/** A visitor's pickup order at `warehouseId`, paid in cash at collection. */
async function orderAt(warehouseId: number) {
  const guest = await visitorHeaders(app);
  const { placed } = await previewAndPlace(app, guest, {
    currentWarehouseId: warehouseId,
    deliveryType: 'pickup',
    pickupName: 'Hà',
    pickupPhoneCountryCode: '84',
    pickupPhoneNumber: '901234778',
    paymentMethod: 'cashOnDelivery',
    items: [{ productSkuId: sku, quantity: 1 }],
  });
  expect(placed.body.code, placed.raw).toBe(200);
  return placed.body.data as { orderId: number; orderSn: string };
}

beforeAll(async () => {
  app = await createIdentityApp();
  admin = bearer(await loginByPassword(app, DEMO.admin.phone, DEMO.admin.password));
  operations = bearer(await loginByPassword(app, DEMO.operations.phone, DEMO.operations.password));
  finance = bearer(await loginByPassword(app, DEMO.finance.phone, DEMO.finance.password));
  operationsId = await idOf(DEMO.operations.phone);
  adminId = await idOf(DEMO.admin.phone);
  [sku] = (await stockedSkus(app, 1, 500)) as [number];
  await app.database.execute(
    `insert into stock (sku_id, warehouse_id, on_hand, reserved) values (${sku}, 2, 500, 0)
     on conflict (sku_id, warehouse_id) do update set on_hand = 500, reserved = 0`,
  );
  inOne = await orderAt(1);
  inTwo = await orderAt(2);
}, 120_000);
afterAll(() => app?.close());
// Every test starts with the operations member working on every warehouse.
beforeEach(async () => {
  await app.database.execute(`delete from staff_warehouse`);
});

describe('the admin sets a staff member’s warehouses', () => {
  it('lists them on the staff list and in the member’s own roles, audited before and after; an empty list is every warehouse', async () => {
    const set = await limit(operationsId, [2, 1, 2]);
    expect(set.body.code, set.raw).toBe(200);
    expect(set.body.data).toMatchObject({ memberId: operationsId, roles: ['operations'], warehouseIds: [1, 2] });
    const staff = await get('/admin/staff/list', { pageNum: '1', pageSize: '50' }, admin);
    const row = staff.body.data.list.find((m: { memberId: number }) => m.memberId === operationsId);
    expect(row.warehouseIds).toEqual([1, 2]);
    expect((await get('/staff/roles', {}, operations)).body.data.warehouseIds).toEqual([1, 2]);

    // The same list again records nothing.
    await limit(operationsId, [1, 2]);
    expect((await limit(operationsId, [])).body.data.warehouseIds).toEqual([]);
    const audit = await rows<{ actor: number; detail: unknown }>(
      app,
      sql`select actor_member_id as actor, detail from audit_log
          where action = 'staff.setWarehouses' and target = ${`member:${operationsId}`} order by id`,
    );
    expect(audit.map((a) => [Number(a.actor), a.detail])).toEqual([
      [adminId, { before: { warehouseIds: [] }, after: { warehouseIds: [1, 2] } }],
      [adminId, { before: { warehouseIds: [1, 2] }, after: { warehouseIds: [] } }],
    ]);
    expect((await get('/staff/roles', {}, operations)).body.data.warehouseIds).toEqual([]);
  });

  it('is the admin’s alone and never their own; an unknown warehouse or a member without a role is refused in the caller’s language', async () => {
    expect((await limit(operationsId, [1], operations)).status).toBe(403);
    expect((await limit(operationsId, [1], finance)).status).toBe(403);
    expect(
      (await call(app, 'POST', '/admin/staff/setWarehouses', { body: { memberId: operationsId, warehouseIds: [1] } }))
        .status,
    ).toBe(401);

    const own = await limit(adminId, [1], admin, 'vi-VN');
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(translate('vi-VN', 'staff.ownWarehouses'));

    const unknown = await limit(operationsId, [1, 999_999], admin, 'th-TH');
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.fields).toEqual([
      { path: 'body.warehouseIds', message: translate('th-TH', 'staff.unknownWarehouse', { id: 999_999 }) },
    ]);
    expect((await limit(operationsId, [0])).status).toBe(422);

    const customer = await limit(await idOf(DEMO.customer.phone), [1], admin, 'lo-LA');
    expect(customer.status).toBe(409);
    expect(customer.body.message).toBe(translate('lo-LA', 'staff.warehousesNeedRole'));
    expect((await limit(2_000_000, [1])).status).toBe(404);
    expect(await rows(app, sql`select 1 from staff_warehouse`)).toHaveLength(0);
  });
});

describe('a staff member limited to a warehouse', () => {
  it('lists only its orders, in every queue, and filters by warehouse within it', async () => {
    const all = await listed();
    expect(all.list.map((o) => o.orderId)).toEqual(expect.arrayContaining([inOne.orderId, inTwo.orderId]));
    expect((await listed({ warehouseId: '2' })).list.every((o) => o.warehouseId === 2)).toBe(true);

    await limit(operationsId, [1]);
    const mine = await listed();
    expect(mine.list.length).toBeGreaterThan(0);
    expect(mine.list.every((o) => o.warehouseId === 1)).toBe(true);
    expect(mine.list.map((o) => o.orderId)).not.toContain(inTwo.orderId);
    const [{ count }] = (await rows<{ count: number }>(
      app,
      sql`select count(*)::int as count from customer_order where warehouse_id = 1`,
    )) as [{ count: number }];
    expect(mine.total).toBe(Number(count));
    // Asking for another warehouse finds nothing there, rather than everything.
    expect((await listed({ warehouseId: '2' })).total).toBe(0);
    expect((await listed({ keyword: inTwo.orderSn })).total).toBe(0);
    // Finance is not limited by the operations member's warehouses.
    expect((await listed({ keyword: inTwo.orderSn }, finance)).total).toBe(1);
  });

  it('reads and changes an order of its warehouse; one of another warehouse is a 404 and stays as it was', async () => {
    await limit(operationsId, [1]);
    expect((await get('/ops/order/detail', { orderId: String(inOne.orderId) }, operations)).status).toBe(200);
    expect((await get('/ops/order/detail', { orderId: String(inTwo.orderId) }, operations)).status).toBe(404);
    const review = await post('/ops/order/review', { orderId: inTwo.orderId }, operations);
    expect(review.status, review.raw).toBe(404);
    const [row] = await rows<{ status: number }>(
      app,
      sql`select status from customer_order where id = ${inTwo.orderId}`,
    );
    expect(Number(row!.status)).toBe(1);
    expect((await post('/ops/order/review', { orderId: inOne.orderId }, operations)).status).toBe(200);
  });

  it('sees Today’s figures of its warehouse only', async () => {
    await app.database.execute('update stock set on_hand = reserved + 100');
    await app.database.execute(
      `update stock set on_hand = reserved + 1 where sku_id = ${sku} and warehouse_id in (1, 2)`,
    );
    const everyWarehouse = (await get('/ops/today', {}, operations)).body.data;
    expect(everyWarehouse.lowStock.map((s: { warehouseName: string }) => s.warehouseName).sort()).toEqual([
      'District 1 warehouse',
      'Thu Duc warehouse',
    ]);

    await limit(operationsId, [2]);
    const t = (await get('/ops/today', {}, operations)).body.data;
    expect(t.lowStock.map((s: { warehouseName: string }) => s.warehouseName)).toEqual(['Thu Duc warehouse']);
    const [expected] = (await rows<{ orders: number; waiting: number }>(
      app,
      sql`select count(*) filter (where (created_at at time zone time_zone)::date = (now() at time zone time_zone)::date)::int as orders,
            count(*) filter (where status = 1)::int as waiting
          from customer_order where warehouse_id = 2`,
    )) as [{ orders: number; waiting: number }];
    expect(t.countries).toEqual([expect.objectContaining({ countryCode: 'VN', orders: Number(expected.orders) })]);
    expect(t.waiting.find((w: { status: number }) => w.status === 1).count).toBe(Number(expected.waiting));
    const [everywhere] = (await rows<{ waiting: number }>(
      app,
      sql`select count(*)::int as waiting from customer_order where status = 1`,
    )) as [{ waiting: number }];
    expect(everyWarehouse.waiting.find((w: { status: number }) => w.status === 1).count).toBe(
      Number(everywhere.waiting),
    );
  });

  it('keeps the delivery settings of its warehouses; another warehouse’s are a 404', async () => {
    expect((await get('/ops/delivery/list', {}, operations)).body.data.length).toBeGreaterThan(2);
    await limit(operationsId, [1, 2]);
    const list = (await get('/ops/delivery/list', {}, operations)).body.data;
    expect(list.map((w: { warehouseId: number }) => w.warehouseId)).toEqual([1, 2]);
    const other = await post(
      '/ops/delivery/update',
      { warehouseId: 3, slotCapacity: 1, cutOffMinutes: 0, closedWeekdays: [], pickup: true },
      operations,
    );
    expect(other.status, other.raw).toBe(404);
    expect(
      (await post('/ops/delivery/closedDay', { warehouseId: 3, date: '2031-01-02', closed: true }, operations)).status,
    ).toBe(404);
    expect(
      await rows(app, sql`select 1 from warehouse_closed_day where warehouse_id = 3 and date = '2031-01-02'`),
    ).toHaveLength(0);
  });
});
