import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';

let app: FastifyInstance;
let alice: Record<string, string>; // the demo customer
let bob: Record<string, string>; // another member
let guest: Record<string, string>; // a visitor
/** Six same-day SKUs sold in Vietnam, 50 in stock each in warehouse 1 (District 1, VND). */
let s: number[];
const W = 1;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(app.db, query);
const post = (url: string, body: unknown, headers: Record<string, string>) => call(app, 'POST', url, { body, headers });
const add = (productSkuId: number, quantity: number, who = alice, warehouseId = W) =>
  post('/cart/addV2', { warehouseId, productSkuId, quantity }, who);
const price = (who: Record<string, string>, body: Record<string, unknown> = {}) =>
  post('/cart/list/promotion/v4', { currentWarehouseId: W, ...body }, who);
const setting = (key: string, value: number) =>
  app.database.execute(`update app_setting set value = '${value}'::jsonb where key = '${key}'`);

beforeAll(async () => {
  app = await createIdentityApp();
  alice = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
  bob = bearer(await loginByPassword(app, DEMO.credit.phone, DEMO.credit.password));
  const visitor = await call(app, 'POST', '/sso/visitor/token', { body: { visitorId: 'cart-test-device-1' } });
  guest = { guestauthorization: `Bearer ${visitor.body.data.token}` };
  s = (
    await rows<{ id: number }>(sql`select s.id from sku s join product p on p.id = s.product_id
      where p.fulfilment = 'sameDay' and not p.bulky order by s.id limit 6`)
  ).map((r) => Number(r.id));
  await app.database.execute(
    `update stock set on_hand = 50, reserved = 0 where warehouse_id = ${W} and sku_id in (${s.join(',')})`,
  );
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.database.execute('delete from cart_line');
  await setting('CART_LINE_MAX_QUANTITY', 99);
  await setting('CART_MAX_LINES', 100);
});

const lineOf = async (memberHeaders: Record<string, string>, sku: number) =>
  (await price(memberHeaders)).body.data.list.find((l: { productSkuId: number }) => l.productSkuId === sku);

describe('member cart', () => {
  it('adds to one line per SKU, updates, selects, deletes and counts', async () => {
    expect((await add(s[0]!, 2)).body.data).toEqual({ lineQuantity: 2, totalQuantity: 2 });
    expect((await add(s[0]!, 3)).body.data).toEqual({ lineQuantity: 5, totalQuantity: 5 });
    expect((await add(s[1]!, 1)).body.data).toEqual({ lineQuantity: 1, totalQuantity: 6 });
    const upd = await post('/cart/update/quantity', { warehouseId: W, productSkuId: s[0], quantity: 4 }, alice);
    expect(upd.body.data).toEqual({ lineQuantity: 4, totalQuantity: 5 });

    expect((await post('/cart/select', { warehouseId: W, productSkuIds: [s[1]], selected: false }, alice)).status).toBe(
      200,
    );
    let cart = (await price(alice)).body.data;
    expect(cart.list.map((l: { productSkuId: number; selected: boolean }) => [l.productSkuId, l.selected])).toEqual(
      expect.arrayContaining([
        [s[0], true],
        [s[1], false],
      ]),
    );
    expect(cart.summary).toMatchObject({ selectedCount: 1, selectedQuantity: 4, totalQuantity: 5 });
    await post('/cart/select', { warehouseId: W, selected: true }, alice);
    expect((await price(alice)).body.data.summary.selectedCount).toBe(2);

    const total = await call(app, 'GET', '/cart/totalQuantity', { query: { warehouseId: String(W) }, headers: alice });
    expect(total.body.data).toEqual({ totalQuantity: 5 });
    expect((await post('/cart/delete', { warehouseId: W, productSkuIds: [s[0], s[1]] }, alice)).body.data).toEqual({
      totalQuantity: 0,
    });
    cart = (await price(alice)).body.data;
    expect(cart.list).toEqual([]);
  });

  it('keeps a cart per warehouse', async () => {
    const [other] = await rows<{ id: number }>(
      sql`select id from warehouse where country_code = 'VN' and id <> ${W} limit 1`,
    );
    await app.database.execute(
      `update stock set on_hand = 50, reserved = 0 where warehouse_id = ${other!.id} and sku_id = ${s[0]}`,
    );
    await add(s[0]!, 2);
    await add(s[0]!, 7, alice, Number(other!.id));
    expect((await lineOf(alice, s[0]!)).quantity).toBe(2);
    const there = await post('/cart/list/promotion/v4', { currentWarehouseId: other!.id }, alice);
    expect(there.body.data.list[0].quantity).toBe(7);
  });
});

describe('limits and bad input', () => {
  it('rejects a zero, negative, fractional, huge or non-numeric quantity with 422 on the field', async () => {
    for (const quantity of [0, -1, 1.5, 10_000, 1e12, '3', null]) {
      const res = await add(s[0]!, quantity as number);
      expect(res.status, String(quantity)).toBe(422);
      expect(res.body.data.fields[0].path).toBe('body.quantity');
    }
    expect((await price(alice)).body.data.list).toEqual([]);
  });

  it('rejects an unknown SKU, a SKU not sold in the country and one off shelf (422), in the caller language', async () => {
    const vi = { ...alice, 'accept-language': 'vi-VN' };
    const unknown = await post('/cart/addV2', { warehouseId: W, productSkuId: 2_000_000_000, quantity: 1 }, vi);
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.fields).toEqual([{ path: 'body.productSkuId', message: 'Không có sản phẩm này' }]);

    await app.database.execute(`delete from sku_price where sku_id = ${s[4]} and country_code = 'VN'`);
    const notSold = await add(s[4]!, 1, vi);
    expect(notSold.status).toBe(422);
    expect(notSold.body.data.fields[0].message).toBe('Sản phẩm này không bán tại khu vực này');

    await app.database.execute(`update sku set on_shelf = false where id = ${s[5]}`);
    const off = await add(s[5]!, 1, { ...alice, 'accept-language': 'th-TH' });
    expect(off.status).toBe(422);
    expect(off.body.data.fields[0].message).toBe('สินค้านี้เลิกจำหน่ายแล้ว');

    const badWarehouse = await add(s[0]!, 1, alice, 999_999);
    expect(badWarehouse.status).toBe(422);
    expect(badWarehouse.body.data.fields[0].path).toBe('body.warehouseId');
    expect((await price(alice)).body.data.list).toEqual([]);
  });

  it('refuses more than the stock with 409 and leaves the line as it was', async () => {
    await add(s[0]!, 40);
    const res = await add(s[0]!, 11, { ...alice, 'accept-language': 'zh-CN' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('本仓库仅有 50 件可售');
    expect(res.body.data).toEqual({ maxQuantity: 50 });
    expect((await lineOf(alice, s[0]!)).quantity).toBe(40);
    expect((await add(s[0]!, 10)).body.data.lineQuantity).toBe(50);
    const upd = await post('/cart/update/quantity', { warehouseId: W, productSkuId: s[0], quantity: 51 }, alice);
    expect(upd.status).toBe(409);
  });

  it('refuses past the per-line and the per-cart limits from the settings', async () => {
    await setting('CART_LINE_MAX_QUANTITY', 5);
    await add(s[0]!, 5);
    const line = await add(s[0]!, 1, { ...alice, 'accept-language': 'en-US' });
    expect(line.status).toBe(409);
    expect(line.body.message).toBe('At most 5 of one product per cart');
    expect((await lineOf(alice, s[0]!)).maxQuantity).toBe(5);

    await setting('CART_MAX_LINES', 2);
    await add(s[1]!, 1);
    const full = await add(s[2]!, 1);
    expect(full.status).toBe(409);
    expect(full.body.data).toEqual({ maxQuantity: 0 });
    // A line already in the cart still grows.
    expect((await add(s[1]!, 1)).body.data.lineQuantity).toBe(2);
  });

  it('shows lines that can no longer be bought apart, with the reason', async () => {
    await add(s[0]!, 5);
    await add(s[1]!, 1);
    await app.database.execute(`update stock set on_hand = 3 where warehouse_id = ${W} and sku_id = ${s[0]}`);
    const cart = (await price({ ...alice, 'accept-language': 'fil-PH' })).body.data;
    expect(cart.unavailable).toEqual([
      expect.objectContaining({
        productSkuId: s[0],
        reason: 'insufficientStock',
        message: '3 na lang ang natitira — bawasan ang dami',
        available: 3,
      }),
    ]);
    expect(cart.list.map((l: { productSkuId: number }) => l.productSkuId)).toEqual([s[1]]);
    // Lowering the quantity to what is left brings the line back.
    expect(
      (await post('/cart/update/quantity', { warehouseId: W, productSkuId: s[0], quantity: 3 }, alice)).status,
    ).toBe(200);
    const kept = (await price(alice)).body.data;
    expect(kept.unavailable).toEqual([]);
    expect(kept.list.find((l: { productSkuId: number }) => l.productSkuId === s[0]).quantity).toBe(3);
    await app.database.execute(`update stock set on_hand = 50 where warehouse_id = ${W} and sku_id = ${s[0]}`);
  });
});

describe('ownership', () => {
  it('another member gets 404 on update, delete and select of your lines, and never sees them', async () => {
    await add(s[0]!, 2);
    const target = { warehouseId: W, productSkuId: s[0], quantity: 9 };
    expect((await post('/cart/update/quantity', target, bob)).status).toBe(404);
    expect((await post('/cart/delete', { warehouseId: W, productSkuIds: [s[0]] }, bob)).status).toBe(404);
    expect((await post('/cart/select', { warehouseId: W, productSkuIds: [s[0]], selected: false }, bob)).status).toBe(
      404,
    );
    expect((await price(bob)).body.data.list).toEqual([]);
    const total = await call(app, 'GET', '/cart/totalQuantity', { query: { warehouseId: String(W) }, headers: bob });
    expect(total.body.data.totalQuantity).toBe(0);
    const mine = await lineOf(alice, s[0]!);
    expect(mine).toMatchObject({ quantity: 2, selected: true });
  });

  it('a visitor cannot address member lines, and prices only what it sends', async () => {
    await add(s[0]!, 2);
    for (const url of ['/cart/addV2', '/cart/update/quantity']) {
      expect((await post(url, { warehouseId: W, productSkuId: s[0], quantity: 1 }, guest)).status).toBe(401);
    }
    expect((await post('/cart/delete', { warehouseId: W, productSkuIds: [s[0]] }, guest)).status).toBe(401);
    expect((await price(guest)).body.data.list).toEqual([]);
    expect((await price({})).status).toBe(401);
  });

  it("another member's address is a 404 for pricing", async () => {
    const [address] = await rows<{ id: number }>(sql`select a.id from member_receive_address a
      join member m on m.id = a.member_id where m.phone_number = ${DEMO.customer.phone} limit 1`);
    expect((await price(alice, { memberReceiveAddressId: address!.id })).status).toBe(200);
    expect((await price(bob, { memberReceiveAddressId: address!.id })).status).toBe(404);
  });
});

describe('pricing', () => {
  it('a visitor sees exactly what a member without coupons and with the same lines sees', async () => {
    // The demo customer's coupons would lower her price (the coupon tests cover that).
    const me = (await call(app, 'GET', '/sso/info', { headers: alice })).body.data.id as number;
    await app.database.execute(
      `update member_coupon set status = 'used' where member_id = ${me} and status = 'unused'`,
    );
    await app.database
      .execute(`insert into promotion (kind, country_code, sku_id, titles, promotion_price, starts_at, ends_at)
      select 'price', 'VN', ${s[2]}, '{"en-US":"Test price"}', price / 2, now() - interval '1 day', now() + interval '1 day'
      from sku_price where sku_id = ${s[2]} and country_code = 'VN'`);
    await add(s[0]!, 3);
    await add(s[2]!, 2);
    await add(s[3]!, 1);
    await post('/cart/select', { warehouseId: W, productSkuIds: [s[3]], selected: false }, alice);
    const member = (await price({ ...alice, 'accept-language': 'vi-VN' })).body.data;
    const items = member.list.map((l: { productSkuId: number; quantity: number }) => ({
      productSkuId: l.productSkuId,
      quantity: l.quantity,
    }));
    const visitor = (await price({ ...guest, 'accept-language': 'vi-VN' }, { items, unselected: [s[3]] })).body.data;
    expect(visitor).toEqual(member);

    const promoted = member.list.find((l: { productSkuId: number }) => l.productSkuId === s[2]);
    expect(promoted.price).toBe(Math.floor(promoted.originalPrice / 2));
    expect(promoted.promotion).toMatchObject({ kind: 'price', applied: true });
    expect(promoted.promotion.message).toMatch(/^Test price · Giá khuyến mãi [\d.]+\s₫$/);
    expect(member.summary.currencyCode).toBe('VND');
    expect(member.summary.payable).toBe(member.summary.goodsAmount + member.summary.freight.payable);
  });

  it('a visitor cart with one SKU twice is priced as one line', async () => {
    const twice = (
      await price(guest, {
        items: [
          { productSkuId: s[0], quantity: 1 },
          { productSkuId: s[0], quantity: 2 },
        ],
      })
    ).body.data;
    expect(twice.list).toHaveLength(1);
    expect(twice.list[0].quantity).toBe(3);
  });

  it('groups shipped merchandise apart from same-day goods', async () => {
    const [shipped] = await rows<{ id: number }>(sql`select s.id from sku s join product p on p.id = s.product_id
      where p.fulfilment = 'shipped' order by s.id limit 1`);
    await app.database.execute(
      `update stock set on_hand = 50, reserved = 0 where warehouse_id = ${W} and sku_id = ${shipped!.id}`,
    );
    const cart = (
      await price(guest, {
        items: [
          { productSkuId: s[0], quantity: 2 },
          { productSkuId: Number(shipped!.id), quantity: 1 },
        ],
      })
    ).body.data;
    expect(cart.groups.map((g: { fulfilment: string; itemCount: number }) => [g.fulfilment, g.itemCount])).toEqual([
      ['sameDay', 2],
      ['shipped', 1],
    ]);
  });
});

describe('merge at login', () => {
  it('adds quantities, caps them by stock and limits, and reports what was capped', async () => {
    await add(s[0]!, 45);
    await app.database.execute(`update sku set on_shelf = false where id = ${s[5]}`);
    const res = await post(
      '/cart/merge',
      {
        warehouseId: W,
        items: [
          { productSkuId: s[0], quantity: 10 },
          { productSkuId: s[1], quantity: 2 },
          { productSkuId: s[1], quantity: 1 },
          { productSkuId: s[5], quantity: 1 },
        ],
      },
      alice,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.totalQuantity).toBe(53);
    expect(res.body.data.capped).toEqual([
      { productSkuId: s[0], requested: 10, quantity: 50 },
      { productSkuId: s[5], requested: 1, quantity: 0 },
    ]);
    expect((await lineOf(alice, s[1]!)).quantity).toBe(3);
  });
});

describe('concurrency', () => {
  it('20 simultaneous adds of one SKU make one line with the right quantity', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(s[0]!, 2)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const lines = await rows<{ quantity: number }>(sql`select quantity from cart_line where sku_id = ${s[0]}`);
    expect(lines.map((l) => Number(l.quantity))).toEqual([40]);
  });

  it('simultaneous adds past the stock: exactly the ones that fit succeed', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(s[1]!, 3)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(16);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    expect((await lineOf(alice, s[1]!)).quantity).toBe(48);
  });
});
