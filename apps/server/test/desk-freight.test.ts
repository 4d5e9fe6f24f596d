import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import { auditOf, deskSku, fieldMessage, HOUR, isoIn } from './support/desk.js';
import { type Headers, visitorHeaders, W } from './support/order.js';

/**
 * Freight activities from the promotion desk, seen by the shop's own cart and its list of a
 * warehouse's activities on their next request; the seeded ones are ended first, so only the
 * desk's apply.
 */
let app: FastifyInstance;
let staff: Headers;
let finance: Headers;
let visitor: Headers;
let sku: { id: number; listPrice: number };

const post = (url: string, body: unknown, headers: Headers = staff) =>
  call(app, 'POST', `/staff/catalogue${url}`, { body, headers });
const get = (url: string, query: Record<string, string> = {}, headers: Headers = staff) =>
  call(app, 'GET', `/staff/catalogue${url}`, { query, headers });
const freight = async (quantity: number, locale = 'en-US') => {
  const res = await call(app, 'POST', '/cart/list/promotion/v4', {
    body: { currentWarehouseId: W, items: [{ productSkuId: sku.id, quantity }] },
    headers: { ...visitor, 'accept-language': locale },
  });
  expect(res.status, res.raw).toBe(200);
  return res.body.data.summary as {
    goodsAmount: number;
    freight: { basic: number; discount: number; payable: number };
    freightProgress: { activityId: number; title: string; missingAmount: number } | null;
  };
};
const activity = (over: Record<string, unknown> = {}) => ({
  warehouseId: W,
  kind: 'free',
  titles: { 'en-US': 'Free delivery from two', 'th-TH': 'ส่งฟรีเมื่อซื้อสองชิ้น' },
  thresholdAmount: String(sku.listPrice * 2),
  startsAt: isoIn(-HOUR),
  endsAt: isoIn(24 * HOUR),
  ...over,
});

beforeAll(async () => {
  app = await createIdentityApp();
  staff = bearer(await loginByPassword(app, DEMO.catalogue.phone, DEMO.catalogue.password));
  finance = bearer(await loginByPassword(app, DEMO.finance.phone, DEMO.finance.password));
  visitor = await visitorHeaders(app);
  sku = await deskSku(app, 0, 200_000);
});
afterAll(() => app?.close());

describe('freight activities', () => {
  it('finance may not keep them; the warehouses come with their basic fee', async () => {
    expect((await get('/freight/list', {}, finance)).status).toBe(403);
    const res = await get('/freight/warehouses', {}, { ...staff, 'accept-language': 'vi-VN' });
    expect(res.status, res.raw).toBe(200);
    const w = res.body.data.find((x: { warehouseId: number }) => x.warehouseId === W);
    expect(w).toMatchObject({ countryCode: 'VN', currencyCode: 'VND' });
    expect(w.basicFee).toBeGreaterThan(0);
  });

  it('the seeded ones ended from the desk: the cart charges the basic fee', async () => {
    const running = await get('/freight/list', { warehouseId: String(W), state: 'running' });
    expect(running.body.data.total).toBeGreaterThan(0);
    for (const a of running.body.data.list as { activityId: number }[]) {
      const res = await post('/freight/end', { activityId: a.activityId });
      expect(res.body.data.state, res.raw).toBe('ended');
    }
    const s = await freight(5);
    expect(s.freight.discount).toBe(0);
    expect(s.freightProgress).toBeNull();
    expect(
      await auditOf(app, 'catalogue.freightActivityEnd', `freight_activity:${running.body.data.list[0].activityId}`),
    ).toHaveLength(1);
  });

  it('free delivery from an amount: the cart says what is missing, then delivers free; the shop lists it', async () => {
    const res = await post('/freight/save', activity());
    expect(res.status, res.raw).toBe(200);
    const id = res.body.data.activityId;
    expect(res.body.data).toMatchObject({ kind: 'free', fee: 0, thresholdAmount: sku.listPrice * 2, state: 'running' });
    const one = await freight(1, 'th-TH');
    expect(one.freightProgress).toMatchObject({
      activityId: id,
      title: 'ส่งฟรีเมื่อซื้อสองชิ้น',
      missingAmount: sku.listPrice,
    });
    const two = await freight(2);
    expect(two.freight.discount).toBe(two.freight.basic);
    const listed = await call(app, 'GET', '/freight/activity/listData', { query: { warehouseId: String(W) } });
    expect(listed.body.data.list.map((a: { id: number }) => a.id)).toContain(id);
    expect(await auditOf(app, 'catalogue.freightActivity', `freight_activity:${id}`)).toHaveLength(1);
  });

  it('changed to a reduced fee: the cart charges that fee once the amount is reached', async () => {
    const list = await get('/freight/list', { warehouseId: String(W), state: 'running' });
    const mine = list.body.data.list[0];
    const basic = mine.basicFee as number;
    const fee = Math.floor(basic / 2);
    const res = await post(
      '/freight/save',
      activity({ activityId: mine.activityId, kind: 'reduced', fee: String(fee) }),
    );
    expect(res.status, res.raw).toBe(200);
    const two = await freight(2);
    expect(two.freight.discount).toBe(basic - fee);
    const tooHigh = await post('/freight/save', activity({ kind: 'reduced', fee: String(basic) }), {
      ...staff,
      'accept-language': 'th-TH',
    });
    expect(tooHigh.status).toBe(422);
    expect(fieldMessage(tooHigh, 'body.fee')).toMatch(/^ค่าส่งที่ลดแล้วต้องมากกว่าศูนย์และต่ำกว่าค่าส่งพื้นฐาน .*₫/);
  });

  it('bad input: no fee for a reduced one, an unknown warehouse, a zero threshold, decimals VND has not', async () => {
    const noFee = await post('/freight/save', activity({ kind: 'reduced' }), { ...staff, 'accept-language': 'vi-VN' });
    expect(fieldMessage(noFee, 'body.fee')).toBe(translate('vi-VN', 'field.required'));
    const warehouse = await post('/freight/save', activity({ warehouseId: 999_999 }));
    expect(fieldMessage(warehouse, 'body.warehouseId')).toBe(translate('en-US', 'field.unknownId'));
    const zero = await post('/freight/save', activity({ thresholdAmount: '0' }), {
      ...staff,
      'accept-language': 'zh-CN',
    });
    expect(fieldMessage(zero, 'body.thresholdAmount')).toBe(translate('zh-CN', 'desk.amountPositive'));
    const decimals = await post('/freight/save', activity({ thresholdAmount: '100.5' }));
    expect(fieldMessage(decimals, 'body.thresholdAmount')).toBe(
      translate('en-US', 'desk.amountDecimals', { digits: 0 }),
    );
    expect((await post('/freight/end', { activityId: 999_999 })).status).toBe(404);
  });
});
