import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { MerchandisingProduct } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';
import { createIdentityApp } from './support/auth.js';
import { catalogueDesk, everydayCategory } from './support/merchandising.js';
import { previewAndPlace, rows, stockedSkus, visitorHeaders } from './support/order.js';

/**
 * Deleting categories and SKUs from the console: only what nothing needs goes; a SKU an order
 * holds is retired instead (off the shop for good, kept for its orders). Each refusal is a 409 in
 * the caller's language, each change audited, and only the catalogue role may ask.
 */
let app: FastifyInstance;
let desk: Awaited<ReturnType<typeof catalogueDesk>>;

interface Node {
  categoryId: number;
  parentId: number | null;
  names: Record<string, string>;
  productCount: number;
}
type Detail = Pick<MerchandisingProduct, 'productId' | 'skus'>;

const tree = async () => (await desk.get('/staff/catalogue/category/tree')).body.data as Node[];
const addCategory = async (names: Record<string, string>, parentId: number | null = null) =>
  ((await desk.post('/staff/catalogue/category/save', { parentId, names, icon: null })).body.data as Node[]).find(
    (n) => n.names['en-US'] === names['en-US'],
  )!;
const removeCategory = (categoryId: number, headers = desk.staff) =>
  desk.post('/staff/catalogue/category/remove', { categoryId }, headers);
const removeSku = (skuId: number, headers = desk.staff) => desk.post('/staff/catalogue/sku/remove', { skuId }, headers);
const detailOf = async (productId: number) =>
  (await desk.get('/staff/catalogue/product/detail', { productId: String(productId) })).body.data as Detail;
const productWithTwoSkus = async (categoryId: number, name: string) => {
  const res = await desk.post('/staff/catalogue/product/create', {
    clientKey: randomUUID(),
    categoryId,
    names: { 'en-US': name },
    onShelf: true,
    skus: [
      { units: { 'en-US': 'bag' }, specs: { 'en-US': '500 g' }, prices: [{ countryCode: 'VN', amount: '30000' }] },
      { units: { 'en-US': 'bag' }, specs: { 'en-US': '1 kg' }, prices: [{ countryCode: 'VN', amount: '55000' }] },
    ],
  });
  expect(res.status, res.raw).toBe(200);
  return res.body.data as Detail;
};
const vi = () => ({ ...desk.staff, 'accept-language': 'vi-VN' });

beforeAll(async () => {
  app = await createIdentityApp();
  desk = await catalogueDesk(app);
});
afterAll(() => app?.close());

describe('deleting a category', () => {
  it('deletes an empty one: audited, gone from the shop’s menus', async () => {
    const made = await addCategory({ 'en-US': 'Seasonal stall' });
    const res = await removeCategory(made.categoryId);
    expect(res.status, res.raw).toBe(200);
    expect((res.body.data as Node[]).some((n) => n.categoryId === made.categoryId)).toBe(false);
    expect((await desk.shop.categories()).some((c) => c.id === made.categoryId)).toBe(false);
    const [entry] = await desk.auditOf('catalogue.categoryRemoved', `category:${made.categoryId}`);
    expect(entry?.detail).toMatchObject({ before: { parentId: null, names: { 'en-US': 'Seasonal stall' } } });
    expect((await removeCategory(made.categoryId)).status).toBe(404);
  });

  it("refuses one with categories below it or products in it, saying why in the caller's language", async () => {
    const parent = await addCategory({ 'en-US': 'Market hall' });
    const child = await addCategory({ 'en-US': 'Market hall stalls' }, parent.categoryId);
    const withChild = await removeCategory(parent.categoryId, vi());
    expect(withChild.status).toBe(409);
    expect(withChild.body.message).toBe(translate('vi-VN', 'merchandising.categoryHasChildren', { count: 1 }));

    await productWithTwoSkus(child.categoryId, 'Market Hall Rice');
    const withProducts = await removeCategory(child.categoryId, vi());
    expect(withProducts.status).toBe(409);
    expect(withProducts.body.message).toBe(translate('vi-VN', 'merchandising.categoryHasProducts', { count: 1 }));
    expect((await tree()).some((n) => n.categoryId === child.categoryId)).toBe(true);
  });

  it('refuses the 18+ category and one a banner leads to', async () => {
    const th = { ...desk.staff, 'accept-language': 'th-TH' };
    // An empty category made the 18+ one: refused for what it is, not for what it holds.
    const adult = await addCategory({ 'en-US': 'Adults only stall' });
    const [setting] = await rows<{ value: unknown }>(
      app,
      sql`select value from app_setting where key = 'UNDER_18_CATEGORY_ID'`,
    );
    await rows(
      app,
      sql`update app_setting set value = to_jsonb(${adult.categoryId}::int) where key = 'UNDER_18_CATEGORY_ID'`,
    );
    try {
      const res = await removeCategory(adult.categoryId, th);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(translate('th-TH', 'merchandising.categoryAdult'));
    } finally {
      await rows(
        app,
        sql`update app_setting set value = ${JSON.stringify(setting!.value)}::jsonb where key = 'UNDER_18_CATEGORY_ID'`,
      );
    }

    const linked = await addCategory({ 'en-US': 'Banner stall' });
    const banner = await desk.post('/staff/catalogue/home/banner/save', {
      countryCode: 'VN',
      titles: { 'en-US': 'Visit the stall' },
      art: 0,
      link: { kind: 'category', id: linked.categoryId },
    });
    expect(banner.status, banner.raw).toBe(200);
    const named = await removeCategory(linked.categoryId, th);
    expect(named.status).toBe(409);
    expect(named.body.message).toBe(translate('th-TH', 'merchandising.categoryNamed'));
  });

  it('is for the catalogue role only', async () => {
    const made = await addCategory({ 'en-US': 'Guarded stall' });
    expect((await removeCategory(made.categoryId, desk.operations)).status).toBe(403);
    expect((await tree()).some((n) => n.categoryId === made.categoryId)).toBe(true);
  });
});

describe('removing a SKU', () => {
  it('deletes one never ordered, with its prices and stock, audited; never the product’s last', async () => {
    const made = await productWithTwoSkus(await everydayCategory(app), 'Jasmine Rice Sampler');
    const [first, second] = made.skus;
    const res = await removeSku(first!.skuId);
    expect(res.status, res.raw).toBe(200);
    expect((res.body.data as Detail).skus.map((s) => s.skuId)).toEqual([second!.skuId]);
    const left = await rows<{ n: number }>(
      app,
      sql`select (select count(*) from sku where id = ${first!.skuId})
            + (select count(*) from sku_price where sku_id = ${first!.skuId}) as n`,
    );
    expect(Number(left[0]!.n)).toBe(0);
    expect((await desk.shop.detail(first!.skuId)).json().code).toBe(404);
    const [entry] = await desk.auditOf('catalogue.skuDeleted', `sku:${first!.skuId}`);
    expect(entry?.detail).toMatchObject({ productId: made.productId, before: { specs: { 'en-US': '500 g' } } });

    const last = await removeSku(second!.skuId, vi());
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(translate('vi-VN', 'merchandising.lastSku'));
    expect((await detailOf(made.productId)).skus).toHaveLength(1);
  });

  it('retires one an order holds: off the shop for good, kept for the order, audited', async () => {
    const [skuId] = await stockedSkus(app, 1, 20, 3);
    const guest = await visitorHeaders(app);
    const { placed } = await previewAndPlace(app, guest, {
      deliveryType: 'pickup',
      pickupName: 'Mai',
      pickupPhoneCountryCode: '84',
      pickupPhoneNumber: '901234777',
      paymentMethod: 'bankTransfer',
      items: [{ productSkuId: skuId!, quantity: 1 }],
    });
    expect(placed.body.code, placed.raw).toBe(200);
    const [{ productId }] = (await rows<{ productId: number }>(
      app,
      sql`select product_id as "productId" from sku where id = ${skuId!}`,
    )) as [{ productId: number }];

    const res = await removeSku(skuId!);
    expect(res.status, res.raw).toBe(200);
    expect((res.body.data as Detail).skus.find((s) => s.skuId === skuId)).toMatchObject({
      onShelf: false,
      retired: true,
    });
    expect((await desk.shop.detail(skuId!)).json().code).toBe(404);
    const [entry] = await desk.auditOf('catalogue.skuRetired', `sku:${skuId}`);
    expect(entry?.detail).toMatchObject({ productId, after: { retired: true } });
    // A second request changes nothing more.
    expect((await removeSku(skuId!)).status).toBe(200);
    expect(await desk.auditOf('catalogue.skuRetired', `sku:${skuId}`)).toHaveLength(1);

    // It never goes back on the shelf: refused alone, passed over with its product.
    const alone = await desk.post('/staff/catalogue/product/shelf', { productId, skuId, onShelf: true }, vi());
    expect(alone.status).toBe(409);
    expect(alone.body.message).toBe(translate('vi-VN', 'merchandising.skuRetired'));
    const all = await desk.post('/staff/catalogue/product/shelf', { productId, onShelf: true });
    expect(all.status, all.raw).toBe(200);
    expect((all.body.data as Detail).skus.find((s) => s.skuId === skuId)?.onShelf).toBe(false);
    // Nor through the catalogue file: its row says yes, the SKU stays off.
    const { csv } = (await desk.get('/staff/catalogue/transfer/export')).body.data as { csv: string };
    const [header, ...records]: string[][] = parse(csv, { bom: true });
    const row = records.find((r) => r[0] === String(skuId))!;
    const shelf = header!.indexOf('on_shelf');
    expect(row[shelf]).toBe('no');
    const imported = await desk.post('/staff/catalogue/transfer/import', {
      csv: stringify([header!, row.map((v, i) => (i === shelf ? 'yes' : v))]),
      dryRun: false,
      clientKey: randomUUID(),
    });
    expect(imported.status, imported.raw).toBe(200);
    const retired = (await detailOf(productId)).skus.find((s) => s.skuId === skuId)!;
    expect(retired).toMatchObject({ onShelf: false, retired: true });

    // What it held is free: a new SKU may be sold with the same values (or spec text).
    const again = await desk.post('/staff/catalogue/sku/create', {
      productId,
      clientKey: randomUUID(),
      valueIds: retired.valueIds,
      specs: retired.specs,
      units: retired.units,
      prices: [{ countryCode: 'VN', amount: '30000' }],
    });
    expect(again.status, again.raw).toBe(200);
    const reborn = (again.body.data as Detail).skus.filter((s) => !s.retired && s.spec === retired.spec);
    expect(reborn).toHaveLength(1);
  });

  it('is for the catalogue role only; an unknown SKU is a 404', async () => {
    const made = await productWithTwoSkus(await everydayCategory(app), 'Guarded Rice');
    expect((await removeSku(made.skus[0]!.skuId, desk.operations)).status).toBe(403);
    expect((await detailOf(made.productId)).skus).toHaveLength(2);
    expect((await removeSku(999_999)).status).toBe(404);
  });
});
