import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';
import { createIdentityApp } from './support/auth.js';
import { catalogueDesk, everydayCategory } from './support/merchandising.js';
import { rows } from './support/order.js';

/**
 * Products made in the console: their options and SKUs, prices, shelf state; the shop lists, finds
 * and prices a new product on its next request, and a repeated submission makes nothing twice.
 */
let app: FastifyInstance;
let desk: Awaited<ReturnType<typeof catalogueDesk>>;
let categoryId: number;

interface Detail {
  productId: number;
  names: Record<string, string>;
  options: {
    optionId: number;
    names: Record<string, string>;
    values: { valueId: number; names: Record<string, string> }[];
  }[];
  skus: {
    skuId: number;
    spec: string;
    specs: Record<string, string>;
    units: Record<string, string>;
    valueIds: number[];
    onShelf: boolean;
    prices: { countryCode: string; price: number | null }[];
    stock: { onHand: number }[];
  }[];
}

const SIZE = {
  names: { 'en-US': 'Size', 'vi-VN': 'Dung tích', 'th-TH': 'ขนาด' },
  values: [{ names: { 'en-US': '330 ml', 'th-TH': '330 มล.' } }, { names: { 'en-US': '1 L', 'th-TH': '1 ลิตร' } }],
};
const BOTTLE = { 'en-US': 'bottle', 'vi-VN': 'chai', 'th-TH': 'ขวด' };
const juice = (over: Record<string, unknown> = {}) => ({
  clientKey: randomUUID(),
  categoryId,
  names: {
    'en-US': 'Calamansi Sparkling Juice',
    'vi-VN': 'Nước tắc có ga',
    'th-TH': 'น้ำมะนาวคาลามันซีโซดา',
  },
  descriptions: { 'en-US': '<p>Tart and <b>bright</b><script>alert(1)</script></p>' },
  onShelf: true,
  options: [SIZE],
  skus: [
    { values: [0], units: BOTTLE, barcode: '8930000000011', prices: [{ countryCode: 'VN', amount: '18000' }] },
    {
      values: [1],
      units: BOTTLE,
      prices: [
        { countryCode: 'VN', amount: '42000' },
        { countryCode: 'TH', amount: '55.50' },
      ],
    },
  ],
  ...over,
});
const create = async (body: unknown, headers = desk.staff) =>
  desk.post('/staff/catalogue/product/create', body, headers);
const detailOf = async (productId: number) =>
  (await desk.get('/staff/catalogue/product/detail', { productId: String(productId) })).body.data as Detail;
const fieldsOf = (body: { data: unknown }) =>
  (body.data as { fields?: { path: string; message: string }[] }).fields ?? [];

beforeAll(async () => {
  app = await createIdentityApp();
  desk = await catalogueDesk(app);
  categoryId = await everydayCategory(app);
});
afterAll(() => app?.close());

describe('a new product', () => {
  it('is made with its option and two SKUs, audited, and the shop lists, finds and prices it at once', async () => {
    const res = await create(juice());
    expect(res.status, res.raw).toBe(200);
    const made = res.body.data as Detail;
    expect(made.options).toHaveLength(1);
    expect(made.options[0]!.values.map((v) => v.names['en-US'])).toEqual(['330 ml', '1 L']);
    expect(made.skus.map((s) => s.specs)).toEqual([
      { 'en-US': '330 ml', 'th-TH': '330 มล.' },
      { 'en-US': '1 L', 'th-TH': '1 ลิตร' },
    ]);
    expect(made.skus.map((s) => s.valueIds)).toEqual([
      [made.options[0]!.values[0]!.valueId],
      [made.options[0]!.values[1]!.valueId],
    ]);
    // Stock starts at nothing in every warehouse; prices only where given.
    expect(made.skus.every((s) => s.stock.every((w) => w.onHand === 0))).toBe(true);
    expect(made.skus[1]!.prices.find((p) => p.countryCode === 'TH')?.price).toBe(5550);
    expect(made.skus[0]!.prices.find((p) => p.countryCode === 'TH')?.price).toBeNull();

    // Search words are computed for it: found by English, by Vietnamese typed without tones, by Thai.
    for (const [keyword, locale] of [
      ['calamansi sparkling', 'en-US'],
      ['nuoc tac co ga', 'vi-VN'],
      ['คาลามันซี', 'th-TH'],
    ] as const) {
      const found = await desk.shop.search(keyword, locale);
      expect(
        found.list.map((c) => c.productId),
        `${keyword}`,
      ).toContain(made.productId);
    }
    const card = (await desk.shop.search('calamansi sparkling')).list.find((c) => c.productId === made.productId)!;
    expect(card.price).toBe(18000);
    expect(card.stock).toBe(0);
    const page = (await desk.shop.detail(made.skus[1]!.skuId, 'th-TH')).json().data;
    expect(page.price).toBe(42000);
    expect(page.specValues[0]).toEqual({ name: 'ขนาด', value: '1 ลิตร' });
    expect(page.descriptionHtml).toContain('<b>bright</b>');
    expect(page.descriptionHtml).not.toContain('script');

    const [entry] = await desk.auditOf('catalogue.create', `product:${made.productId}`);
    expect(entry?.detail).toMatchObject({ categoryId, onShelf: true, skuIds: made.skus.map((s) => s.skuId) });
  });

  it('a repeated submission makes one product; the same key with another product is refused', async () => {
    const body = juice({ names: { 'en-US': 'Pandan Coconut Water' } });
    const [first, second] = await Promise.all([create(body), create(body)]);
    expect(first.status, first.raw).toBe(200);
    expect(second.status, second.raw).toBe(200);
    expect(second.body.data.productId).toBe(first.body.data.productId);
    const again = await create(body);
    expect(again.body.data.productId).toBe(first.body.data.productId);
    const made = await rows<{ n: number }>(
      app,
      sql`select count(*)::int as n from product where names->>'en-US' = 'Pandan Coconut Water'`,
    );
    expect(made[0]!.n).toBe(1);
    const other = await create({ ...body, names: { 'en-US': 'Something else' } });
    expect(other.status).toBe(422);
  });

  it('made off the shelf, the shop neither lists nor sells it until it is put on', async () => {
    const res = await create(juice({ names: { 'en-US': 'Tamarind Cooler' }, onShelf: false }));
    const made = res.body.data as Detail;
    expect(made.skus.every((s) => !s.onShelf)).toBe(true);
    expect((await desk.shop.search('tamarind cooler')).list.map((c) => c.productId)).not.toContain(made.productId);
    await desk.post('/staff/catalogue/product/shelf', { productId: made.productId, onShelf: true });
    expect((await desk.shop.search('tamarind cooler')).list.map((c) => c.productId)).toContain(made.productId);
  });

  it("refuses bad input with a 422 on the field, in the caller's language", async () => {
    const vi = { ...desk.staff, 'accept-language': 'vi-VN' };
    const noEnglish = await create(juice({ names: { 'vi-VN': 'Chỉ tiếng Việt' } }), vi);
    expect(noEnglish.status).toBe(422);
    expect(fieldsOf(noEnglish.body)).toContainEqual({
      path: 'body.names.en-US',
      message: translate('vi-VN', 'merchandising.englishText'),
    });
    const unknownCategory = await create(juice({ categoryId: 999_999 }));
    expect(unknownCategory.status).toBe(422);
    expect(fieldsOf(unknownCategory.body).map((f) => f.path)).toEqual(['body.categoryId']);
    const sameTwice = await create(
      juice({
        skus: [
          { values: [0], units: BOTTLE },
          { values: [0], units: BOTTLE },
        ],
      }),
      vi,
    );
    expect(fieldsOf(sameTwice.body)).toContainEqual({
      path: 'body.skus.1.values',
      message: translate('vi-VN', 'merchandising.skuTwice'),
    });
    const noValue = await create(juice({ skus: [{ values: [], units: BOTTLE }] }));
    expect(fieldsOf(noValue.body).map((f) => f.path)).toEqual(['body.skus.0.values']);
    const outOfRange = await create(juice({ skus: [{ values: [5], units: BOTTLE }] }));
    expect(fieldsOf(outOfRange.body).map((f) => f.path)).toEqual(['body.skus.0.values.0']);
    const decimals = await create(
      juice({ skus: [{ values: [0], units: BOTTLE, prices: [{ countryCode: 'VN', amount: '1.5' }] }] }),
      vi,
    );
    expect(fieldsOf(decimals.body)).toContainEqual({
      path: 'body.skus.0.prices.0.amount',
      message: translate('vi-VN', 'merchandising.amountDecimals', { digits: 0 }),
    });
    const country = await create(
      juice({ skus: [{ values: [0], units: BOTTLE, prices: [{ countryCode: 'ZZ', amount: '1' }] }] }),
    );
    expect(fieldsOf(country.body).map((f) => f.path)).toEqual(['body.skus.0.prices.0.countryCode']);
    const noUnit = await create(juice({ skus: [{ values: [0], units: { 'th-TH': 'ขวด' } }] }));
    expect(fieldsOf(noUnit.body).map((f) => f.path)).toEqual(['body.skus.0.units.en-US']);
    const sameValueTwice = await create(
      juice({
        options: [
          { names: { 'en-US': 'Size' }, values: [{ names: { 'en-US': '1 L' } }, { names: { 'en-US': '1 l' } }] },
        ],
      }),
    );
    expect(fieldsOf(sameValueTwice.body).map((f) => f.path)).toEqual(['body.options.0.values.1.names.en-US']);
    const noSku = await create(juice({ skus: [] }));
    expect(noSku.status).toBe(422);
    // Nothing was made by any of them.
    expect(
      (
        await rows<{ n: number }>(
          app,
          sql`select count(*)::int as n from product where names->>'vi-VN' = 'Chỉ tiếng Việt'`,
        )
      )[0]!.n,
    ).toBe(0);
  });

  it('without options, a single SKU needs no spec text; several are told apart by theirs', async () => {
    const single = await create(
      juice({ names: { 'en-US': 'Jackfruit Chips' }, options: [], skus: [{ units: { 'en-US': 'pack' } }] }),
    );
    expect(single.status, single.raw).toBe(200);
    expect(single.body.data.skus[0].specs).toEqual({});
    const same = await create(
      juice({
        names: { 'en-US': 'Durian Chips' },
        options: [],
        skus: [
          { specs: { 'en-US': '100 g' }, units: { 'en-US': 'pack' } },
          { specs: { 'en-US': '100 G' }, units: { 'en-US': 'pack' } },
        ],
      }),
    );
    expect(fieldsOf(same.body).map((f) => f.path)).toEqual(['body.skus.1.specs.en-US']);
  });

  it('is for the catalogue role only', async () => {
    expect((await create(juice(), desk.operations)).status).toBe(403);
  });
});

describe("an existing product's options and SKUs", () => {
  let apple: Detail;
  beforeAll(async () => {
    const card = (await desk.shop.search('Organic Fuji Apple')).list[0]!;
    apple = await detailOf(card.productId);
  });

  it('adds an option from the SKUs as they are: each takes its value, and the shop names it', async () => {
    expect(apple.options).toEqual([]);
    expect(apple.skus.length).toBeGreaterThan(1);
    const missing = await desk.post('/staff/catalogue/option/save', {
      productId: apple.productId,
      names: { 'en-US': 'Weight' },
      values: apple.skus.map((s) => ({ names: s.specs })),
      assign: [{ skuId: apple.skus[0]!.skuId, value: 0 }],
    });
    expect(missing.status).toBe(422);
    expect(fieldsOf(missing.body).map((f) => f.path)).toEqual(['body.assign']);
    const res = await desk.post('/staff/catalogue/option/save', {
      productId: apple.productId,
      names: { 'en-US': 'Weight', 'vi-VN': 'Khối lượng' },
      values: apple.skus.map((s) => ({ names: s.specs })),
      assign: apple.skus.map((s, value) => ({ skuId: s.skuId, value })),
    });
    expect(res.status, res.raw).toBe(200);
    const after = res.body.data as Detail;
    expect(after.options[0]!.names['vi-VN']).toBe('Khối lượng');
    // The spec texts stay what they were: they are now made from the values.
    expect(after.skus.map((s) => s.specs['en-US'])).toEqual(apple.skus.map((s) => s.specs['en-US']));
    const page = (await desk.shop.detail(apple.skus[0]!.skuId, 'vi-VN')).json().data;
    expect(page.specValues[0]).toEqual({ name: 'Khối lượng', value: apple.skus[0]!.specs['vi-VN'] });
    expect(await desk.auditOf('catalogue.option', `product:${apple.productId}`)).toHaveLength(1);
    apple = after;
  });

  it('renames a value (the SKUs and the shop follow) and refuses to remove one a SKU holds', async () => {
    const option = apple.options[0]!;
    const renamed = option.values.map((v, i) =>
      i === 0 ? { valueId: v.valueId, names: { ...v.names, 'en-US': `${v.names['en-US']} box` } } : v,
    );
    const res = await desk.post('/staff/catalogue/option/save', {
      productId: apple.productId,
      optionId: option.optionId,
      names: option.names,
      values: renamed,
    });
    expect(res.status, res.raw).toBe(200);
    const first = (res.body.data as Detail).skus.find((s) => s.skuId === apple.skus[0]!.skuId)!;
    expect(first.specs['en-US']).toBe(renamed[0]!.names['en-US']);
    expect((await desk.shop.detail(first.skuId)).json().data.spec).toBe(renamed[0]!.names['en-US']);
    const th = { ...desk.staff, 'accept-language': 'th-TH' };
    const dropped = await desk.post(
      '/staff/catalogue/option/save',
      { productId: apple.productId, optionId: option.optionId, names: option.names, values: renamed.slice(1) },
      th,
    );
    expect(dropped.status).toBe(409);
    expect(dropped.body.message).toBe(
      translate('th-TH', 'merchandising.valueInUse', { value: option.values[0]!.names['th-TH']! }),
    );
    apple = res.body.data as Detail;
  });

  it('adds a value and a SKU holding it, priced; the shop offers it beside its siblings', async () => {
    const option = apple.options[0]!;
    const withNew = await desk.post('/staff/catalogue/option/save', {
      productId: apple.productId,
      optionId: option.optionId,
      names: option.names,
      values: [...option.values, { names: { 'en-US': '5 kg crate', 'vi-VN': 'Thùng 5 kg' } }],
    });
    const value = (withNew.body.data as Detail).options[0]!.values.at(-1)!;
    const body = {
      productId: apple.productId,
      clientKey: randomUUID(),
      valueIds: [value.valueId],
      units: { 'en-US': 'crate', 'vi-VN': 'thùng' },
      barcode: '8930000000028',
      prices: [{ countryCode: 'VN', amount: '450000' }],
    };
    const res = await desk.post('/staff/catalogue/sku/create', body);
    expect(res.status, res.raw).toBe(200);
    await desk.post('/staff/catalogue/sku/create', body);
    const skus = (res.body.data as Detail).skus;
    const made = skus.filter((s) => s.valueIds[0] === value.valueId);
    expect(made).toHaveLength(1);
    expect(made[0]!.onShelf).toBe(true);
    const page = (await desk.shop.detail(apple.skus[0]!.skuId, 'vi-VN')).json().data;
    expect(page.siblings).toContainEqual(
      expect.objectContaining({ productSkuId: made[0]!.skuId, spec: 'Thùng 5 kg', price: 450000 }),
    );
    // The same values again are another SKU's: refused.
    const twice = await desk.post('/staff/catalogue/sku/create', { ...body, clientKey: randomUUID() });
    expect(twice.status).toBe(409);
    const wrongValue = await desk.post('/staff/catalogue/sku/create', {
      ...body,
      clientKey: randomUUID(),
      valueIds: [999_999],
    });
    expect(fieldsOf(wrongValue.body).map((f) => f.path)).toEqual(['body.valueIds.0']);
    expect(await desk.auditOf('catalogue.sku', `sku:${made[0]!.skuId}`)).toHaveLength(1);
    apple = res.body.data as Detail;
  });

  it("changes a SKU's unit and values; a spec text is made from the options, not typed", async () => {
    const sku = apple.skus[0]!;
    const units = await desk.post('/staff/catalogue/sku/save', {
      skuId: sku.skuId,
      units: { 'en-US': 'tray', 'vi-VN': 'khay' },
    });
    expect(units.status, units.raw).toBe(200);
    expect((await desk.shop.detail(sku.skuId, 'vi-VN')).json().data.unit).toBe('khay');
    const typed = await desk.post('/staff/catalogue/sku/save', { skuId: sku.skuId, specs: { 'en-US': 'Big' } });
    expect(fieldsOf(typed.body).map((f) => f.path)).toEqual(['body.specs']);
    const taken = await desk.post('/staff/catalogue/sku/save', { skuId: sku.skuId, valueIds: apple.skus[1]!.valueIds });
    expect(taken.status).toBe(409);
  });

  it('on a product without options, a new SKU is told apart by its spec text', async () => {
    const card = (await desk.shop.search('fresh milk')).list[0]!;
    const milk = await detailOf(card.productId);
    expect(milk.options).toEqual([]);
    const body = {
      productId: milk.productId,
      clientKey: randomUUID(),
      specs: { 'en-US': '5 L jug', 'th-TH': 'แกลลอน 5 ลิตร' },
      units: { 'en-US': 'jug' },
      prices: [{ countryCode: 'VN', amount: '210000' }],
    };
    const res = await desk.post('/staff/catalogue/sku/create', body);
    expect(res.status, res.raw).toBe(200);
    expect((res.body.data as Detail).skus.at(-1)!.specs['th-TH']).toBe('แกลลอน 5 ลิตร');
    const same = await desk.post('/staff/catalogue/sku/create', {
      ...body,
      clientKey: randomUUID(),
      specs: { 'en-US': milk.skus[0]!.specs['en-US'] },
    });
    expect(same.status).toBe(409);
  });

  it('offers the units in use with every language', async () => {
    const units = (await desk.get('/staff/catalogue/unit/list')).body.data as Record<string, string>[];
    expect(units.length).toBeGreaterThan(3);
    expect(units.find((u) => u['en-US'] === 'bottle')).toMatchObject({ 'th-TH': 'ขวด', 'vi-VN': 'chai' });
  });
});
