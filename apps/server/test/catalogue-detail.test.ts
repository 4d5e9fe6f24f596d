import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { product } from '../src/db/schema/index.js';
import { saveProductDescriptions } from '../src/shared/search-text/product.writer.js';
import { createTestApp } from './support/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const detail = async (productSkuId: number, locale = 'en-US', warehouseId = 1) =>
  app.inject({
    method: 'POST',
    url: '/api/sku/detail',
    payload: { productSkuId, warehouseId },
    headers: { 'accept-language': locale },
  });
const search = async (body: Record<string, unknown>) =>
  (
    await app.inject({ method: 'POST', url: '/api/sku/search', payload: { warehouseId: 1, pageSize: 50, ...body } })
  ).json().data;

describe('POST /api/sku/detail', () => {
  it('shows price, stock, siblings and spec values in the request locale', async () => {
    const card = (await search({ keyword: 'Organic Fuji Apple' })).list[0];
    const res = await detail(card.productSkuId, 'vi-VN');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.name).toMatch(/^Táo Fuji hữu cơ/);
    expect(d.currencyCode).toBe('VND');
    expect(d.pics.length).toBe(3);
    expect(d.categoryNames).toEqual(['Rau củ quả tươi', 'Trái cây']);
    expect(d.specValues.map((s: { name: string }) => s.name)).toEqual(['Quy cách', 'Đơn vị bán']);
    expect(d.siblings.every((s: { productSkuId: number }) => s.productSkuId !== d.productSkuId)).toBe(true);
    expect(typeof d.stock).toBe('number');
  });

  it('gives ladder tiers for a ladder promotion, in ascending quantity', async () => {
    const ladder = (await search({ promotionOnly: true, pageSize: 100 })).list.find(
      (c: { promotionKind: string }) => c.promotionKind === 'ladder',
    );
    const d = (await detail(ladder.productSkuId)).json().data;
    expect(d.ladder.length).toBeGreaterThan(1);
    const q = d.ladder.map((t: { minQuantity: number }) => t.minQuantity);
    expect(q).toEqual([...q].sort((a: number, b: number) => a - b));
    expect(d.ladder[1].price).toBeLessThan(d.ladder[0].price);
  });

  it('marks beer and wine as 18+ (UNDER_18_CATEGORY_ID) and nothing else', async () => {
    const wine = (await search({ keyword: 'red wine' })).list[0];
    expect(wine.is18Plus).toBe(true);
    expect((await detail(wine.productSkuId)).json().data.is18Plus).toBe(true);
    const milk = (await search({ keyword: 'fresh milk' })).list[0];
    expect(milk.is18Plus).toBe(false);
  });

  it('answers 404 for an unknown SKU and 422 for a malformed one', async () => {
    expect((await detail(999999)).statusCode).toBe(404);
    const bad = await app.inject({ method: 'POST', url: '/api/sku/detail', payload: { productSkuId: 'abc' } });
    expect(bad.statusCode).toBe(422);
  });
});

describe('rich descriptions', () => {
  const evil =
    '<p onclick="steal()">Nice <a href="javascript:alert(1)">link</a><script>alert(1)</script></p>' +
    '<img src="x" onerror="alert(1)"><img src="javascript:alert(2)"><iframe src="https://evil.example"></iframe>';

  it('are stored harmless: no scripts, handlers, javascript: links or frames', async () => {
    const card = (await search({ keyword: 'Classic Banana' })).list[0];
    // The raw HTML goes to the one writer of descriptions; it must clean it itself.
    await saveProductDescriptions(app.db, card.productId, { 'en-US': `${evil}<p>Zanzibarbanana</p>` });
    const [stored] = await app.db
      .select({ descriptions: product.descriptions, searchDescription: product.searchDescription })
      .from(product)
      .where(eq(product.id, card.productId));
    const html = (await detail(card.productSkuId)).json().data.descriptionHtml as string;
    for (const text of [html, stored!.descriptions['en-US']!]) {
      expect(text).toContain('Nice');
      for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe', 'href='])
        expect(text).not.toContain(bad);
    }
    // Other locales are kept, and the search document follows the cleaned text.
    expect(stored!.descriptions['vi-VN']).toBeTruthy();
    expect(stored!.searchDescription).not.toContain('alert');
    const found = (await search({ keyword: 'zanzibarbanana' })).list;
    expect(found.map((c: { productId: number }) => c.productId)).toContain(card.productId);
  });

  it('are sanitised in the seed too', async () => {
    const card = (await search({ keyword: 'Organic Mango' })).list[0];
    const html = (await detail(card.productSkuId)).json().data.descriptionHtml as string;
    expect(html).toMatch(/^<p><strong>/);
    expect(html).toContain('<img src="/api/images/');
  });
});

describe('lists', () => {
  it('recommends in-stock best sellers, without the SKU being viewed', async () => {
    const page = (
      await app.inject({ url: '/api/home/pageRecommendProduct?warehouseId=1&pageSize=10&excludeSkuId=1' })
    ).json().data;
    expect(page.list).toHaveLength(10);
    expect(page.list.every((c: { stock: number; productSkuId: number }) => c.stock > 0 && c.productSkuId !== 1)).toBe(
      true,
    );
  });

  it('pages through every in-stock best seller once; the total is exact when the list ends', async () => {
    const seen: number[] = [];
    let total = Infinity;
    // As the web pages (lib/queries/pages.ts): on while a page is full and the total is not reached.
    for (let pageNum = 1; (pageNum - 1) * 100 < total; pageNum++) {
      const page = (
        await app.inject({ url: `/api/home/pageRecommendProduct?warehouseId=1&pageSize=100&pageNum=${pageNum}` })
      ).json().data;
      total = page.total;
      seen.push(...page.list.map((c: { productSkuId: number; stock: number }) => (c.stock > 0 ? c.productSkuId : -1)));
      if (page.list.length === 0) break;
    }
    expect(seen.length).toBeGreaterThan(100);
    expect(seen).not.toContain(-1);
    expect(new Set(seen).size).toBe(seen.length);
    expect(total).toBe(seen.length);
  });

  it('never shows a SKU taken off the shelf, in lists, search or their counts', async () => {
    const top = (await app.inject({ url: '/api/home/pageRecommendProduct?warehouseId=1&pageSize=1' })).json().data;
    const productId = top.list[0].productId as number;
    const name = top.list[0].name as string;
    const before = await search({ keyword: name });
    // A search shows each product by its cheapest option, which may be another SKU of it.
    expect(before.list.map((c: { productId: number }) => c.productId)).toContain(productId);
    // Lists count products: the whole product (every SKU) goes off the shelf.
    const shelved = (
      await queryRows<{ id: number }>(app.db, sql`select id from sku where product_id = ${productId} and on_shelf`)
    ).map((r) => Number(r.id));
    await app.database.execute(`update sku set on_shelf = false where id in (${shelved.join(',')})`);
    try {
      const after = await search({ keyword: name });
      expect(after.list.map((c: { productId: number }) => c.productId)).not.toContain(productId);
      expect(after.total).toBe(before.total - 1);
      const again = (await app.inject({ url: '/api/home/pageRecommendProduct?warehouseId=1&pageSize=1' })).json().data;
      expect(again.list[0].productId).not.toBe(productId);
    } finally {
      await app.database.execute(`update sku set on_shelf = true where id in (${shelved.join(',')})`);
    }
  });

  it('lists promotions of one kind', async () => {
    const page = (await app.inject({ url: '/api/promotion/list?warehouseId=1&kind=fullReduction' })).json().data;
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((c: { promotionKind: string }) => c.promotionKind === 'fullReduction')).toBe(true);
  });

  it('shows special lists and their items, banners and hot words', async () => {
    const lists = (await app.inject({ url: '/api/special/lists', headers: { 'accept-language': 'th-TH' } })).json()
      .data;
    expect(lists[0].title).toBe('สินค้าใหม่');
    const items = (await app.inject({ url: `/api/special/list/items?id=${lists[0].id}&warehouseId=1` })).json().data;
    expect(items.total).toBe(24);
    expect(items.info.id).toBe(lists[0].id);
    expect((await app.inject({ url: '/api/home/banners?warehouseId=1' })).json().data).toHaveLength(3);
    expect(
      (await app.inject({ url: '/api/search/hotWords', headers: { 'accept-language': 'vi-VN' } })).json().data,
    ).toContain('cà phê');
  });

  it('needs a login for frequent purchases', async () => {
    expect((await app.inject({ url: '/api/product/frequentPurchases' })).statusCode).toBe(401);
  });
});

describe('pictures', () => {
  it('are served at the asked size with long cache headers and an ETag', async () => {
    const res = await app.inject({ url: '/api/images/fruit/20.svg?w=120&h=120' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toContain('width="120"');
    const again = await app.inject({
      url: '/api/images/fruit/20.svg?w=120&h=120',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ url: '/api/images/fruit/20.svg' })).body).toContain('width="200"');
  });

  it('draw a product from its emoji: WebP at the asked size for a browser that takes it, SVG otherwise', async () => {
    const accept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
    const res = await app.inject({ url: '/api/images/cooked-rice/40.svg?w=120&h=90', headers: { accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers.vary).toContain('Accept');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 120, 90]);
    const again = await app.inject({
      url: '/api/images/cooked-rice/40.svg?w=120&h=90',
      headers: { accept, 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const svg = await app.inject({ url: '/api/images/cooked-rice/40.svg' });
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers.etag).not.toBe(res.headers.etag);
    expect(svg.body).toContain('width="200"');
    const category = await app.inject({ url: '/api/images/category/rice.svg?w=64&h=64', headers: { accept } });
    expect(category.headers['content-type']).toBe('image/webp');
  });

  it('picture every category of the demo catalogue, so no icon on Home or in the list is broken', async () => {
    const icons = await queryRows<{ icon: string }>(app.db, sql`select icon from category where icon is not null`);
    expect(icons.length).toBeGreaterThan(30);
    const broken: string[] = [];
    for (const { icon } of icons) {
      const res = await app.inject({ url: icon, headers: { accept: 'image/webp' } });
      if (res.statusCode !== 200) broken.push(icon);
    }
    expect(broken).toEqual([]);
  });

  it('picture every product of the demo catalogue with an emoji', async () => {
    const { list } = (
      await app.inject({ method: 'POST', url: '/api/sku/search', payload: { keyword: 'rice', warehouseId: 1 } })
    ).json().data as { list: { pic: string }[] };
    expect(list.length).toBeGreaterThan(0);
    for (const card of list) {
      const res = await app.inject({ url: card.pic, headers: { accept: 'image/webp' } });
      expect(res.headers['content-type'], card.pic).toBe('image/webp');
    }
  });

  it('answer unknown pictures and silly sizes with an envelope, not a crash', async () => {
    expect((await app.inject({ url: '/api/images/no-such-picture/20.svg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/images/Cooked_Rice/20.svg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/images/fruit/20.svg?w=999999' })).statusCode).toBe(404);
  });
});
