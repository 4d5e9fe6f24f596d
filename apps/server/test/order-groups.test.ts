import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import { deliverableAddressOf, type Headers, place, preview, rows, W } from './support/order.js';
import { localDate, TIME_ZONES } from '../src/modules/order/slots.js';

let app: FastifyInstance;
let lan: Headers;
let addressId: number;
let sameDay: number[];
let shipped: number;

beforeAll(async () => {
  app = await createIdentityApp();
  lan = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
  addressId = await deliverableAddressOf(app, lan);
  const day = await rows<{ id: number }>(
    app,
    sql`select s.id from sku s join product p on p.id = s.product_id
        where p.fulfilment = 'sameDay' and not p.bulky order by s.id limit 2`,
  );
  const [ship] = await rows<{ id: number }>(
    app,
    sql`select s.id from sku s join product p on p.id = s.product_id where p.fulfilment = 'shipped' order by s.id limit 1`,
  );
  sameDay = day.map((r) => Number(r.id));
  shipped = Number(ship!.id);
  for (const id of [...sameDay, shipped])
    await app.database.execute(
      `update stock set on_hand = 80, reserved = 0 where warehouse_id = ${W} and sku_id = ${id}`,
    );
});
afterAll(() => app.close());

/** Today's date where the warehouse is: the day same-day goods may still arrive. */
async function warehouseToday(app: FastifyInstance): Promise<string> {
  const [w] = await rows<{ zone: string | null; country: string }>(
    app,
    sql`select c.time_zone as zone, w.country_code as country
        from warehouse w left join warehouse_checkout c on c.warehouse_id = w.id where w.id = ${W}`,
  );
  return localDate(new Date(), w!.zone ?? TIME_ZONES[w!.country] ?? 'UTC');
}

const delivery = (extra: Record<string, unknown> = {}) => ({
  deliveryType: 'delivery',
  memberReceiveAddressId: addressId,
  paymentMethod: 'cashOnDelivery',
  ...extra,
});

describe('a cart mixing same-day and shipped lines', () => {
  it('is estimated as the orders it becomes: estimate = Σ previews = Σ placed payables', async () => {
    await app.database.execute('delete from cart_line');
    for (const [id, quantity] of [
      [sameDay[0]!, 2],
      [sameDay[1]!, 1],
      [shipped, 1],
    ] as const)
      await call(app, 'POST', '/cart/addV2', { body: { warehouseId: W, productSkuId: id, quantity }, headers: lan });
    const cart = (
      await call(app, 'POST', '/cart/list/promotion/v4', {
        body: { currentWarehouseId: W, memberReceiveAddressId: addressId },
        headers: lan,
      })
    ).body.data;
    expect(cart.groups.map((g: { fulfilment: string }) => g.fulfilment)).toEqual(['sameDay', 'shipped']);

    // The whole selection at once is refused: an order is one group.
    const mixed = await preview(app, lan, delivery());
    expect(mixed.body.code).toBe(422);
    expect(mixed.body.data.fields[0].path).toBe('body.productSkuIds');

    let previewed = 0;
    let placed = 0;
    let freights = 0;
    for (const g of cart.groups as { productSkuIds: number[]; fulfilment: string; payable: number }[]) {
      const body = delivery({ productSkuIds: g.productSkuIds });
      const p = (await preview(app, lan, body)).body.data;
      // The chooser shows each group's amount: what that group's own checkout charges.
      expect(g.payable).toBe(p.amounts.payable);
      previewed += p.amounts.payable;
      freights += p.amounts.freight.total;
      const slot = p.timeSlots.find((s: { full: boolean }) => !s.full);
      const o = await place(app, lan, {
        ...body,
        expectedPayable: p.amounts.payable,
        slot: { date: slot.date, start: slot.start },
      });
      expect(o.body.code, o.raw).toBe(200);
      const [row] = await rows<{ payable: number }>(
        app,
        sql`select payable from customer_order where id = ${o.body.data.orderId}`,
      );
      placed += Number(row!.payable);
    }
    expect(cart.summary.freight.payable).toBe(freights);
    expect(previewed).toBe(cart.summary.payable);
    expect(freights).toBeGreaterThan(0);
    expect(placed).toBe(cart.summary.payable);
  });

  it('never offers or accepts a same-day slot for shipped goods', async () => {
    await app.database.execute('delete from cart_line');
    await call(app, 'POST', '/cart/addV2', {
      body: { warehouseId: W, productSkuId: shipped, quantity: 1 },
      headers: lan,
    });
    await call(app, 'POST', '/cart/addV2', {
      body: { warehouseId: W, productSkuId: sameDay[0], quantity: 1 },
      headers: lan,
    });
    const day = (await preview(app, lan, delivery({ productSkuIds: [sameDay[0]] }))).body.data;
    const ship = (await preview(app, lan, delivery({ productSkuIds: [shipped] }))).body.data;
    const today = await warehouseToday(app);
    // Shipped goods start the day after the warehouse's today, whatever the hour.
    expect(ship.timeSlots.every((s: { date: string }) => s.date > today)).toBe(true);
    const sameDaySlot = day.timeSlots.find((s: { date: string; full: boolean }) => s.date === today && !s.full);
    if (!sameDaySlot) return; // late in the warehouse's day there is no same-day slot left to try
    const refused = await place(app, lan, {
      ...delivery({ productSkuIds: [shipped] }),
      expectedPayable: ship.amounts.payable,
      slot: { date: sameDaySlot.date, start: sameDaySlot.start },
    });
    expect(refused.body.code).toBe(422);
    expect(refused.body.data.fields[0].path).toBe('body.slot');
  });
});
