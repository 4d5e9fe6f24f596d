import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/app.js';

/**
 * The catalogue's caches (modules/catalogue/catalogue.cache.ts) keep a keyword's ranked products
 * and a list's order: every request below is made twice first, so the second is served from the
 * cache, then the catalogue is changed behind the API's back (plain SQL, as an operator or another
 * server process would) and the very next request must show the change.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

interface Card {
  productSkuId: number;
  productId: number;
  name: string;
  price: number;
  stock: number | null;
  promotionKind: string | null;
  optionCount: number;
}
const search = async (body: Record<string, unknown>): Promise<{ total: number; list: Card[] }> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sku/search',
    payload: { warehouseId: 1, pageSize: 20, ...body },
    headers: { 'accept-language': 'en-US' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
/** The same request twice: the second is answered from the cache. */
const warm = async (body: Record<string, unknown>) => {
  await search(body);
  return search(body);
};
const sql = (text: string) => app.database.execute(text);

describe('catalogue caches stay correct', () => {
  it('shows a new price on the next search, and re-sorts a price list by it', async () => {
    const before = await warm({ keyword: 'apple' });
    const target = before.list[before.list.length - 1]!;
    await warm({ keyword: 'apple', sort: 'priceAsc' });
    await warm({ sort: 'priceAsc' });
    await sql(`update sku_price set price = 1 where sku_id = ${target.productSkuId} and country_code = 'VN'`);
    await sql(`delete from promotion where sku_id = ${target.productSkuId}`);
    const after = await search({ keyword: 'apple' });
    expect(after.list.find((c) => c.productSkuId === target.productSkuId)?.price).toBe(1);

    const cheapest = await search({ keyword: 'apple', sort: 'priceAsc' });
    expect(cheapest.list[0]!.productSkuId).toBe(target.productSkuId);
    const browse = await search({ sort: 'priceAsc' });
    expect(browse.list[0]!.productSkuId).toBe(target.productSkuId);
  });

  it('finds a product by its new name on the next search, and shows the new name in lists', async () => {
    const list = await warm({ sort: 'sales' });
    const target = list.list[0]!;
    expect((await warm({ keyword: 'zanzibarberry' })).total).toBe(0);
    await sql(
      `update product set names = jsonb_set(names, '{en-US}', '"Zanzibarberry jam"'),
        search_text = search_text || ' | zanzibarberry jam' where id = ${target.productId}`,
    );
    const found = await search({ keyword: 'zanzibarberry' });
    expect(found.list.map((c) => c.productId)).toContain(target.productId);
    expect((await search({ sort: 'sales' })).list[0]!.name).toBe('Zanzibarberry jam');
  });

  it('shows stock changes on the next request, in cards and the in-stock filter', async () => {
    const first = (await warm({ keyword: 'milk' })).list[0]!;
    await sql(`update stock set on_hand = 0, reserved = 0 where sku_id = ${first.productSkuId} and warehouse_id = 1`);
    expect((await search({ keyword: 'milk' })).list[0]!.stock).toBe(0);
    const inStock = await search({ keyword: 'milk', inStockOnly: true, pageSize: 100 });
    expect(inStock.list.map((c) => c.productSkuId)).not.toContain(first.productSkuId);
  });

  it('drops a best-selling product that runs out of stock from the home recommendations at once', async () => {
    const recommended = async (pageNum = 1, pageSize = 10) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/home/pageRecommendProduct?warehouseId=1&pageNum=${pageNum}&pageSize=${pageSize}`,
        })
      ).json().data as { total: number; list: Card[] };
    // A first page's total is an upper bound (products not probed for stock yet count); the last
    // page's is exact.
    const exactTotal = async () => {
      let total = Infinity;
      for (let pageNum = 1; (pageNum - 1) * 100 < total; pageNum++) {
        const page = await recommended(pageNum, 100);
        total = page.total;
        if (page.list.length < 100) break;
      }
      return total;
    };
    await recommended();
    const before = await recommended();
    const totalBefore = await exactTotal();
    const top = before.list[0]!;
    // Lists show products: every SKU of the product sells out.
    await sql(`update stock set reserved = on_hand where warehouse_id = 1
      and sku_id in (select id from sku where product_id = ${top.productId})`);
    const after = await recommended();
    expect(after.list.map((c) => c.productId)).not.toContain(top.productId);
    expect(await exactTotal()).toBe(totalBefore - 1);
  });

  it('shows a promotion written now on the next request, and one that starts later once it starts', async () => {
    const promoted = new Set((await warm({ promotionOnly: true, pageSize: 100 })).list.map((c) => c.productSkuId));
    const plain = (await warm({ sort: 'sales', pageSize: 100 })).list.filter(
      (c) => !promoted.has(c.productSkuId) && !c.promotionKind,
    );
    const [now, later] = plain;
    expect(later).toBeDefined();
    const insert = (skuId: number, startsIn: string) =>
      sql(`insert into promotion (kind, country_code, scope, sku_id, titles, promotion_price, starts_at, ends_at)
        values ('price', 'VN', 'sku', ${skuId}, '{"en-US":"Test"}', 1, now() + interval '${startsIn}', now() + interval '1 day')`);
    await insert(now!.productSkuId, '-1 minute');
    const next = await search({ sort: 'sales', pageSize: 100 });
    const card = next.list.find((c) => c.productSkuId === now!.productSkuId)!;
    expect(card.price).toBe(1);
    expect(card.promotionKind).toBe('price');
    expect((await search({ sort: 'priceAsc' })).list.map((c) => c.productSkuId)).toContain(now!.productSkuId);

    // Starts in two seconds: not running yet, then running without any further write.
    await insert(later!.productSkuId, '2 seconds');
    const promotionList = () => search({ promotionOnly: true, sort: 'priceAsc', pageSize: 100 });
    expect(
      (await warm({ promotionOnly: true, sort: 'priceAsc', pageSize: 100 })).list.map((c) => c.productSkuId),
    ).not.toContain(later!.productSkuId);
    await expect
      .poll(async () => (await promotionList()).list.map((c) => c.productSkuId), { timeout: 10_000, interval: 200 })
      .toContain(later!.productSkuId);
  });

  it('drops a SKU taken off the shelf from a cached list and its count at once', async () => {
    const before = await warm({ keyword: 'apple' });
    const target = before.list[0]!;
    await sql(`update sku set on_shelf = false where id = ${target.productSkuId}`);
    const after = await search({ keyword: 'apple' });
    expect(after.list.map((c) => c.productSkuId)).not.toContain(target.productSkuId);
    // The count is of products: one still on the shelf in another option stays counted.
    expect(after.total).toBe(before.total - (target.optionCount > 1 ? 0 : 1));
    await sql(`update sku set on_shelf = false where product_id = ${target.productId}`);
    const gone = await search({ keyword: 'apple' });
    expect(gone.list.map((c) => c.productId)).not.toContain(target.productId);
    expect(gone.total).toBe(before.total - 1);
  });

  it("shows a product page's new price, promotion, name, stock and options on the next request", async () => {
    const detail = async (productSkuId: number) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/sku/detail',
        payload: { productSkuId, warehouseId: 1 },
        headers: { 'accept-language': 'en-US' },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data as Card & { siblings: { productSkuId: number; price: number }[]; promotion: unknown };
    };
    const [target] = (await warm({ keyword: 'rice', pageSize: 100 })).list.filter((c) => c.optionCount > 1);
    expect(target).toBeDefined();
    const id = target!.productSkuId;
    await detail(id);
    const before = await detail(id);
    const sibling = before.siblings[0]!;
    await sql(`update sku_price set price = 7 where sku_id = ${id} and country_code = 'VN'`);
    await sql(`delete from promotion where sku_id = ${id}`);
    expect((await detail(id)).price).toBe(7);
    await sql(`update sku_price set price = 5 where sku_id = ${sibling.productSkuId} and country_code = 'VN'`);
    await sql(`delete from promotion where sku_id = ${sibling.productSkuId}`);
    expect((await detail(id)).siblings.find((s) => s.productSkuId === sibling.productSkuId)?.price).toBe(5);
    await sql(
      `update product set names = jsonb_set(names, '{en-US}', '"Renamed rice"') where id = ${target!.productId}`,
    );
    expect((await detail(id)).name).toBe('Renamed rice');
    await sql(`update stock set on_hand = 3, reserved = 1 where sku_id = ${id} and warehouse_id = 1`);
    expect((await detail(id)).stock).toBe(2);
    await sql(`update sku set on_shelf = false where id = ${sibling.productSkuId}`);
    const fewer = await detail(id);
    expect(fewer.siblings.map((s) => s.productSkuId)).not.toContain(sibling.productSkuId);
    expect(fewer.optionCount).toBe(before.optionCount - 1);
    await sql(`insert into promotion (kind, country_code, scope, sku_id, titles, promotion_price, starts_at, ends_at)
      values ('price', 'VN', 'sku', ${id}, '{"en-US":"Test"}', 3, now() + interval '2 seconds', now() + interval '1 day')`);
    expect((await detail(id)).price).toBe(7);
    await expect.poll(async () => (await detail(id)).price, { timeout: 10_000, interval: 200 }).toBe(3);
  });
});
