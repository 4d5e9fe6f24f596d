import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

interface Card {
  productSkuId: number;
  name: string;
  price: number;
  originalPrice: number;
  stock: number | null;
  promotionKind: string | null;
  highlights: [number, number][];
}

async function search(body: Record<string, unknown>, locale = 'en-US') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sku/search',
    payload: body,
    headers: { 'accept-language': locale },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { total: number; list: Card[]; suggestions: string[] };
}
const top10 = async (keyword: string, locale: string) =>
  (await search({ keyword, warehouseId: 1, pageSize: 10 }, locale)).list.map((c) => c.name);

/**
 * For each language: a query with folded case / width / diacritics, a typo, and a substring of a
 * name written without spaces must find the expected product in the top 10.
 */
const CASES: { locale: string; folded: [string, RegExp]; typo: [string, RegExp]; substring: [string, RegExp] }[] = [
  { locale: 'vi-VN', folded: ['tao fuji', /^Táo Fuji/], typo: ['xoaii', /Xoài/], substring: ['muống', /Rau muống/] },
  {
    locale: 'en-US',
    folded: ['FUJI APPLE', /Fuji Apple$/],
    typo: ['bananna', /Banana$/],
    substring: ['ashew', /Cashew Nuts$/],
  },
  {
    locale: 'zh-CN',
    folded: ['富士\u3000苹果', /富士苹果$/],
    typo: ['富土苹果', /富士苹果$/],
    substring: ['富士', /富士苹果$/],
  },
  {
    locale: 'th-TH',
    folded: ['แอปเปิ้ลฟูจิ', /^แอปเปิ้ลฟูจิ/],
    typo: ['แอปเปิ้ลฟูจี', /^แอปเปิ้ลฟูจิ/],
    substring: ['ฟูจิ', /^แอปเปิ้ลฟูจิ/],
  },
  {
    locale: 'lo-LA',
    folded: ['ໝາກມ່ວງ', /^ໝາກມ່ວງ/],
    typo: ['ໝາກແອັບເປີ້ນຟູຈີ', /^ໝາກແອັບເປີ້ນຟູຈິ/],
    substring: ['ຟູຈິ', /^ໝາກແອັບເປີ້ນຟູຈິ/],
  },
  {
    locale: 'fil-PH',
    folded: ['MANSANAS', /mansanas Fuji$/],
    typo: ['mansanaz', /mansanas Fuji$/],
    substring: ['ngga', /mangga$/i],
  },
];

describe('search relevance in six languages', () => {
  for (const c of CASES) {
    it(`${c.locale}: folded, typo and substring queries find the product`, async () => {
      for (const [query, expected] of [c.folded, c.typo, c.substring]) {
        const names = await top10(query, c.locale);
        expect(
          names.some((n) => expected.test(n)),
          `${query} → ${names.join(', ')}`,
        ).toBe(true);
      }
    });
  }

  it('finds a product by a word of any locale, whatever the interface language', async () => {
    expect((await top10('táo', 'en-US')).some((n) => /Fuji Apple/.test(n))).toBe(true);
    expect((await top10('apple', 'th-TH')).some((n) => /แอปเปิ้ล/.test(n))).toBe(true);
  });

  it('forgives a swapped or missing letter in a short word', async () => {
    for (const typo of ['appel', 'aple', 'yoghurt'])
      expect((await top10(typo, 'en-US')).length, typo).toBeGreaterThan(0);
    expect((await top10('appel', 'en-US')).some((n) => /Fuji Apple$/.test(n))).toBe(true);
  });

  it('ranks an exact name above a description match', async () => {
    const names = await top10('Organic Fuji Apple', 'en-US');
    expect(names[0]).toBe('Organic Fuji Apple');
  });

  it('marks where the keyword matched, in the original (unfolded) name', async () => {
    const { list } = await search({ keyword: 'tao', warehouseId: 1, pageSize: 1 }, 'vi-VN');
    const card = list[0]!;
    const [start, end] = card.highlights[0]!;
    expect(card.name.slice(start, end)).toBe('Táo');
  });

  it('suggests other words when nothing matches', async () => {
    const result = await search({ keyword: 'qqqzzzxxx' });
    expect(result.total).toBe(0);
    expect(result.suggestions.length).toBeGreaterThan(0);
  });
});

describe('search filters, sorts and pages', () => {
  it('pages without overlap and reports the total', async () => {
    const first = await search({ warehouseId: 1, pageNum: 1, pageSize: 20 });
    const second = await search({ warehouseId: 1, pageNum: 2, pageSize: 20 });
    expect(first.total).toBeGreaterThanOrEqual(500);
    const ids = new Set(first.list.map((c) => c.productSkuId));
    expect(second.list.some((c) => ids.has(c.productSkuId))).toBe(false);
  });

  it('sorts by price both ways', async () => {
    const up = (await search({ warehouseId: 1, sort: 'priceAsc', pageSize: 30 })).list.map((c) => c.price);
    const down = (await search({ warehouseId: 1, sort: 'priceDesc', pageSize: 30 })).list.map((c) => c.price);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('keeps only SKUs in stock, or only SKUs on promotion, when asked', async () => {
    const inStock = await search({ warehouseId: 1, inStockOnly: true, pageSize: 100 });
    expect(inStock.list.every((c) => (c.stock ?? 0) > 0)).toBe(true);
    const all = await search({ warehouseId: 1, pageSize: 1 });
    expect(inStock.total).toBeLessThan(all.total);
    const promo = await search({ warehouseId: 1, promotionOnly: true, pageSize: 100 });
    expect(promo.total).toBeGreaterThan(0);
    expect(promo.list.every((c) => c.promotionKind !== null)).toBe(true);
  });

  it('filters by a category and its subcategories', async () => {
    const tree = (await app.inject({ url: '/api/product/category/listWithChildren' })).json().data;
    const fresh = tree.find((c: { name: string }) => c.name === 'Fresh produce');
    const result = await search({ categoryId: fresh.id, warehouseId: 1, pageSize: 100 });
    expect(result.total).toBeGreaterThan(0);
    expect(result.list.every((c) => !/Beer|Wine|Shampoo/.test(c.name))).toBe(true);
  });

  it('answers bad input with a 422 in the caller language, never a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sku/search',
      payload: { pageSize: 1000, sort: 'cheapest' },
      headers: { 'accept-language': 'vi-VN' },
    });
    expect(res.statusCode).toBe(422);
    const fields = res.json().data.fields.map((f: { path: string }) => f.path);
    expect(fields).toEqual(expect.arrayContaining(['body.pageSize', 'body.sort']));
    expect(res.json().message).toBe('Vui lòng kiểm tra các trường được đánh dấu');
    const unknownWarehouse = await app.inject({
      method: 'POST',
      url: '/api/sku/search',
      payload: { warehouseId: 99999 },
    });
    expect(unknownWarehouse.statusCode).toBe(404);
  });
});
