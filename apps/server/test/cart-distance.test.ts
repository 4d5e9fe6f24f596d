import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import {
  addToCart,
  deliverableAddressOf,
  type Headers,
  preview,
  rows,
  stockedSkus,
  visitorAddress,
  visitorHeaders,
  W,
} from './support/order.js';

let app: FastifyInstance;
let guest: Headers;
let lan: Headers;
let sameDay: number;
let shipped: number;
/** About 7 km north of the warehouse (past the first distance tier) and at its door. */
let far: { latitude: number; longitude: number };
let door: { latitude: number; longitude: number };

beforeAll(async () => {
  app = await createIdentityApp();
  guest = await visitorHeaders(app);
  lan = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
  sameDay = (await stockedSkus(app, 1, 40))[0]!;
  const [ship] = await rows<{ id: number }>(
    app,
    sql`select s.id from sku s join product p on p.id = s.product_id where p.fulfilment = 'shipped' order by s.id limit 1`,
  );
  shipped = Number(ship!.id);
  await app.database.execute(
    `update stock set on_hand = 40, reserved = 0 where warehouse_id = ${W} and sku_id = ${shipped}`,
  );
  const [w] = await rows<{ latitude: string; longitude: string }>(
    app,
    sql`select latitude, longitude from warehouse where id = ${W}`,
  );
  door = { latitude: Number(w!.latitude), longitude: Number(w!.longitude) };
  far = { latitude: door.latitude + 0.063, longitude: door.longitude };
});
afterAll(() => app.close());

type Summary = { payable: number; freight: { additional: number; payable: number } };
type Group = { fulfilment: string; productSkuIds: number[]; payable: number };

const priceCart = async (who: Headers, body: Record<string, unknown>) => {
  const res = await call(app, 'POST', '/cart/list/promotion/v4', {
    body: { currentWarehouseId: W, ...body },
    headers: who,
  });
  expect(res.body.code, res.raw).toBe(200);
  return res.body.data as { summary: Summary; groups: Group[] };
};
const visitorPreview = async (items: { productSkuId: number; quantity: number }[], position: typeof far) => {
  const res = await preview(app, guest, {
    deliveryType: 'delivery',
    items,
    address: { ...visitorAddress, ...position },
    paymentMethod: 'cashOnDelivery',
  });
  expect(res.body.code, res.raw).toBe(200);
  return res.body.data.amounts as { payable: number; freight: { additional: number; total: number } };
};

describe("a visitor's cart priced at their position", () => {
  it('holds the distance fee and payable the checkout charges when far, and none at the door', async () => {
    const items = [{ productSkuId: sameDay, quantity: 2 }];
    const cart = await priceCart(guest, { items, position: far });
    const checkout = await visitorPreview(items, far);
    expect(checkout.freight.additional).toBeGreaterThan(0);
    expect(cart.summary.freight.additional).toBe(checkout.freight.additional);
    expect(cart.summary.freight.payable).toBe(checkout.freight.total);
    expect(cart.summary.payable).toBe(checkout.payable);

    const near = await priceCart(guest, { items, position: door });
    expect(near.summary.freight.additional).toBe(0);
    expect(near.summary.payable).toBe((await visitorPreview(items, door)).payable);
    // Without a position the estimate is what it always was: no distance fee.
    expect((await priceCart(guest, { items })).summary).toEqual(near.summary);
  });

  it("adds each fulfilment group's distance fee into the group's amount, as its own checkout charges", async () => {
    const items = [
      { productSkuId: sameDay, quantity: 1 },
      { productSkuId: shipped, quantity: 1 },
    ];
    const cart = await priceCart(guest, { items, position: far });
    expect(cart.groups.map((g) => g.fulfilment)).toEqual(['sameDay', 'shipped']);
    expect(cart.summary.freight.additional).toBeGreaterThan(0);
    expect(cart.groups.reduce((n, g) => n + g.payable, 0)).toBe(cart.summary.payable);
    for (const g of cart.groups) {
      const checkout = await visitorPreview(
        items.filter((i) => g.productSkuIds.includes(i.productSkuId)),
        far,
      );
      expect(g.payable).toBe(checkout.payable);
    }
  });

  it('refuses a position out of range with the field named', async () => {
    const res = await call(app, 'POST', '/cart/list/promotion/v4', {
      body: { currentWarehouseId: W, items: [{ productSkuId: sameDay, quantity: 1 }], position: { latitude: 91 } },
      headers: guest,
    });
    expect(res.status).toBe(422);
    expect(res.body.data.fields[0].path).toBe('body.position.latitude');
  });
});

describe("a member's cart", () => {
  it('ignores a position in the body: the fees follow the saved address alone', async () => {
    await app.database.execute('delete from cart_line');
    await addToCart(app, lan, sameDay, 2);
    const addressId = await deliverableAddressOf(app, lan);
    for (const body of [{}, { memberReceiveAddressId: addressId }]) {
      const without = await priceCart(lan, body);
      const withFar = await priceCart(lan, { ...body, position: far });
      expect(withFar.summary).toEqual(without.summary);
    }
    expect((await priceCart(lan, { position: far })).summary.freight.additional).toBe(0);
  });
});
