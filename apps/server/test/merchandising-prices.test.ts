import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';
import { call, createIdentityApp } from './support/auth.js';
import { catalogueDesk, everydayCategory } from './support/merchandising.js';
import { rows, visitorHeaders, W } from './support/order.js';

/**
 * Prices set ahead: nothing changes before their instant; the first read at or after it charges the
 * new price everywhere the shop prices (search cards, product page, cart), although every cache was
 * warm with the old one; cancelled, they never apply.
 */
let app: FastifyInstance;
let desk: Awaited<ReturnType<typeof catalogueDesk>>;

interface Sku {
  skuId: number;
  prices: { countryCode: string; price: number | null }[];
  scheduled: { scheduleId: number; countryCode: string; price: number; effectiveAt: string; staffName: string }[];
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const fieldsOf = (body: { data: unknown }) =>
  (body.data as { fields?: { path: string; message: string }[] }).fields ?? [];

/** A product of its own per test, sold in Vietnam at 20,000 ₫, so promotions and other tests leave it alone. */
async function freshSku(name: string) {
  const res = await desk.post('/staff/catalogue/product/create', {
    clientKey: randomUUID(),
    categoryId: await everydayCategory(app),
    names: { 'en-US': name },
    onShelf: true,
    skus: [{ units: { 'en-US': 'pack' }, prices: [{ countryCode: 'VN', amount: '20000' }] }],
  });
  expect(res.status, res.raw).toBe(200);
  return res.body.data.skus[0].skuId as number;
}
const schedule = (skuId: number, amount: string, effectiveAt: string, headers = desk.staff) =>
  desk.post('/staff/catalogue/price/schedule', { skuId, countryCode: 'VN', amount, effectiveAt }, headers);
const skuIn = (body: { data: { skus: Sku[] } }, skuId: number) => body.data.skus.find((s) => s.skuId === skuId)!;
/** Time passes for the database: the change's instant is moved a second into the past. */
const timePasses = (scheduleId: number) =>
  app.database.execute(
    `update price_schedule set effective_at = clock_timestamp() - interval '1 second' where id = ${scheduleId}`,
  );
const shopPrice = async (skuId: number) => (await desk.shop.detail(skuId)).json().data.price as number;
const searchPrice = async (name: string) => (await desk.shop.search(name)).list[0]?.price;
async function cartPrice(skuId: number) {
  const visitor = await visitorHeaders(app);
  const res = await call(app, 'POST', '/cart/list/promotion/v4', {
    body: { currentWarehouseId: W, items: [{ productSkuId: skuId, quantity: 1 }] },
    headers: visitor,
  });
  expect(res.status, res.raw).toBe(200);
  return [...res.body.data.list, ...res.body.data.unavailable].find(
    (l: { productSkuId: number }) => l.productSkuId === skuId,
  )?.originalPrice as number | undefined;
}

beforeAll(async () => {
  app = await createIdentityApp();
  desk = await catalogueDesk(app);
});
afterAll(() => app?.close());

describe('a price set ahead', () => {
  it('changes nothing before its instant, then is charged everywhere from the first read after it', async () => {
    const skuId = await freshSku('Rambutan Jelly Cups');
    await app.database.execute(
      `insert into stock (sku_id, warehouse_id, on_hand, reserved) values (${skuId}, ${W}, 50, 0)`,
    );
    const res = await schedule(skuId, '15000', inMinutes(60));
    expect(res.status, res.raw).toBe(200);
    const [pending] = skuIn(res.body, skuId).scheduled;
    expect(pending).toMatchObject({ countryCode: 'VN', price: 15000, staffName: 'Tùng Ngô' });
    expect(skuIn(res.body, skuId).prices.find((p) => p.countryCode === 'VN')?.price).toBe(20000);
    const [entry] = await desk.auditOf('catalogue.priceScheduled', `sku:${skuId}`);
    expect(entry?.detail).toMatchObject({ countryCode: 'VN', price: 15000 });

    // Every cache is warm with the old price.
    expect(await shopPrice(skuId)).toBe(20000);
    expect(await searchPrice('Rambutan Jelly Cups')).toBe(20000);
    expect(await cartPrice(skuId)).toBe(20000);

    await timePasses(pending!.scheduleId);
    expect(await shopPrice(skuId)).toBe(15000);
    expect(await searchPrice('Rambutan Jelly Cups')).toBe(15000);
    expect(await cartPrice(skuId)).toBe(15000);

    const applied = await desk.auditOf('catalogue.priceApplied', `sku:${skuId}`);
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({ detail: { before: 20000, after: 15000, countryCode: 'VN' } });
    const detail = (await desk.get('/staff/catalogue/product/detail', { productId: await productOf(skuId) })).body;
    expect(skuIn(detail, skuId).scheduled).toEqual([]);
    expect(skuIn(detail, skuId).prices.find((p) => p.countryCode === 'VN')?.price).toBe(15000);
  });

  it('the cart, read first after the instant, prices at the new price too', async () => {
    const skuId = await freshSku('Longan Tea Bags');
    await app.database.execute(
      `insert into stock (sku_id, warehouse_id, on_hand, reserved) values (${skuId}, ${W}, 50, 0)`,
    );
    expect(await cartPrice(skuId)).toBe(20000);
    const res = await schedule(skuId, '21500', inMinutes(5));
    await timePasses(skuIn(res.body, skuId).scheduled[0]!.scheduleId);
    expect(await cartPrice(skuId)).toBe(21500);
  });

  it('of two changes due at once, the later instant wins; each is applied once', async () => {
    const skuId = await freshSku('Pomelo Candy');
    const first = await schedule(skuId, '11000', inMinutes(10));
    const second = await schedule(skuId, '12000', inMinutes(20));
    const ids = skuIn(second.body, skuId).scheduled.map((s) => s.scheduleId);
    expect(ids).toHaveLength(2);
    expect(skuIn(first.body, skuId).scheduled).toHaveLength(1);
    await app.database.execute(
      `update price_schedule set effective_at = clock_timestamp() - interval '2 seconds' where id = ${ids[0]};
       update price_schedule set effective_at = clock_timestamp() - interval '1 second' where id = ${ids[1]}`,
    );
    const prices = await Promise.all([shopPrice(skuId), shopPrice(skuId), searchPrice('Pomelo Candy')]);
    expect(prices).toEqual([12000, 12000, 12000]);
    expect(await desk.auditOf('catalogue.priceApplied', `sku:${skuId}`)).toHaveLength(2);
    const left = await rows<{ n: number }>(
      app,
      sql`select count(*)::int as n from price_schedule where sku_id = ${skuId} and applied_at is null`,
    );
    expect(left[0]!.n).toBe(0);
  });

  it('cancelled, never applies; once in effect it cannot be cancelled', async () => {
    const skuId = await freshSku('Soursop Nectar');
    const res = await schedule(skuId, '9000', inMinutes(30));
    const { scheduleId } = skuIn(res.body, skuId).scheduled[0]!;
    const cancelled = await desk.post('/staff/catalogue/price/cancelScheduled', { scheduleId });
    expect(cancelled.status, cancelled.raw).toBe(200);
    expect(skuIn(cancelled.body, skuId).scheduled).toEqual([]);
    expect(await desk.auditOf('catalogue.priceScheduleCancelled', `sku:${skuId}`)).toHaveLength(1);
    await timePasses(scheduleId);
    expect(await shopPrice(skuId)).toBe(20000);
    // Cancelling twice changes nothing more.
    expect((await desk.post('/staff/catalogue/price/cancelScheduled', { scheduleId })).status).toBe(200);
    expect(await desk.auditOf('catalogue.priceScheduleCancelled', `sku:${skuId}`)).toHaveLength(1);

    const later = await schedule(skuId, '8000', inMinutes(30));
    const next = skuIn(later.body, skuId).scheduled[0]!.scheduleId;
    // Its instant passed, read or not: it is in effect.
    await timePasses(next);
    const zh = { ...desk.staff, 'accept-language': 'zh-CN' };
    const tooLate = await desk.post('/staff/catalogue/price/cancelScheduled', { scheduleId: next }, zh);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe(translate('zh-CN', 'merchandising.scheduleApplied'));
    expect(await shopPrice(skuId)).toBe(8000);
    expect((await desk.post('/staff/catalogue/price/cancelScheduled', { scheduleId: 999_999 })).status).toBe(404);
  });

  it("refuses a past or far instant, a second price at one instant, and bad amounts, in the caller's language", async () => {
    const skuId = await freshSku('Guava Slices');
    const fil = { ...desk.staff, 'accept-language': 'fil-PH' };
    const past = await schedule(skuId, '15000', inMinutes(-5), fil);
    expect(past.status).toBe(422);
    expect(fieldsOf(past.body)).toEqual([
      { path: 'body.effectiveAt', message: translate('fil-PH', 'merchandising.scheduleAhead') },
    ]);
    const far = await schedule(skuId, '15000', inMinutes(60 * 24 * 400), fil);
    expect(fieldsOf(far.body)).toEqual([
      { path: 'body.effectiveAt', message: translate('fil-PH', 'merchandising.scheduleWithinYear') },
    ]);
    expect((await schedule(skuId, '15000', 'tomorrow')).status).toBe(422);
    expect((await schedule(skuId, '15000.5', inMinutes(60))).status).toBe(422);
    expect((await schedule(999_999, '15000', inMinutes(60))).status).toBe(404);

    const at = inMinutes(90);
    expect((await schedule(skuId, '15000', at)).status).toBe(200);
    // The same change again (a double click, a retry) is set once.
    expect((await schedule(skuId, '15000', at)).status).toBe(200);
    const other = await schedule(skuId, '16000', at, fil);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(translate('fil-PH', 'merchandising.scheduleTwice'));
    const pending = await rows<{ n: number }>(
      app,
      sql`select count(*)::int as n from price_schedule where sku_id = ${skuId} and applied_at is null and cancelled_at is null`,
    );
    expect(pending[0]!.n).toBe(1);
    expect((await schedule(skuId, '15000', inMinutes(100), desk.operations)).status).toBe(403);
  });
});

async function productOf(skuId: number) {
  const [row] = await rows<{ productId: number }>(
    app,
    sql`select product_id as "productId" from sku where id = ${skuId}`,
  );
  return String(row!.productId);
}
