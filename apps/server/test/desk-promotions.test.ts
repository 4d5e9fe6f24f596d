import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import { type Headers, rows, W } from './support/order.js';
import { auditOf, deskSku, fieldMessage, HOUR, isoIn } from './support/desk.js';

/**
 * The promotion desk's promotion prices: each change is audited and the shop's own endpoints show
 * it on their next request; other roles are refused, and bad input is answered in the caller's
 * language.
 */
let app: FastifyInstance;
let staff: Headers;
let operations: Headers;
let sku: { id: number; listPrice: number };

const post = (url: string, body: unknown, headers: Headers = staff) =>
  call(app, 'POST', `/staff/catalogue${url}`, { body, headers });
const get = (url: string, query: Record<string, string>, headers: Headers = staff) =>
  call(app, 'GET', `/staff/catalogue${url}`, { query, headers });
const shopPrice = async (skuId: number) => {
  const res = await call(app, 'POST', '/sku/detail', { body: { productSkuId: skuId, warehouseId: W } });
  expect(res.status, res.raw).toBe(200);
  return res.body.data as { price: number; originalPrice: number; promotion: { id: number } | null };
};
const priceBody = (over: Record<string, unknown> = {}) => ({
  kind: 'price',
  countryCode: 'VN',
  scope: 'sku',
  targetId: sku.id,
  titles: { 'en-US': 'Weekend price', 'vi-VN': 'Giá cuối tuần' },
  promotionPrice: String(Math.floor(sku.listPrice * 0.7)),
  startsAt: isoIn(-HOUR),
  endsAt: isoIn(48 * HOUR),
  ...over,
});

beforeAll(async () => {
  app = await createIdentityApp();
  staff = bearer(await loginByPassword(app, DEMO.catalogue.phone, DEMO.catalogue.password));
  operations = bearer(await loginByPassword(app, DEMO.operations.phone, DEMO.operations.password));
  sku = await deskSku(app);
});
afterAll(() => app?.close());

describe('who may keep promotions', () => {
  it('the catalogue role only: operations are refused in their language, naming the role', async () => {
    const res = await get('/promotion/list', {}, { ...operations, 'accept-language': 'vi-VN' });
    expect(res.status).toBe(403);
    const roles = translate('vi-VN', 'staff.role.catalogue');
    expect(res.body.message).toBe(translate('vi-VN', 'staff.roleMissing', { roles }));
    expect((await post('/promotion/save', priceBody(), operations)).status).toBe(403);
    expect((await call(app, 'GET', '/staff/catalogue/promotion/list')).status).toBe(401);
  });
});

describe('a promotion price', () => {
  let promotionId: number;

  it('created: audited, and the product page prices it at once', async () => {
    expect((await shopPrice(sku.id)).price).toBe(sku.listPrice);
    const res = await post('/promotion/save', priceBody());
    expect(res.status, res.raw).toBe(200);
    const p = res.body.data;
    promotionId = p.promotionId;
    expect(p).toMatchObject({
      kind: 'price',
      scope: 'sku',
      targetId: sku.id,
      listPrice: sku.listPrice,
      currencyCode: 'VND',
      state: 'running',
      title: 'Weekend price',
      promotionPrice: Math.floor(sku.listPrice * 0.7),
    });
    expect(p.targetName).toBeTruthy();
    const shop = await shopPrice(sku.id);
    expect(shop.price).toBe(Math.floor(sku.listPrice * 0.7));
    expect(shop.originalPrice).toBe(sku.listPrice);
    expect(shop.promotion?.id).toBe(promotionId);
    const [entry] = await auditOf(app, 'catalogue.promotion', `promotion:${promotionId}`);
    expect(entry?.detail.before).toBeNull();
    expect(entry?.detail.after).toMatchObject({ promotionPrice: Math.floor(sku.listPrice * 0.7), skuId: sku.id });
    expect(entry?.ip).toBeTruthy();
  });

  it("listed by country, state and kind, in the caller's language, ending soonest first", async () => {
    const res = await get(
      '/promotion/list',
      { countryCode: 'VN', state: 'running', kind: 'price', pageSize: '100' },
      { ...staff, 'accept-language': 'vi-VN' },
    );
    expect(res.status, res.raw).toBe(200);
    const list = res.body.data.list as { promotionId: number; title: string; endsAt: string; state: string }[];
    expect(list.find((p) => p.promotionId === promotionId)?.title).toBe('Giá cuối tuần');
    expect(list.every((p) => p.state === 'running')).toBe(true);
    const ends = list.map((p) => Date.parse(p.endsAt));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    const byKeyword = await get('/promotion/list', { keyword: 'weekend' });
    expect(byKeyword.body.data.list.map((p: { promotionId: number }) => p.promotionId)).toContain(promotionId);
    const bySku = await get('/promotion/list', { keyword: String(sku.id) });
    expect(bySku.body.data.list.map((p: { promotionId: number }) => p.promotionId)).toContain(promotionId);
  });

  it('changed: the new price on the next request; moved to next week, the list price again', async () => {
    const cheaper = Math.floor(sku.listPrice * 0.5);
    const res = await post('/promotion/save', priceBody({ promotionId, promotionPrice: String(cheaper) }));
    expect(res.status, res.raw).toBe(200);
    expect((await shopPrice(sku.id)).price).toBe(cheaper);
    const later = await post(
      '/promotion/save',
      priceBody({
        promotionId,
        promotionPrice: String(cheaper),
        startsAt: isoIn(7 * 24 * HOUR),
        endsAt: isoIn(8 * 24 * HOUR),
      }),
    );
    expect(later.body.data.state).toBe('scheduled');
    expect((await shopPrice(sku.id)).price).toBe(sku.listPrice);
    const entries = await auditOf(app, 'catalogue.promotion', `promotion:${promotionId}`);
    expect(entries).toHaveLength(3);
    expect(entries[2]?.detail.before).toMatchObject({ promotionPrice: cheaper });
  });

  it("ended now: the shop stops at once; ending it again is a 409 in the caller's language", async () => {
    await post('/promotion/save', priceBody({ promotionId }));
    expect((await shopPrice(sku.id)).promotion?.id).toBe(promotionId);
    const res = await post('/promotion/end', { promotionId });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data.state).toBe('ended');
    expect((await shopPrice(sku.id)).price).toBe(sku.listPrice);
    const again = await post('/promotion/end', { promotionId }, { ...staff, 'accept-language': 'th-TH' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(translate('th-TH', 'desk.alreadyEnded'));
    expect((await post('/promotion/end', { promotionId: 999_999 })).status).toBe(404);
    expect(await auditOf(app, 'catalogue.promotionEnd', `promotion:${promotionId}`)).toHaveLength(1);
  });
});

describe("bad input, answered in the caller's language and never stored", () => {
  const refused = async (body: Record<string, unknown>, locale: string) => {
    const before = await rows<{ n: number }>(app, sql`select count(*)::int as n from promotion`);
    const res = await post('/promotion/save', body, { ...staff, 'accept-language': locale });
    expect(res.status, res.raw).toBe(422);
    const after = await rows<{ n: number }>(app, sql`select count(*)::int as n from promotion`);
    expect(after[0]!.n).toBe(before[0]!.n);
    return res;
  };

  it('a promotion price not below the list price', async () => {
    const res = await refused(priceBody({ promotionPrice: String(sku.listPrice) }), 'th-TH');
    expect(fieldMessage(res, 'body.promotionPrice')).toMatch(/^ต้องต่ำกว่าราคาปกติ .*₫/);
  });

  it('decimals the currency has not, an empty window, a past end, no English title', async () => {
    const decimals = await refused(priceBody({ promotionPrice: '1000.5' }), 'vi-VN');
    expect(fieldMessage(decimals, 'body.promotionPrice')).toBe(
      translate('vi-VN', 'desk.amountDecimals', { digits: 0 }),
    );
    const order = await refused(priceBody({ endsAt: isoIn(-2 * HOUR) }), 'zh-CN');
    expect(fieldMessage(order, 'body.endsAt')).toBe(translate('zh-CN', 'desk.windowOrder'));
    const past = await refused(priceBody({ startsAt: isoIn(-3 * HOUR), endsAt: isoIn(-2 * HOUR) }), 'lo-LA');
    expect(fieldMessage(past, 'body.endsAt')).toBe(translate('lo-LA', 'desk.windowPast'));
    const english = await refused(priceBody({ titles: { 'vi-VN': 'Giá tốt' } }), 'fil-PH');
    expect(fieldMessage(english, 'body.titles.en-US')).toBe(translate('fil-PH', 'desk.englishTitle'));
  });

  it('a unit price over a product, an unknown SKU or country, a malformed amount', async () => {
    const scope = await refused(priceBody({ scope: 'product', targetId: 1 }), 'en-US');
    expect(fieldMessage(scope, 'body.scope')).toBe(translate('en-US', 'desk.unitScope'));
    const unknown = await refused(priceBody({ targetId: 999_999 }), 'vi-VN');
    expect(fieldMessage(unknown, 'body.targetId')).toBe(translate('vi-VN', 'field.unknownId'));
    const country = await refused(priceBody({ countryCode: 'ZZ' }), 'th-TH');
    expect(fieldMessage(country, 'body.countryCode')).toBe(translate('th-TH', 'field.unknownId'));
    await refused(priceBody({ promotionPrice: '-5' }), 'zh-CN');
    await refused(priceBody({ promotionPrice: '0' }), 'zh-CN');
    expect((await post('/promotion/save', priceBody({ promotionId: 999_999 }))).status).toBe(404);
  });
});

describe('finding what a promotion covers', () => {
  it('SKUs by a name in any language, with their list price in the country', async () => {
    const res = await get('/target/find', { kind: 'sku', keyword: 'tao fuji', countryCode: 'VN' });
    expect(res.status, res.raw).toBe(200);
    const first = res.body.data[0];
    expect(first.name).toMatch(/Fuji/);
    expect(first.listPrice).toBeGreaterThan(0);
    expect(first.currencyCode).toBe('VND');
    const byNumber = await get('/target/find', { kind: 'sku', keyword: String(sku.id) });
    expect(byNumber.body.data.map((t: { id: number }) => t.id)).toContain(sku.id);
    const categories = await get('/target/find', { kind: 'category', keyword: 'fruit' });
    expect(categories.body.data.length).toBeGreaterThan(0);
  });
});
