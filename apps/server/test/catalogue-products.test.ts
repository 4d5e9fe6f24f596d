import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { createTestApp } from './support/app.js';

/**
 * Lists show products, not SKUs: one card per product, shown by the SKU the list's own
 * sort ranks first among those that pass its filters; totals count products. The demo catalogue
 * is changed with plain SQL to make the representative's choice visible.
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
  optionCount: number;
  priceMin: number;
  priceMax: number;
}
interface Page {
  total: number;
  list: Card[];
}

const exec = (text: string) => app.database.execute(text);
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(app.db, query);

const search = async (body: Record<string, unknown>): Promise<Page> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sku/search',
    payload: { warehouseId: 1, pageSize: 20, ...body },
    headers: { 'accept-language': 'en-US' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const recommended = async (query: string): Promise<Page> => {
  const res = await app.inject({ url: `/api/home/pageRecommendProduct?warehouseId=1&${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const productIds = (list: Card[]) => list.map((c) => c.productId);
const expectDistinct = (ids: number[]) => expect(new Set(ids).size).toBe(ids.length);

/** Products with at least `n` SKUs on the shelf and priced in Vietnam, their SKUs in id order. */
const multiSkuProducts = async (n = 2) =>
  (
    await rows<{ productId: number; name: string; skus: number[] }>(
      sql`select p.id as "productId", p.names->>'en-US' as name, array_agg(s.id order by s.id) as skus
        from product p join sku s on s.product_id = p.id and s.on_shelf
        join sku_price sp on sp.sku_id = s.id and sp.country_code = 'VN'
        group by p.id having count(*) >= ${n} order by p.id`,
    )
  ).map((r) => ({ ...r, productId: Number(r.productId), skus: r.skus.map(Number) }));

/** Products on the shelf and priced in Vietnam (what an unfiltered browse lists). */
const productsInVietnam = async () =>
  Number(
    (
      await rows<{ n: number }>(
        sql`select count(distinct s.product_id)::int as n from sku s
          join sku_price sp on sp.sku_id = s.id and sp.country_code = 'VN' where s.on_shelf`,
      )
    )[0]!.n,
  );

describe('one card per product', () => {
  it('searches a product with several SKUs into one card with its option count and price range', async () => {
    const [product] = await multiSkuProducts(2);
    const skus = product!.skus;
    // Plain prices, no promotion: the range is the prices.
    await exec(`delete from promotion where sku_id in (${skus.join(',')})`);
    for (const [i, id] of skus.entries())
      await exec(`update sku_price set price = ${10_000 * (i + 2)} where sku_id = ${id} and country_code = 'VN'`);
    const result = await search({ keyword: product!.name, pageSize: 100 });
    const cards = result.list.filter((c) => c.productId === product!.productId);
    expect(cards).toHaveLength(1);
    expect(cards[0]!.optionCount).toBe(skus.length);
    expect(cards[0]!.priceMin).toBe(20_000);
    expect(cards[0]!.priceMax).toBe(10_000 * (skus.length + 1));
    expectDistinct(productIds(result.list));
    expect(result.list.length).toBeLessThan(100);
    expect(result.total).toBe(result.list.length);
  });

  it('counts a running promotion price in the range, and a product of one option has a range of one price', async () => {
    const [product] = await multiSkuProducts(2);
    const [first, second] = product!.skus as [number, number];
    await exec(`delete from promotion where sku_id in (${product!.skus.join(',')})`);
    await exec(`update sku_price set price = 50000 where sku_id in (${first}, ${second}) and country_code = 'VN'`);
    await exec(`insert into promotion (country_code, sku_id, kind, promotion_price, titles, starts_at, ends_at)
      values ('VN', ${second}, 'price', 30000, '{"en-US":"Sale"}', now() - interval '1 day', now() + interval '1 day')`);
    const card = (await search({ keyword: product!.name, pageSize: 100 })).list.find(
      (c) => c.productId === product!.productId,
    )!;
    expect(card.priceMin).toBe(30_000);
    expect(card.priceMax).toBe(50_000);

    const single = await rows<{ name: string; productId: number }>(
      sql`select p.names->>'en-US' as name, p.id as "productId" from product p join sku s on s.product_id = p.id
        group by p.id having count(*) = 1 order by p.id limit 1`,
    );
    if (single[0]) {
      const one = (await search({ keyword: single[0].name, pageSize: 100 })).list.find(
        (c) => c.productId === Number(single[0]!.productId),
      )!;
      expect(one.optionCount).toBe(1);
      expect([one.priceMin, one.priceMax]).toEqual([one.price, one.price]);
    }
  });

  it('browsing by price shows a product by its cheapest option, ordered by it', async () => {
    const [product] = await multiSkuProducts(2);
    const [dear, cheap] = product!.skus as [number, number];
    await exec(`delete from promotion where sku_id in (${product!.skus.join(',')})`);
    await exec(`update sku_price set price = 2 where sku_id = ${dear} and country_code = 'VN'`);
    await exec(`update sku_price set price = 1 where sku_id = ${cheap} and country_code = 'VN'`);
    for (const body of [{}, { keyword: product!.name }]) {
      const up = await search({ ...body, sort: 'priceAsc', pageSize: 40 });
      expect(up.list[0]!.productSkuId).toBe(cheap);
      expect(up.list[0]!.priceMin).toBe(1);
      expect(productIds(up.list).filter((id) => id === product!.productId)).toHaveLength(1);
      expect(up.list.map((c) => c.price)).toEqual([...up.list.map((c) => c.price)].sort((a, b) => a - b));
      expectDistinct(productIds(up.list));
    }
  });

  it('sorts high to low by the price the card shows, and a card keeps its option and badge whatever the sort', async () => {
    const [product] = await multiSkuProducts(2);
    const [cheap, dear] = product!.skus as [number, number];
    const rest = product!.skus.slice(2);
    // "From ₫54,000" for a product whose dearest option costs more than anything else in the shop.
    await exec(`delete from promotion where sku_id in (${product!.skus.join(',')})`);
    await exec(`update sku_price set price = 108000 where sku_id = ${cheap} and country_code = 'VN'`);
    await exec(`update sku_price set price = 999999999 where sku_id = ${dear} and country_code = 'VN'`);
    if (rest.length)
      await exec(`update sku_price set price = 500000 where sku_id in (${rest.join(',')}) and country_code = 'VN'`);
    await exec(`insert into promotion (country_code, sku_id, kind, promotion_price, titles, starts_at, ends_at)
      values ('VN', ${cheap}, 'price', 54000, '{"en-US":"Half price"}', now() - interval '1 day', now() + interval '1 day')`);
    // The best seller is the dearest option: a sort by sales once showed the product by it.
    await exec(`update sku set sales_count = 1 + (select max(sales_count) from sku where product_id = ${product!.productId})
      where id = ${dear}`);

    const cards: Card[] = [];
    for (const sort of ['priceDesc', 'priceAsc', 'sales', 'relevance', 'newest'])
      for (const body of [{}, { keyword: product!.name }]) {
        const page = await search({ ...body, sort, pageSize: 100 });
        const card = page.list.find((c) => c.productId === product!.productId);
        if (card) cards.push(card);
        if (sort === 'priceDesc') {
          // High to low by what each card shows: this product's ₫54,000, not its ₫999,999,999 option.
          expect(page.list.map((c) => c.price)).toEqual([...page.list.map((c) => c.price)].sort((a, b) => b - a));
          if (!('keyword' in body)) expect(page.list[0]!.productId).not.toBe(product!.productId);
        }
      }
    expect(cards.length).toBeGreaterThanOrEqual(4);
    for (const card of cards)
      expect(card).toMatchObject({ productSkuId: cheap, price: 54000, priceMin: 54000, promotionTag: '-50%' });
  });

  it('under the in-stock filter, shows a product by an option in stock', async () => {
    const [product] = await multiSkuProducts(2);
    const [soldOut, inStock] = product!.skus as [number, number];
    await exec(`delete from promotion where sku_id in (${product!.skus.join(',')})`);
    await exec(`update sku_price set price = 1000 where sku_id = ${soldOut} and country_code = 'VN'`);
    await exec(`update sku_price set price = 2000 where sku_id = ${inStock} and country_code = 'VN'`);
    await exec(`update stock set on_hand = 0, reserved = 0 where sku_id = ${soldOut} and warehouse_id = 1`);
    await exec(`update stock set on_hand = 50, reserved = 0 where sku_id = ${inStock} and warehouse_id = 1`);
    const all = (await search({ keyword: product!.name, pageSize: 100 })).list.find(
      (c) => c.productId === product!.productId,
    )!;
    expect(all.productSkuId).toBe(soldOut);
    const filtered = await search({ keyword: product!.name, inStockOnly: true, pageSize: 100 });
    const cards = filtered.list.filter((c) => c.productId === product!.productId);
    expect(cards.map((c) => c.productSkuId)).toEqual([inStock]);
    expect(cards[0]!.optionCount).toBe(product!.skus.length);
    expect(filtered.list.every((c) => (c.stock ?? 0) > 0)).toBe(true);
    expectDistinct(productIds(filtered.list));
    // Browsing the whole catalogue in stock (not cached, counted apart) agrees.
    const browse = await search({ inStockOnly: true, pageSize: 1 });
    const inStockProducts = await rows<{ n: number }>(
      sql`select count(distinct s.product_id)::int as n from sku s
        join sku_price sp on sp.sku_id = s.id and sp.country_code = 'VN'
        join stock st on st.sku_id = s.id and st.warehouse_id = 1
        where s.on_shelf and st.on_hand - st.reserved > 0`,
    );
    expect(browse.total).toBe(Number(inStockProducts[0]!.n));
  });

  it('pages without repeating a product, and the total counts products', async () => {
    const products = await productsInVietnam();
    for (const body of [{ sort: 'sales' }, { sort: 'priceAsc' }, { keyword: 'apple' }, { keyword: 'milk' }]) {
      const seen: number[] = [];
      let total = 0;
      for (let pageNum = 1; pageNum <= 4; pageNum++) {
        const page = await search({ ...body, pageNum, pageSize: 5 });
        total = page.total;
        seen.push(...productIds(page.list));
      }
      expectDistinct(seen);
      if (!('keyword' in body)) expect(total).toBe(products);
    }
    // Past the cached choice (the first 2,000), pages are read live and still one per product.
    const deep = await search({ sort: 'sales', pageNum: 2, pageSize: 100 });
    const deeper = await search({ sort: 'sales', pageNum: 3, pageSize: 100 });
    expectDistinct([...productIds(deep.list), ...productIds(deeper.list)]);
  });

  it('lists promotions and special lists one card per product', async () => {
    const promotions = (await app.inject({ url: '/api/promotion/list?warehouseId=1&pageSize=100' })).json()
      .data as Page;
    expect(promotions.list.length).toBeGreaterThan(0);
    expectDistinct(productIds(promotions.list));
    const lists = (await app.inject({ url: '/api/special/lists' })).json().data as { id: number }[];
    const items = (
      await app.inject({ url: `/api/special/list/items?id=${lists[0]!.id}&warehouseId=1&pageSize=100` })
    ).json().data as Page;
    expectDistinct(productIds(items.list));
    expect(items.total).toBe(items.list.length);
  });

  it('fills the option count and range on the details page too', async () => {
    const [product] = await multiSkuProducts(2);
    const detail = (
      await app.inject({
        method: 'POST',
        url: '/api/sku/detail',
        payload: { productSkuId: product!.skus[0], warehouseId: 1 },
      })
    ).json().data as Card & { siblings: { price: number }[] };
    expect(detail.optionCount).toBe(detail.siblings.length + 1);
    const prices = [detail.price, ...detail.siblings.map((s) => s.price)];
    expect([detail.priceMin, detail.priceMax]).toEqual([Math.min(...prices), Math.max(...prices)]);
  });
});

describe('home recommendations by product', () => {
  it('leave out the whole product of the SKU being viewed', async () => {
    const [, product] = await multiSkuProducts(2);
    const [viewed, other] = product!.skus as [number, number];
    // Both among the very best sellers, both in stock.
    await exec(`update sku set sales_count = 2000000 where id in (${viewed}, ${other})`);
    await exec(
      `update stock set on_hand = 50, reserved = 0 where sku_id in (${viewed}, ${other}) and warehouse_id = 1`,
    );
    const home = await recommended('pageSize=10');
    expect(productIds(home.list)).toContain(product!.productId);
    expectDistinct(productIds(home.list));
    const details = await recommended(`pageSize=10&excludeSkuId=${viewed}`);
    expect(productIds(details.list)).not.toContain(product!.productId);
    expect(details.list).toHaveLength(10);
    // Without a warehouse (no stock to probe), the same.
    const anywhere = (
      await app.inject({ url: `/api/home/pageRecommendProduct?pageSize=10&excludeSkuId=${viewed}` })
    ).json().data as Page;
    expect(productIds(anywhere.list)).not.toContain(product!.productId);
    expectDistinct(productIds(anywhere.list));
  });

  it('show a product whose best seller is sold out by its best seller in stock', async () => {
    const [, , product] = await multiSkuProducts(2);
    const [best, next] = product!.skus as [number, number];
    await exec(`update sku set sales_count = 3000000 where id = ${best}`);
    await exec(`update sku set sales_count = 2999999 where id = ${next}`);
    await exec(`update stock set on_hand = 0, reserved = 0 where sku_id = ${best} and warehouse_id = 1`);
    await exec(`update stock set on_hand = 50, reserved = 0 where sku_id = ${next} and warehouse_id = 1`);
    const home = await recommended('pageSize=10');
    expect(home.list[0]!.productId).toBe(product!.productId);
    expect(home.list[0]!.productSkuId).toBe(next);
    expect(home.list[0]!.optionCount).toBe(product!.skus.length);
    expectDistinct(productIds(home.list));
  });

  it('page through every product in stock once; the total is exact when the list ends', async () => {
    const seen: number[] = [];
    let total = Infinity;
    for (let pageNum = 1; (pageNum - 1) * 50 < total; pageNum++) {
      const page = await recommended(`pageSize=50&pageNum=${pageNum}`);
      total = page.total;
      seen.push(...productIds(page.list));
      expect(page.list.every((c) => (c.stock ?? 0) > 0)).toBe(true);
      if (page.list.length === 0) break;
    }
    expect(seen.length).toBeGreaterThan(50);
    expectDistinct(seen);
    expect(total).toBe(seen.length);
  });
});
