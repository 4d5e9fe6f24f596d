import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import { auditOf, fieldMessage } from './support/desk.js';
import { type Headers, rows, W } from './support/order.js';

/**
 * The Home page's curation from the promotion desk: banners, special lists and the SKUs put first
 * in the recommendations, each seen by the shop's own Home endpoints on their next request.
 */
let app: FastifyInstance;
let staff: Headers;
let operations: Headers;

const post = (url: string, body: unknown, headers: Headers = staff) =>
  call(app, 'POST', `/staff/catalogue/home${url}`, { body, headers });
const get = (url: string, query: Record<string, string> = {}, headers: Headers = staff) =>
  call(app, 'GET', `/staff/catalogue/home${url}`, { query, headers });
const shop = async (url: string, query: Record<string, string>, locale = 'en-US') => {
  const res = await call(app, 'GET', url, { query, headers: { 'accept-language': locale } });
  return res;
};
const shopBanners = async (locale = 'en-US') =>
  (await shop('/home/banners', { warehouseId: String(W) }, locale)).body.data as {
    id: number;
    title: string;
    link: string;
  }[];

/** SKUs of distinct products, on the shelf, sold in Vietnam and in stock in W: the least sold first. */
async function quietSkus(count: number) {
  const found = await rows<{ id: number }>(
    app,
    sql`select id from (
          select distinct on (s.product_id) s.id, s.sales_count from sku s
          join sku_price sp on sp.sku_id = s.id and sp.country_code = 'VN'
          join stock st on st.sku_id = s.id and st.warehouse_id = ${W} and st.on_hand - st.reserved > 0
          where s.on_shelf order by s.product_id, s.sales_count asc, s.id
        ) x order by sales_count asc, id limit ${count}`,
  );
  return found.map((r) => Number(r.id));
}

beforeAll(async () => {
  app = await createIdentityApp();
  staff = bearer(await loginByPassword(app, DEMO.catalogue.phone, DEMO.catalogue.password));
  operations = bearer(await loginByPassword(app, DEMO.operations.phone, DEMO.operations.password));
});
afterAll(() => app?.close());

describe('who may curate the Home page', () => {
  it("the catalogue role only, refused in the caller's language", async () => {
    const res = await get('/banner/list', { countryCode: 'VN' }, { ...operations, 'accept-language': 'lo-LA' });
    expect(res.status).toBe(403);
    const roles = translate('lo-LA', 'staff.role.catalogue');
    expect(res.body.message).toBe(translate('lo-LA', 'staff.roleMissing', { roles }));
    expect((await post('/recommendation/set', { countryCode: 'VN', skuIds: [] }, operations)).status).toBe(403);
  });
});

describe('banners', () => {
  let bannerId: number;
  let fruit: number;

  it("lists a country's banners with their picture and link as the desk edits them", async () => {
    const res = await get('/banner/list', { countryCode: 'VN' });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data.map((b: { bannerId: number }) => b.bannerId)).toEqual((await shopBanners()).map((b) => b.id));
    const first = res.body.data[0];
    expect(first.art).toBe(0);
    expect(first.target).toMatchObject({ kind: 'category' });
    expect(first.targetName).toBeTruthy();
    fruit = first.target.id;
    expect(res.body.data[1].target).toEqual({ kind: 'promotions' });
  });

  it('a new one goes last on Home at once, in each language, leading where the desk said', async () => {
    const res = await post('/banner/save', {
      countryCode: 'VN',
      titles: { 'en-US': 'Durian week', 'vi-VN': 'Tuần lễ sầu riêng' },
      art: 1,
      link: { kind: 'keyword', keyword: 'sầu riêng' },
    });
    expect(res.status, res.raw).toBe(200);
    bannerId = res.body.data.bannerId;
    expect(res.body.data).toMatchObject({
      pic: '/api/images/banner/1.svg',
      target: { kind: 'keyword', keyword: 'sầu riêng' },
    });
    const home = await shopBanners('vi-VN');
    expect(home.at(-1)).toMatchObject({
      id: bannerId,
      title: 'Tuần lễ sầu riêng',
      link: '/searchList?keyword=s%E1%BA%A7u%20ri%C3%AAng',
    });
    expect(await auditOf(app, 'catalogue.banner', `banner:${bannerId}`)).toHaveLength(1);
  });

  it('put first, relinked to a category, then removed: Home follows each change', async () => {
    const order = (await get('/banner/list', { countryCode: 'VN' })).body.data.map(
      (b: { bannerId: number }) => b.bannerId,
    );
    const first = [bannerId, ...order.filter((id: number) => id !== bannerId)];
    const arranged = await post('/banner/arrange', { countryCode: 'VN', bannerIds: first });
    expect(arranged.status, arranged.raw).toBe(200);
    expect((await shopBanners()).map((b) => b.id)).toEqual(first);
    await post('/banner/save', {
      bannerId,
      countryCode: 'VN',
      titles: { 'en-US': 'Fruit week' },
      art: 0,
      link: { kind: 'category', id: fruit },
    });
    expect((await shopBanners())[0]).toMatchObject({ title: 'Fruit week', link: `/searchList?categoryId=${fruit}` });
    const left = await post('/banner/remove', { bannerId });
    expect(left.body.data.map((b: { bannerId: number }) => b.bannerId)).toEqual(
      order.filter((id: number) => id !== bannerId),
    );
    expect((await shopBanners()).map((b) => b.id)).not.toContain(bannerId);
    expect(await auditOf(app, 'catalogue.bannerRemove', `banner:${bannerId}`)).toHaveLength(1);
  });

  it('refuses an order that leaves one out, a link to nothing, and a country the shop does not sell in', async () => {
    const ids = (await get('/banner/list', { countryCode: 'VN' })).body.data.map(
      (b: { bannerId: number }) => b.bannerId,
    );
    const partial = await post(
      '/banner/arrange',
      { countryCode: 'VN', bannerIds: ids.slice(1) },
      { ...staff, 'accept-language': 'th-TH' },
    );
    expect(fieldMessage(partial, 'body.bannerIds')).toBe(translate('th-TH', 'desk.bannersMismatch'));
    const nowhere = await post('/banner/save', {
      countryCode: 'VN',
      titles: { 'en-US': 'Nowhere' },
      art: 0,
      link: { kind: 'category', id: 999_999 },
    });
    expect(fieldMessage(nowhere, 'body.link.id')).toBe(translate('en-US', 'field.unknownId'));
    const art = await post('/banner/save', {
      countryCode: 'VN',
      titles: { 'en-US': 'x' },
      art: 7,
      link: { kind: 'promotions' },
    });
    expect(art.status).toBe(422);
    expect((await get('/banner/list', { countryCode: 'ZZ' })).status).toBe(422);
  });
});

describe('special lists', () => {
  let listId: number;
  let skus: number[];

  it('a new one is offered on Home with its products in the order given', async () => {
    skus = await quietSkus(3);
    const res = await post('/list/save', {
      titles: { 'en-US': 'Rainy day', 'th-TH': 'วันฝนตก' },
      subtitles: { 'en-US': 'Warm things to stay in with' },
      skuIds: skus,
    });
    expect(res.status, res.raw).toBe(200);
    listId = res.body.data.listId;
    expect(res.body.data.items.map((i: { id: number }) => i.id)).toEqual(skus);
    const lists = await shop('/special/lists', {}, 'th-TH');
    expect(lists.body.data.at(-1)).toMatchObject({
      id: listId,
      title: 'วันฝนตก',
      subtitle: 'Warm things to stay in with',
    });
    const items = await shop('/special/list/items', { id: String(listId), warehouseId: String(W), pageSize: '20' });
    expect(items.body.data.list.map((c: { productSkuId: number }) => c.productSkuId)).toEqual(skus);
  });

  it("reordered, the shop's list follows on its next request; removed, the shop no longer has it", async () => {
    const reversed = [...skus].reverse();
    const res = await post('/list/save', { listId, titles: { 'en-US': 'Rainy day' }, subtitles: {}, skuIds: reversed });
    expect(res.status, res.raw).toBe(200);
    const items = await shop('/special/list/items', { id: String(listId), warehouseId: String(W), pageSize: '20' });
    expect(items.body.data.list.map((c: { productSkuId: number }) => c.productSkuId)).toEqual(reversed);
    const [entry] = (await auditOf(app, 'catalogue.specialList', `special_list:${listId}`)).slice(-1);
    expect(entry?.detail).toMatchObject({ before: { skuIds: skus }, after: { skuIds: reversed } });
    const left = await post('/list/remove', { listId });
    expect(left.body.data.map((l: { listId: number }) => l.listId)).not.toContain(listId);
    expect((await shop('/special/list/items', { id: String(listId), warehouseId: String(W) })).status).toBe(404);
  });

  it("refuses a SKU twice, an unknown SKU and no English title, in the caller's language", async () => {
    const [a] = await quietSkus(1);
    const twice = await post(
      '/list/save',
      { titles: { 'en-US': 'x' }, subtitles: {}, skuIds: [a, a] },
      { ...staff, 'accept-language': 'vi-VN' },
    );
    expect(fieldMessage(twice, 'body.skuIds.1')).toBe(translate('vi-VN', 'desk.itemRepeated'));
    const unknown = await post('/list/save', { titles: { 'en-US': 'x' }, subtitles: {}, skuIds: [999_999] });
    expect(fieldMessage(unknown, 'body.skuIds.0')).toBe(translate('en-US', 'field.unknownId'));
    const english = await post(
      '/list/save',
      { titles: { 'zh-CN': '雨天' }, subtitles: {}, skuIds: [] },
      { ...staff, 'accept-language': 'zh-CN' },
    );
    expect(fieldMessage(english, 'body.titles.en-US')).toBe(translate('zh-CN', 'desk.englishTitle'));
  });
});

describe('recommendations', () => {
  const firstCards = async (query: Record<string, string>) =>
    (await shop('/home/pageRecommendProduct', { pageSize: '10', ...query })).body.data.list.map(
      (c: { productSkuId: number }) => c.productSkuId,
    ) as number[];

  it("the SKUs put first lead Home's recommendations in their order, in a warehouse and without one", async () => {
    const best = await firstCards({ warehouseId: String(W) });
    const pinned = await quietSkus(2);
    expect(best.slice(0, 2)).not.toEqual(pinned);
    const res = await post('/recommendation/set', { countryCode: 'vn', skuIds: pinned });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data.items.map((i: { id: number }) => i.id)).toEqual(pinned);
    expect(res.body.data.items[0].listPrice).toBeGreaterThan(0);
    expect((await firstCards({ warehouseId: String(W) })).slice(0, 2)).toEqual(pinned);
    expect((await firstCards({})).slice(0, 2)).toEqual(pinned);
    expect(
      (await get('/recommendation/list', { countryCode: 'VN' })).body.data.items.map((i: { id: number }) => i.id),
    ).toEqual(pinned);
    // Cleared: the best sellers alone again.
    await post('/recommendation/set', { countryCode: 'VN', skuIds: [] });
    expect(await firstCards({ warehouseId: String(W) })).toEqual(best);
    expect(await auditOf(app, 'catalogue.recommendations', 'recommendations:VN')).toHaveLength(2);
  });

  it('refuses a SKU not sold in the country', async () => {
    const [sku] = await quietSkus(1);
    await app.database.execute(`delete from sku_price where sku_id = ${sku} and country_code = 'LA'`);
    const unsold = { id: sku! };
    const res = await post(
      '/recommendation/set',
      { countryCode: 'LA', skuIds: [unsold.id] },
      { ...staff, 'accept-language': 'lo-LA' },
    );
    expect(fieldMessage(res, 'body.skuIds.0')).toBe(translate('lo-LA', 'desk.notSoldThere'));
  });
});
