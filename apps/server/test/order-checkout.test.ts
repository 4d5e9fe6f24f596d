import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import {
  addToCart,
  type Headers,
  place,
  preview,
  previewAndPlace,
  rows,
  stockedSkus,
  stockOf,
  visitorAddress,
  visitorHeaders,
} from './support/order.js';

let app: FastifyInstance;
let lan: Headers; // demo customer with a saved address
let minh: Headers; // demo customer with credit
let guest: Headers;
let s: number[];
let lanAddressId: number;

beforeAll(async () => {
  app = await createIdentityApp();
  lan = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
  minh = bearer(await loginByPassword(app, DEMO.credit.phone, DEMO.credit.password));
  guest = await visitorHeaders(app);
  s = await stockedSkus(app, 4, 30);
  const info = await call(app, 'GET', '/sso/info', { headers: lan });
  lanAddressId = info.body.data.memberReceiveAddressList[0].id;
  // Lan's address sits in District 1, inside warehouse 1's delivery area.
  await app.database.execute(
    `update member_receive_address set latitude = 10.7769, longitude = 106.7009 where id = ${lanAddressId}`,
  );
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.database.execute('delete from cart_line');
});

const memberDelivery = () => ({
  deliveryType: 'delivery',
  memberReceiveAddressId: lanAddressId,
  paymentMethod: 'cashOnDelivery',
});
const visitorPickup = (items = [{ productSkuId: s[0], quantity: 2 }]) => ({
  deliveryType: 'pickup',
  items,
  paymentMethod: 'bankTransfer',
  pickupName: 'Trần Thị B',
  pickupPhoneCountryCode: '84',
  pickupPhoneNumber: '912000111',
});

describe('preview and placement', () => {
  it('a member orders for delivery with cash on delivery: the order keeps exactly the previewed amounts and lines', async () => {
    await addToCart(app, lan, s[0]!, 2);
    await addToCart(app, lan, s[1]!, 1);
    const before = await stockOf(app, s[0]!);
    const { preview: p, placed } = await previewAndPlace(app, lan, memberDelivery());
    expect(placed.body.code, placed.raw).toBe(200);
    expect(placed.body.data.status).toBe(1);
    expect(placed.body.data.orderSecret).toBeNull();
    expect(placed.body.data.orderSn).toMatch(/^VN\d{14}$/);
    expect(p.deliverable).toBe(true);
    expect(p.timeSlots.length).toBeGreaterThan(0);
    expect(p.timeSlots[0].startsAt).toMatch(/\+07:00$/);

    const detail = await call(app, 'GET', '/order/detail', {
      query: { orderId: String(placed.body.data.orderId) },
      headers: lan,
    });
    expect(detail.body.code, detail.raw).toBe(200);
    expect(detail.body.data.amounts).toEqual(p.amounts);
    expect(detail.body.data.list.map(({ note: _n, ...l }: { note: unknown }) => l)).toEqual(
      p.list.map(({ note: _n, ...l }: { note: unknown }) => l),
    );
    expect(detail.body.data.address.name).toBeTruthy();
    expect((await stockOf(app, s[0]!)).reserved).toBe(before.reserved + 2);
    // The ordered lines left the cart.
    const cart = await call(app, 'POST', '/cart/list/promotion/v4', { body: { currentWarehouseId: 1 }, headers: lan });
    expect(cart.body.data.list).toEqual([]);
    // The member's list shows it.
    const list = await call(app, 'GET', '/order/list', { query: { status: '1' }, headers: lan });
    expect(list.body.data.list.map((o: { orderId: number }) => o.orderId)).toContain(placed.body.data.orderId);
  });

  it('a visitor orders for pickup by bank transfer and gets a secret and a VietQR payload with amount and order number', async () => {
    const { preview: p, placed } = await previewAndPlace(app, guest, visitorPickup());
    expect(placed.body.code, placed.raw).toBe(200);
    const o = placed.body.data;
    expect(o.status).toBe(0);
    expect(o.orderSecret).toMatch(/^[\w-]{32}$/);
    expect(o.payable).toBe(p.amounts.payable);
    expect(p.amounts.freight.total).toBe(0);
    expect(o.payment.qrStandard).toBe('VietQR');
    expect(o.payment.qrPayload).toContain(`54${String(o.payable).length.toString().padStart(2, '0')}${o.payable}`);
    expect(o.payment.qrPayload).toContain(o.orderSn);
    expect(new Date(o.paymentDeadline).getTime()).toBeGreaterThan(Date.now());

    const noSecret = await call(app, 'GET', '/order/detail', { query: { orderId: String(o.orderId) }, headers: guest });
    expect(noSecret.status).toBe(404);
    const otherVisitor = await visitorHeaders(app);
    const wrong = await call(app, 'GET', '/order/detail', {
      query: { orderId: String(o.orderId), orderSecret: 'x'.repeat(32) },
      headers: otherVisitor,
    });
    expect(wrong.status).toBe(404);
    const withSecret = await call(app, 'GET', '/order/detail', {
      query: { orderId: String(o.orderId), orderSecret: o.orderSecret },
      headers: otherVisitor,
    });
    expect(withSecret.body.data.amounts).toEqual(p.amounts);
    const mine = await call(app, 'POST', '/order/visitor/list', {
      body: { orderSecrets: [o.orderSecret] },
      headers: guest,
    });
    expect(mine.body.data.list.map((x: { orderId: number }) => x.orderId)).toEqual([o.orderId]);
  });

  it('answers 409 with the new amounts when a price changed between preview and placement, and charges nothing', async () => {
    const body = visitorPickup([{ productSkuId: s[2]!, quantity: 1 }]);
    const p = await preview(app, guest, body);
    const slot = p.body.data.timeSlots[0];
    // A cut, not a rise: a special price of the demo catalogue may sit at today's list price, and
    // would then hide a rise. Any change at all must be shown before it is charged.
    await app.database.execute(
      `update sku_price set price = price - 1000 where sku_id = ${s[2]} and country_code = 'VN'`,
    );
    const before = await stockOf(app, s[2]!);
    const res = await place(app, guest, { ...body, expectedPayable: p.body.data.amounts.payable, slot });
    expect(res.status).toBe(409);
    expect(res.body.data.amounts.payable).toBe(p.body.data.amounts.payable - 1000);
    expect(await stockOf(app, s[2]!)).toEqual(before);
    const again = await place(app, guest, { ...body, expectedPayable: res.body.data.amounts.payable, slot });
    expect(again.body.code, again.raw).toBe(200);
  });

  it('needs the Idempotency-Key; the same key and body answer the first order, another body 422', async () => {
    const body = visitorPickup([{ productSkuId: s[3]!, quantity: 1 }]);
    const p = await preview(app, guest, body);
    const full = { ...body, expectedPayable: p.body.data.amounts.payable, slot: p.body.data.timeSlots[0] };
    const missing = await place(app, guest, full, null);
    expect(missing.status).toBe(422);
    expect(missing.body.data.fields[0].path).toBe('headers.idempotency-key');
    const key = randomUUID();
    const first = await place(app, guest, full, key);
    const second = await place(app, guest, full, key);
    expect(second.body.data).toEqual(first.body.data);
    const other = await place(app, guest, { ...full, remark: 'another body' }, key);
    expect(other.status).toBe(422);
    const [count] = await rows<{ n: number }>(
      app,
      sql`select count(*)::int as n from customer_order where id = ${first.body.data.orderId}`,
    );
    expect(count!.n).toBe(1);
  });

  it('refuses beer or wine without the 18+ confirmation, with the field named in the caller language', async () => {
    const [row] = await rows<{ id: number }>(
      app,
      sql`select s.id from sku s join product p on p.id = s.product_id join category c on c.id = p.category_id,
        (select (value #>> '{}')::int as v from app_setting where key = 'UNDER_18_CATEGORY_ID') u
        where (c.id = u.v or c.parent_id = u.v) and s.on_shelf
          and exists (select 1 from sku_price sp where sp.sku_id = s.id and sp.country_code = 'VN') limit 1`,
    );
    expect(row).toBeTruthy();
    await app.database
      .execute(`insert into stock (sku_id, warehouse_id, on_hand, reserved) values (${row!.id}, 1, 10, 0)
      on conflict (sku_id, warehouse_id) do update set on_hand = 10, reserved = 0`);
    const body = visitorPickup([{ productSkuId: Number(row!.id), quantity: 1 }]);
    const p = await preview(app, guest, body);
    expect(p.body.data.needsAdultConfirmation).toBe(true);
    const full = { ...body, expectedPayable: p.body.data.amounts.payable, slot: p.body.data.timeSlots[0] };
    const refused = await call(app, 'POST', '/order/generateOrder', {
      body: { currentWarehouseId: 1, ...full },
      headers: { ...guest, 'idempotency-key': randomUUID(), 'accept-language': 'vi-VN' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.data.fields).toEqual([{ path: 'body.adultConfirmed', message: expect.stringContaining('18') }]);
    const ok = await place(app, guest, { ...full, adultConfirmed: true });
    expect(ok.body.code, ok.raw).toBe(200);
  });

  it('offers credit only within the remaining credit and charges it to the ledger in the same transaction', async () => {
    await addToCart(app, minh, s[1]!, 1);
    const p = await preview(app, minh, { deliveryType: 'pickup' });
    const credit = p.body.data.paymentMethods.find((m: { method: string }) => m.method === 'credit');
    expect(credit.available).toBe(true);
    const wallet = p.body.data.paymentMethods.find((m: { method: string }) => m.method === 'wallet');
    expect(wallet).toMatchObject({ available: false, reason: 'walletHidden' });
    const guestPreview = await preview(app, guest, visitorPickup());
    expect(guestPreview.body.data.paymentMethods.find((m: { method: string }) => m.method === 'credit').reason).toBe(
      'membersOnly',
    );
    const placed = await place(app, minh, {
      deliveryType: 'pickup',
      paymentMethod: 'credit',
      pickupName: 'Minh',
      pickupPhoneCountryCode: '84',
      pickupPhoneNumber: '912345602',
      expectedPayable: p.body.data.amounts.payable,
      slot: p.body.data.timeSlots[0],
    });
    expect(placed.body.code, placed.raw).toBe(200);
    const [ledger] = await rows<{ amount: number }>(
      app,
      sql`select amount::int as amount from credit_ledger where order_id = ${placed.body.data.orderId} and kind = 'orderCharge'`,
    );
    expect(ledger!.amount).toBe(p.body.data.amounts.payable);
  });
});

describe('delivery fees by distance', () => {
  it('a visitor pays the same distance fee as a member with the same address', async () => {
    const [w] = await rows<{ latitude: number; longitude: number }>(
      app,
      sql`select latitude, longitude from warehouse where id = 1`,
    );
    // About 7 km north of the warehouse: past the first distance tier.
    const far = { latitude: Number(w!.latitude) + 0.063, longitude: Number(w!.longitude) };
    await app.database.execute(
      `update member_receive_address set latitude = ${far.latitude}, longitude = ${far.longitude} where id = ${lanAddressId}`,
    );
    try {
      await addToCart(app, lan, s[0]!, 1);
      const member = await preview(app, lan, { ...memberDelivery(), couponId: null });
      const visitor = await preview(app, guest, {
        deliveryType: 'delivery',
        items: [{ productSkuId: s[0], quantity: 1 }],
        address: { ...visitorAddress, ...far },
        paymentMethod: 'cashOnDelivery',
      });
      expect(member.body.data.amounts.freight.additional, member.raw).toBeGreaterThan(0);
      expect(visitor.body.data.amounts.freight).toEqual(member.body.data.amounts.freight);
      // At the warehouse's door there is no distance fee.
      const near = await preview(app, guest, {
        deliveryType: 'delivery',
        items: [{ productSkuId: s[0], quantity: 1 }],
        address: { ...visitorAddress, latitude: Number(w!.latitude), longitude: Number(w!.longitude) },
        paymentMethod: 'cashOnDelivery',
      });
      expect(near.body.data.amounts.freight.additional).toBe(0);
    } finally {
      await app.database.execute(
        `update member_receive_address set latitude = 10.7769, longitude = 106.7009 where id = ${lanAddressId}`,
      );
    }
  });
});

describe('deliverability and freight follow the stored address', () => {
  it('a member’s saved address decides, whatever coordinates the order carries; a member cannot deliver to a typed address', async () => {
    const [w] = await rows<{ latitude: string; longitude: string }>(
      app,
      sql`select latitude, longitude from warehouse where id = 1`,
    );
    const door = { latitude: Number(w!.latitude), longitude: Number(w!.longitude) };
    // About 110 km north: outside every delivery radius.
    await app.database.execute(
      `update member_receive_address set latitude = ${door.latitude + 1}, longitude = ${door.longitude} where id = ${lanAddressId}`,
    );
    try {
      await addToCart(app, lan, s[0]!, 1);
      const typed = { address: { ...visitorAddress, ...door } };
      const p = await preview(app, lan, { ...memberDelivery(), ...typed });
      expect(p.body.code, p.raw).toBe(200);
      expect(p.body.data.deliverable).toBe(false);
      const slot = p.body.data.timeSlots.find((x: { full: boolean }) => !x.full);
      const body = {
        ...memberDelivery(),
        ...typed,
        expectedPayable: p.body.data.amounts.payable,
        slot: { date: slot.date, start: slot.start },
      };
      expect((await place(app, lan, body)).status).toBe(409);
      // Without a saved address there is no delivery address for a member: the typed one is not taken.
      const { memberReceiveAddressId: _, ...noSaved } = body;
      const typedOnly = await preview(app, lan, { ...memberDelivery(), memberReceiveAddressId: undefined, ...typed });
      expect(typedOnly.body.data).toMatchObject({ address: null, deliverable: null });
      const refused = await place(app, lan, { ...noSaved, expectedPayable: typedOnly.body.data.amounts.payable });
      expect(refused.status).toBe(422);
      expect(refused.body.data.fields[0].path).toBe('body.memberReceiveAddressId');
    } finally {
      await app.database.execute(
        `update member_receive_address set latitude = 10.7769, longitude = 106.7009 where id = ${lanAddressId}`,
      );
    }
  });
});
