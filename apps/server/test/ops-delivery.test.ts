import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import { type Headers, preview, rows, stockedSkus, W } from './support/order.js';

/** Operations' delivery settings: the shop's checkout offers what they set, and each change is audited. */
let app: FastifyInstance;
let operations: Headers;
let finance: Headers;
let lan: Headers;
let sku: number;

beforeAll(async () => {
  app = await createIdentityApp();
  operations = bearer(await loginByPassword(app, DEMO.operations.phone, DEMO.operations.password));
  finance = bearer(await loginByPassword(app, DEMO.finance.phone, DEMO.finance.password));
  lan = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
  [sku] = (await stockedSkus(app, 1, 50)) as [number];
}, 120_000);
afterAll(() => app?.close());

const post = (url: string, body: unknown, who: Headers, lang = 'en-US') =>
  call(app, 'POST', url, { body, headers: { ...who, 'accept-language': lang } });

describe('delivery settings', () => {
  it('lists each warehouse; a closed day leaves the checkout and comes back when opened, audited', async () => {
    const list = await call(app, 'GET', '/ops/delivery/list', { headers: operations });
    expect(list.body.code, list.raw).toBe(200);
    const w = list.body.data.find((x: { warehouseId: number }) => x.warehouseId === W);
    expect(w).toMatchObject({ warehouseId: W, pickup: expect.any(Boolean), slotCapacity: expect.any(Number) });
    expect((await call(app, 'GET', '/ops/delivery/list', { headers: finance })).status).toBe(403);

    await call(app, 'POST', '/cart/addV2', { body: { warehouseId: W, productSkuId: sku, quantity: 1 }, headers: lan });
    const dates = async () => {
      const p = await preview(app, lan, { deliveryType: 'pickup' });
      return [...new Set((p.body.data.timeSlots as { date: string }[]).map((s) => s.date))];
    };
    const offered = await dates();
    const day = offered.at(-1)!;
    const closed = await post('/ops/delivery/closedDay', { warehouseId: W, date: day, closed: true }, operations);
    expect(closed.body.data.closedDates).toContain(day);
    expect(await dates()).not.toContain(day);
    const opened = await post('/ops/delivery/closedDay', { warehouseId: W, date: day, closed: false }, operations);
    expect(opened.body.data.closedDates).not.toContain(day);
    expect(await dates()).toContain(day);
    const audit = await rows<{ action: string }>(
      app,
      sql`select action from audit_log where target = ${`warehouse:${W}`} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['delivery.closeDay', 'delivery.openDay']);

    const bad = await post(
      '/ops/delivery/closedDay',
      { warehouseId: W, date: '2026-13-45', closed: true },
      operations,
      'vi-VN',
    );
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body.data)).toContain(translate('vi-VN', 'ops.date'));
    expect(
      (await post('/ops/delivery/closedDay', { warehouseId: 99_999, date: day, closed: true }, operations)).status,
    ).toBe(404);
  });

  it('a capacity of 0 fills every slot; the cut-off and pickup follow; before and after are audited', async () => {
    const before = (await call(app, 'GET', '/ops/delivery/list', { headers: operations })).body.data.find(
      (x: { warehouseId: number }) => x.warehouseId === W,
    );
    const res = await post(
      '/ops/delivery/update',
      { warehouseId: W, slotCapacity: 0, cutOffMinutes: 90, closedWeekdays: [0], pickup: true },
      operations,
    );
    expect(res.body.data).toMatchObject({ slotCapacity: 0, cutOffMinutes: 90, closedWeekdays: [0], pickup: true });
    const p = await preview(app, lan, { deliveryType: 'pickup' });
    expect((p.body.data.timeSlots as { full: boolean }[]).every((s) => s.full)).toBe(true);
    const [entry] = await rows<{ detail: { before: { slotCapacity: number }; after: { slotCapacity: number } } }>(
      app,
      sql`select detail from audit_log where action = 'delivery.update' order by id desc limit 1`,
    );
    expect(entry!.detail).toMatchObject({ before: { slotCapacity: before.slotCapacity }, after: { slotCapacity: 0 } });
    expect(
      (
        await post(
          '/ops/delivery/update',
          { warehouseId: W, slotCapacity: -1, cutOffMinutes: 0, closedWeekdays: [], pickup: true },
          operations,
        )
      ).status,
    ).toBe(422);
    expect(
      (
        await post(
          '/ops/delivery/update',
          { warehouseId: W, slotCapacity: 5, cutOffMinutes: 0, closedWeekdays: [7], pickup: true },
          operations,
        )
      ).status,
    ).toBe(422);
  });
});
