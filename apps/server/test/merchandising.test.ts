import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';
import { toMinorUnits } from '../src/modules/merchandising/price.service.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import { type Headers, rows } from './support/order.js';
import { multipartBody } from './support/upload.js';
import sharp from 'sharp';

/**
 * The catalogue staff's API: each change answers the product as it now stands, writes its audit
 * entry, and the shop's next request sees it; other roles are refused in their language.
 */
let app: FastifyInstance;
let staff: Headers;
let operations: Headers;
let apple: { productId: number; productSkuId: number };

const get = (url: string, query: Record<string, string>, headers: Headers = staff) =>
  call(app, 'GET', url, { query, headers });
const post = (url: string, body: unknown, headers: Headers = staff) => call(app, 'POST', url, { body, headers });
const shop = {
  search: async (keyword: string, locale = 'en-US') =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/sku/search',
        payload: { keyword, warehouseId: 1, pageSize: 20 },
        headers: { 'accept-language': locale },
      })
    ).json().data as {
      list: { productSkuId: number; productId: number; name: string; price: number; is18Plus: boolean }[];
    },
  detail: (productSkuId: number, locale = 'en-US') =>
    app.inject({
      method: 'POST',
      url: '/api/sku/detail',
      payload: { productSkuId, warehouseId: 1 },
      headers: { 'accept-language': locale },
    }),
};
const auditOf = (action: string, target: string) =>
  rows<{ actorMemberId: number; detail: Record<string, unknown>; ip: string | null }>(
    app,
    sql`select actor_member_id as "actorMemberId", detail, ip from audit_log
        where action = ${action} and target = ${target} order by id`,
  );

beforeAll(async () => {
  app = await createIdentityApp();
  staff = bearer(await loginByPassword(app, DEMO.catalogue.phone, DEMO.catalogue.password));
  operations = bearer(await loginByPassword(app, DEMO.operations.phone, DEMO.operations.password));
  const card = (await shop.search('Organic Fuji Apple')).list[0]!;
  apple = { productId: card.productId, productSkuId: card.productSkuId };
});
afterAll(() => app?.close());

describe('who may keep the catalogue', () => {
  it('the catalogue role only: operations are refused in their language, naming the role', async () => {
    const res = await get('/staff/catalogue/product/list', {}, { ...operations, 'accept-language': 'th-TH' });
    expect(res.status).toBe(403);
    const roles = translate('th-TH', 'staff.role.catalogue');
    expect(res.body.message).toBe(translate('th-TH', 'staff.roleMissing', { roles }));
    const refused = await post(
      '/staff/catalogue/price/set',
      { skuId: apple.productSkuId, countryCode: 'VN', amount: '1' },
      operations,
    );
    expect(refused.status).toBe(403);
  });

  it('/staff/roles tells the console the demo catalogue account holds the role', async () => {
    expect((await get('/staff/roles', {})).body.data.roles).toEqual(['catalogue']);
  });
});

describe('products', () => {
  it("lists by a name in any language, in the caller's language, with SKU counts and missing names", async () => {
    const res = await get(
      '/staff/catalogue/product/list',
      { keyword: 'fuji tao', pageSize: '100' },
      { ...staff, 'accept-language': 'vi-VN' },
    );
    expect(res.status, res.raw).toBe(200);
    const row = res.body.data.list.find((p: { productId: number }) => p.productId === apple.productId);
    expect(row.name).toMatch(/^Táo Fuji hữu cơ/);
    expect(row.skuCount).toBeGreaterThan(0);
    expect(row.onShelfCount).toBe(row.skuCount);
    expect(row.missingNames).toEqual([]);
    const byId = await get('/staff/catalogue/product/list', { keyword: String(apple.productId) });
    expect(byId.body.data.list.map((p: { productId: number }) => p.productId)).toContain(apple.productId);
    // A parent category lists its children's products.
    const tree = (await get('/staff/catalogue/category/list', {})).body.data as {
      categoryId: number;
      parentId: number | null;
    }[];
    const parent = tree.find((c) => c.parentId === null && tree.some((k) => k.parentId === c.categoryId))!;
    const inParent = await get('/staff/catalogue/product/list', {
      categoryId: String(parent.categoryId),
      pageSize: '100',
    });
    expect(inParent.body.data.total).toBeGreaterThan(0);
    const below = (id: number): number[] => [
      id,
      ...tree.filter((c) => c.parentId === id).flatMap((c) => below(c.categoryId)),
    ];
    const subtree = new Set(below(parent.categoryId));
    for (const p of inParent.body.data.list as { categoryId: number }[]) expect(subtree.has(p.categoryId)).toBe(true);
    const all = await get('/staff/catalogue/product/list', { pageNum: '2', pageSize: '10' });
    expect(all.body.data.total).toBeGreaterThan(10);
    expect(all.body.data.list).toHaveLength(10);
  });

  it("gives every language's texts, prices in every country and stock in every warehouse", async () => {
    const d = (await get('/staff/catalogue/product/detail', { productId: String(apple.productId) })).body.data;
    expect(Object.keys(d.names).sort()).toEqual(['en-US', 'fil-PH', 'lo-LA', 'th-TH', 'vi-VN', 'zh-CN']);
    const sku = d.skus.find((s: { skuId: number }) => s.skuId === apple.productSkuId);
    const countries = await rows<{ n: number }>(app, sql`select count(*)::int as n from country`);
    expect(sku.prices).toHaveLength(countries[0]!.n);
    const vn = sku.prices.find((p: { countryCode: string }) => p.countryCode === 'VN');
    expect(vn.currencyCode).toBe('VND');
    expect(vn.price).toBeGreaterThan(0);
    const warehouses = await rows<{ n: number }>(app, sql`select count(*)::int as n from warehouse`);
    expect(sku.stock).toHaveLength(warehouses[0]!.n);
    expect(sku.stock[0]).toMatchObject({
      warehouseId: expect.any(Number),
      onHand: expect.any(Number),
      reserved: expect.any(Number),
    });
    expect((await get('/staff/catalogue/product/detail', { productId: '999999' })).status).toBe(404);
  });

  it('saves a Thai name: audited, and the shop shows and finds it on its next request', async () => {
    const before = (await shop.detail(apple.productSkuId, 'th-TH')).json().data.name;
    const res = await post('/staff/catalogue/product/save', {
      productId: apple.productId,
      names: { 'th-TH': 'แอปเปิ้ลฟูจิสวนดอย' },
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data.names['th-TH']).toBe('แอปเปิ้ลฟูจิสวนดอย');
    expect((await shop.detail(apple.productSkuId, 'th-TH')).json().data.name).toBe('แอปเปิ้ลฟูจิสวนดอย');
    expect((await shop.search('สวนดอย', 'th-TH')).list.map((c) => c.productId)).toContain(apple.productId);
    const [entry] = await auditOf('catalogue.product', `product:${apple.productId}`);
    expect(entry?.detail).toEqual({ names: { 'th-TH': { before, after: 'แอปเปิ้ลฟูจิสวนดอย' } } });
    expect(entry?.ip).toBeTruthy();
  });

  it("sanitises descriptions by the shop's rules", async () => {
    const html = '<p onclick="x()">Crisp<script>alert(1)</script> <a href="javascript:alert(2)">more</a></p>';
    const res = await post('/staff/catalogue/product/save', {
      productId: apple.productId,
      descriptions: { 'en-US': html },
    });
    const stored = res.body.data.descriptions['en-US'] as string;
    expect(stored).toContain('Crisp');
    for (const bad of ['<script', 'onclick', 'javascript:', 'href=']) expect(stored).not.toContain(bad);
    expect((await shop.detail(apple.productSkuId)).json().data.descriptionHtml).toBe(stored);
  });

  it("stores the console editor's HTML as written, and nothing a hostile description adds", async () => {
    const edited =
      '<h3>Fresh</h3><p>Crisp <strong>apples</strong>, <em>sweet</em></p><ol><li><p>Wash</p></li></ol>' +
      '<p><a href="https://example.com/r" rel="noopener">recipes</a> <a href="mailto:shop@example.com" rel="noopener">mail</a></p>';
    const hostile =
      '<h3 style="color:red" onmouseover="x()">Fresh</h3><p>Crisp <strong>apples</strong>, <em>sweet</em></p>' +
      '<script>alert(1)</script><ol><li><p>Wash<img src="javascript:alert(2)" onerror="alert(3)"></p></li></ol>' +
      '<p><a href="https://example.com/r" target="_blank" onclick="x()">recipes</a> <a href="mailto:shop@example.com">mail</a>' +
      '<a href=" java\tscript:alert(4)">tap</a><a href="/account">here</a></p>';
    const save = async (html: string) =>
      (await post('/staff/catalogue/product/save', { productId: apple.productId, descriptions: { 'vi-VN': html } }))
        .body.data.descriptions['vi-VN'] as string;
    expect(await save(edited)).toBe(edited);
    const stored = await save(hostile);
    for (const bad of ['<script', 'style', 'onmouseover', 'onclick', 'onerror', 'target', 'javascript', 'alert'])
      expect(stored).not.toContain(bad);
    // A link to anywhere but a web page or an e-mail address keeps its text and loses its address.
    expect(stored).toBe(
      '<h3>Fresh</h3><p>Crisp <strong>apples</strong>, <em>sweet</em></p><ol><li><p>Wash<img /></p></li></ol>' +
        '<p><a href="https://example.com/r" rel="noopener">recipes</a> <a href="mailto:shop@example.com" rel="noopener">mail</a>' +
        '<a>tap</a><a>here</a></p>',
    );
  });

  it("keeps an English name: removing it is a 422 on that field in the caller's language", async () => {
    const res = await post(
      '/staff/catalogue/product/save',
      { productId: apple.productId, names: { 'en-US': ' ' } },
      { ...staff, 'accept-language': 'vi-VN' },
    );
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body.data)).toContain('names.en-US');
    expect(res.body.message + JSON.stringify(res.body.data)).toContain(translate('vi-VN', 'merchandising.englishName'));
    const tooLong = await post('/staff/catalogue/product/save', {
      productId: apple.productId,
      names: { 'en-US': 'x'.repeat(201) },
    });
    expect(tooLong.status).toBe(422);
    const detail = (await get('/staff/catalogue/product/detail', { productId: String(apple.productId) })).body.data;
    expect(detail.names['en-US']).toMatch(/Fuji/);
  });

  it('moves a product into the 18+ category: the shop asks for the age confirmation', async () => {
    const categories = (await get('/staff/catalogue/category/list', {})).body.data as {
      categoryId: number;
      parentId: number | null;
      adult: boolean;
    }[];
    const adult = categories.find((c) => c.adult)!;
    const res = await post('/staff/catalogue/product/save', {
      productId: apple.productId,
      categoryId: adult.categoryId,
    });
    expect(res.body.data.adult).toBe(true);
    expect((await shop.detail(apple.productSkuId)).json().data.is18Plus).toBe(true);
    expect((await auditOf('catalogue.product', `product:${apple.productId}`)).at(-1)?.detail).toHaveProperty(
      'categoryId',
    );
    const unknown = await post('/staff/catalogue/product/save', { productId: apple.productId, categoryId: 999999 });
    expect(unknown.status).toBe(422);
    const back = categories.find((c) => !c.adult && c.parentId !== null)!;
    await post('/staff/catalogue/product/save', { productId: apple.productId, categoryId: back.categoryId });
  });

  it('saves a barcode (audited) and refuses one with other characters', async () => {
    const res = await post('/staff/catalogue/sku/save', { skuId: apple.productSkuId, barcode: '8934567000017' });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data.skus.find((s: { skuId: number }) => s.skuId === apple.productSkuId).barcode).toBe(
      '8934567000017',
    );
    expect((await auditOf('catalogue.barcode', `sku:${apple.productSkuId}`)).at(-1)?.detail).toMatchObject({
      after: '8934567000017',
    });
    expect((await post('/staff/catalogue/sku/save', { skuId: apple.productSkuId, barcode: '<b>' })).status).toBe(422);
  });

  it('takes a product off the shelf and puts it back: the shop stops and starts selling it at once', async () => {
    const off = await post('/staff/catalogue/product/shelf', { productId: apple.productId, onShelf: false });
    expect(off.body.data.skus.every((s: { onShelf: boolean }) => !s.onShelf)).toBe(true);
    expect((await shop.search('Organic Fuji Apple')).list.map((c) => c.productId)).not.toContain(apple.productId);
    expect((await shop.detail(apple.productSkuId)).json().code).not.toBe(200);
    expect(await auditOf('catalogue.offShelf', `product:${apple.productId}`)).toHaveLength(1);
    await post('/staff/catalogue/product/shelf', { productId: apple.productId, onShelf: true });
    expect((await shop.search('Organic Fuji Apple')).list.map((c) => c.productId)).toContain(apple.productId);
    // A SKU of another product is not this product's.
    const other = (await shop.search('fresh milk')).list[0]!;
    const wrong = await post('/staff/catalogue/product/shelf', {
      productId: apple.productId,
      skuId: other.productSkuId,
      onShelf: false,
    });
    expect(wrong.status).toBe(404);
  });
});

describe('prices', () => {
  it("converts major units by the currency's exponent, exactly", () => {
    expect(toMinorUnits('12.50', 2)).toBe(1250);
    expect(toMinorUnits('12.5', 2)).toBe(1250);
    expect(toMinorUnits('35000', 0)).toBe(35000);
    expect(toMinorUnits('35000.00', 0)).toBe(35000);
    expect(toMinorUnits('0.07', 2)).toBe(7);
    expect(toMinorUnits('1.005', 2)).toBe('tooManyDecimals');
    expect(toMinorUnits('100.5', 0)).toBe('tooManyDecimals');
  });

  it('sets a price in Vietnam: audited, and the shop charges it on its next request', async () => {
    const res = await post('/staff/catalogue/price/set', {
      skuId: apple.productSkuId,
      countryCode: 'VN',
      amount: '123000',
    });
    expect(res.status, res.raw).toBe(200);
    const sku = res.body.data.skus.find((s: { skuId: number }) => s.skuId === apple.productSkuId);
    expect(sku.prices.find((p: { countryCode: string }) => p.countryCode === 'VN').price).toBe(123000);
    expect((await shop.detail(apple.productSkuId)).json().data.price).toBe(123000);
    const [entry] = await auditOf('catalogue.price', `sku:${apple.productSkuId}`);
    expect(entry?.detail).toMatchObject({ countryCode: 'VN', currencyCode: 'VND', after: 123000 });
  });

  it("refuses decimals a currency lacks, zero and unknown countries with 422s in the caller's language", async () => {
    const lao = { ...staff, 'accept-language': 'lo-LA' };
    const vnd = await post(
      '/staff/catalogue/price/set',
      { skuId: apple.productSkuId, countryCode: 'VN', amount: '1.5' },
      lao,
    );
    expect(vnd.status).toBe(422);
    expect(JSON.stringify(vnd.body)).toContain(translate('lo-LA', 'merchandising.amountDecimals', { digits: 0 }));
    const zero = await post(
      '/staff/catalogue/price/set',
      { skuId: apple.productSkuId, countryCode: 'TH', amount: '0.00' },
      lao,
    );
    expect(zero.status).toBe(422);
    expect(
      (await post('/staff/catalogue/price/set', { skuId: apple.productSkuId, countryCode: 'ZZ', amount: '1' })).status,
    ).toBe(422);
    expect(
      (await post('/staff/catalogue/price/set', { skuId: apple.productSkuId, countryCode: 'VN', amount: '-5' })).status,
    ).toBe(422);
    expect((await post('/staff/catalogue/price/set', { skuId: 999999, countryCode: 'VN', amount: '5' })).status).toBe(
      404,
    );
  });
});

describe('stock', () => {
  const stockOf = async () => {
    const d = (await get('/staff/catalogue/product/detail', { productId: String(apple.productId) })).body.data;
    const sku = d.skus.find((s: { skuId: number }) => s.skuId === apple.productSkuId);
    return sku.stock.find((w: { warehouseId: number }) => w.warehouseId === 1) as {
      onHand: number;
      reserved: number;
      lowStockBelow: number | null;
    };
  };
  const adjust = (reason: string, quantity: number, clientKey = randomUUID(), headers = staff) =>
    post(
      '/staff/catalogue/stock/adjust',
      { skuId: apple.productSkuId, warehouseId: 1, reason, quantity, clientKey, note: 'shelf 4' },
      headers,
    );

  it('receives, counts and writes off: each change audited, in the history, seen by the shop', async () => {
    const start = await stockOf();
    expect((await adjust('received', 30)).status).toBe(200);
    expect((await stockOf()).onHand).toBe(start.onHand + 30);
    await adjust('damaged', 5);
    expect((await stockOf()).onHand).toBe(start.onHand + 25);
    await adjust('count', start.reserved + 40);
    const now = await stockOf();
    expect(now.onHand).toBe(start.reserved + 40);
    expect((await shop.detail(apple.productSkuId)).json().data.stock).toBe(40);
    const history = (
      await get('/staff/catalogue/stock/history', { skuId: String(apple.productSkuId), warehouseId: '1' })
    ).body.data;
    expect(history.list.map((m: { reason: string }) => m.reason)).toEqual(['count', 'damaged', 'received']);
    expect(history.list[2]).toMatchObject({
      change: 30,
      onHandAfter: start.onHand + 30,
      note: 'shelf 4',
      staffName: 'Tùng Ngô',
    });
    expect(await auditOf('catalogue.stock', `sku:${apple.productSkuId}`)).toHaveLength(3);
  });

  it('the same submission twice changes stock once', async () => {
    const key = randomUUID();
    const before = (await stockOf()).onHand;
    await Promise.all([adjust('received', 7, key), adjust('received', 7, key)]);
    await adjust('received', 7, key);
    expect((await stockOf()).onHand).toBe(before + 7);
    expect((await adjust('damaged', 1, key)).status).toBe(422);
  });

  it('never below what open orders hold, and never a zero receipt', async () => {
    await app.database.execute(
      `update stock set reserved = 5 where sku_id = ${apple.productSkuId} and warehouse_id = 1`,
    );
    const res = await post(
      '/staff/catalogue/stock/adjust',
      { skuId: apple.productSkuId, warehouseId: 1, reason: 'count', quantity: 4, clientKey: randomUUID() },
      { ...staff, 'accept-language': 'zh-CN' },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(translate('zh-CN', 'merchandising.belowReserved', { reserved: 5 }));
    expect((await stockOf()).reserved).toBe(5);
    expect((await adjust('received', 0)).status).toBe(422);
    expect((await adjust('lost', 1)).status).toBe(422);
    expect(
      (
        await post('/staff/catalogue/stock/adjust', {
          skuId: apple.productSkuId,
          warehouseId: 99999,
          reason: 'received',
          quantity: 1,
          clientKey: randomUUID(),
        })
      ).status,
    ).toBe(422);
    expect((await adjust('received', 1, randomUUID(), operations)).status).toBe(403);
  });

  it('keeps a low-stock threshold per warehouse, audited', async () => {
    const res = await post('/staff/catalogue/stock/lowStock', {
      skuId: apple.productSkuId,
      warehouseId: 1,
      lowStockBelow: 12,
    });
    expect(res.status, res.raw).toBe(200);
    expect((await stockOf()).lowStockBelow).toBe(12);
    expect((await auditOf('catalogue.lowStock', `sku:${apple.productSkuId}`)).at(-1)?.detail).toMatchObject({
      after: 12,
    });
    await post('/staff/catalogue/stock/lowStock', { skuId: apple.productSkuId, warehouseId: 1, lowStockBelow: null });
    expect((await stockOf()).lowStockBelow).toBeNull();
  });
});

describe('pictures', () => {
  /** A photo as a phone takes it: JPEG, turned by its EXIF orientation, with a camera model in it. */
  const photo = (r: number) =>
    sharp({ create: { width: 60, height: 40, channels: 3, background: { r, g: 120, b: 40 } } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Model: 'Test camera' } } })
      .toBuffer();
  async function upload(headers: Headers, r: number) {
    const body = multipartBody(await photo(r), 'apple.jpg', 'image/jpeg', 'product');
    const res = await app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { key: string; url: string; width: number; height: number };
  }
  const keyOf = (url: string) => /\/upload\/file\/([A-Za-z0-9_-]{22})/.exec(url)?.[1];

  it('uploads through the image pipeline, adds, orders and removes photos; the shop shows them at once', async () => {
    const first = await upload(staff, 200);
    // Turned upright by its orientation (60×40 taken sideways is 40×60), re-encoded without metadata.
    expect([first.width, first.height]).toEqual([40, 60]);
    const second = await upload(staff, 20);
    await post('/staff/catalogue/picture/add', { productId: apple.productId, upload: first.key });
    const added = await post('/staff/catalogue/picture/add', { productId: apple.productId, upload: second.url });
    expect(added.status, added.raw).toBe(200);
    expect(added.body.data.pictures.map(keyOf)).toEqual([first.key, second.key]);

    const page = (await shop.detail(apple.productSkuId)).json().data as { pic: string; pics: string[] };
    expect(page.pics.map(keyOf)).toEqual([first.key, second.key]);
    expect(keyOf(page.pic)).toBe(first.key);
    const card = (await shop.search('Organic Fuji Apple')).list.find(
      (c) => c.productId === apple.productId,
    ) as unknown as { pic: string };
    expect(keyOf(card.pic)).toBe(first.key);
    // The shop's URL is signed for its readers and serves the picture, with no metadata.
    const served = await app.inject({ method: 'GET', url: `${page.pic}&w=200&h=200` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

    // The second becomes the main one.
    const arranged = await post('/staff/catalogue/picture/arrange', {
      productId: apple.productId,
      uploads: [second.key, first.key],
    });
    expect(arranged.body.data.pictures.map(keyOf)).toEqual([second.key, first.key]);
    expect(keyOf((await shop.detail(apple.productSkuId)).json().data.pic)).toBe(second.key);
    const [entry] = await auditOf('catalogue.photos', `product:${apple.productId}`);
    expect(entry?.detail).toEqual({ before: [], after: [first.key] });

    // Left out: removed; the shop falls back to the generated picture once none is left.
    await post('/staff/catalogue/picture/arrange', { productId: apple.productId, uploads: [] });
    expect((await shop.detail(apple.productSkuId)).json().data.pic).toMatch(/^\/api\/images\//);
  });

  it("refuses someone else's upload, a photo the product does not have, and other roles", async () => {
    const customer = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
    const theirs = await upload(customer, 90);
    const res = await post(
      '/staff/catalogue/picture/add',
      { productId: apple.productId, upload: theirs.key },
      { ...staff, 'accept-language': 'th-TH' },
    );
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain(translate('th-TH', 'upload.unknown'));
    const mine = await upload(staff, 60);
    const stray = await post('/staff/catalogue/picture/arrange', { productId: apple.productId, uploads: [mine.key] });
    expect(stray.status).toBe(422);
    expect(
      (await post('/staff/catalogue/picture/add', { productId: apple.productId, upload: 'not a key' })).status,
    ).toBe(422);
    expect(
      (await post('/staff/catalogue/picture/add', { productId: apple.productId, upload: mine.key }, operations)).status,
    ).toBe(403);
  });
});
