import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/client.js';
import { call } from './auth.js';

export type Headers = Record<string, string>;
/** Warehouse 1: District 1, Ho Chi Minh City (VND, delivery and pickup). */
export const W = 1;

export const rows = <T>(app: FastifyInstance, query: ReturnType<typeof sql>) => queryRows<T>(app.db, query);

/** Same-day, non-bulky SKUs sold in Vietnam, outside the 18+ category, with stock set to `onHand`. */
export async function stockedSkus(app: FastifyInstance, count: number, onHand: number, offset = 0): Promise<number[]> {
  const ids = (
    await rows<{ id: number }>(
      app,
      sql`select s.id from sku s join product p on p.id = s.product_id
        join sku_price sp on sp.sku_id = s.id and sp.country_code = 'VN'
        where p.fulfilment = 'sameDay' and not p.bulky and s.on_shelf
          and p.category_id <> coalesce((select (value #>> '{}')::int from app_setting where key = 'UNDER_18_CATEGORY_ID'), -1)
          and not exists (select 1 from category c where c.id = p.category_id
            and c.parent_id = coalesce((select (value #>> '{}')::int from app_setting where key = 'UNDER_18_CATEGORY_ID'), -1))
        order by s.id limit ${count} offset ${offset}`,
    )
  ).map((r) => Number(r.id));
  await app.database.execute(
    `insert into stock (sku_id, warehouse_id, on_hand, reserved) select unnest('{${ids.join(',')}}'::int[]), ${W}, ${onHand}, 0
     on conflict (sku_id, warehouse_id) do update set on_hand = ${onHand}, reserved = 0`,
  );
  return ids;
}

export async function visitorHeaders(app: FastifyInstance, device = `order-test-${randomUUID()}`): Promise<Headers> {
  const res = await call(app, 'POST', '/sso/visitor/token', { body: { visitorId: device } });
  expect(res.body.code, res.raw).toBe(200);
  return { guestauthorization: `Bearer ${res.body.data.token}` };
}

export const visitorAddress = {
  name: 'Khách Vãng Lai',
  phoneCountryCode: '84',
  phoneNumber: '901234999',
  detailAddress: '12 Lê Lợi, Bến Nghé, Quận 1',
  houseNumber: '12',
  latitude: 10.7769,
  longitude: 106.7009,
};

export const preview = (app: FastifyInstance, who: Headers, body: Record<string, unknown>) =>
  call(app, 'POST', '/order/generateConfirmOrder/simple', { body: { currentWarehouseId: W, ...body }, headers: who });

export const place = (
  app: FastifyInstance,
  who: Headers,
  body: Record<string, unknown>,
  key: string | null = randomUUID(),
) =>
  call(app, 'POST', '/order/generateOrder', {
    body: { currentWarehouseId: W, ...body },
    headers: key === null ? who : { ...who, 'idempotency-key': key },
  });

/** Previews, then places with what the preview showed (first open slot). */
export async function previewAndPlace(app: FastifyInstance, who: Headers, body: Record<string, unknown>, key?: string) {
  const p = await preview(app, who, body);
  expect(p.body.code, p.raw).toBe(200);
  const slot = p.body.data.timeSlots.find((s: { full: boolean }) => !s.full);
  expect(slot).toBeTruthy();
  const placed = await place(
    app,
    who,
    { ...body, expectedPayable: p.body.data.amounts.payable, slot: { date: slot.date, start: slot.start } },
    key,
  );
  return { preview: p.body.data, placed };
}

export const addToCart = async (app: FastifyInstance, who: Headers, productSkuId: number, quantity: number) => {
  const res = await call(app, 'POST', '/cart/addV2', {
    body: { warehouseId: W, productSkuId, quantity },
    headers: who,
  });
  expect(res.body.code, res.raw).toBe(200);
};

export const stockOf = async (app: FastifyInstance, skuId: number) =>
  (
    await rows<{ onHand: number; reserved: number }>(
      app,
      sql`select on_hand::int as "onHand", reserved::int as reserved from stock where sku_id = ${skuId} and warehouse_id = ${W}`,
    )
  )[0]!;

/** Polls until `check` passes (never a fixed sleep). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setImmediate(r));
  }
}

/** Lan's saved address, placed in District 1 inside warehouse 1's delivery area, for a delivery order. */
export async function deliverableAddressOf(app: FastifyInstance, who: Headers): Promise<number> {
  const info = await call(app, 'GET', '/sso/info', { headers: who });
  const id = info.body.data.memberReceiveAddressList[0].id as number;
  await app.database.execute(
    `update member_receive_address set latitude = 10.7769, longitude = 106.7009 where id = ${id}`,
  );
  return id;
}
