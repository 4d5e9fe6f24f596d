import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';
import { createIdentityApp } from './support/auth.js';
import { catalogueDesk, type ShopCategory } from './support/merchandising.js';

/**
 * The category tree kept from the console: added, renamed, given icons, reordered and moved, each
 * audited; the shop's menus show every change on their next request, and the tree never loops or
 * grows past three levels.
 */
let app: FastifyInstance;
let desk: Awaited<ReturnType<typeof catalogueDesk>>;

interface Node {
  categoryId: number;
  parentId: number | null;
  names: Record<string, string>;
  icon: string | null;
  productCount: number;
  adult: boolean;
}

const tree = async () => (await desk.get('/staff/catalogue/category/tree')).body.data as Node[];
const save = (body: unknown, headers = desk.staff) => desk.post('/staff/catalogue/category/save', body, headers);
const move = (body: unknown, headers = desk.staff) => desk.post('/staff/catalogue/category/move', body, headers);
const fieldsOf = (body: { data: unknown }) =>
  (body.data as { fields?: { path: string; message: string }[] }).fields ?? [];
const findIn = (nodes: ShopCategory[], id: number): ShopCategory | undefined =>
  nodes.map((n) => (n.id === id ? n : findIn(n.children, id))).find(Boolean);

beforeAll(async () => {
  app = await createIdentityApp();
  desk = await catalogueDesk(app);
});
afterAll(() => app?.close());

describe('the category tree', () => {
  it('lists every category with its names in every language, icon and products, parents first', async () => {
    const nodes = await tree();
    expect(nodes.length).toBeGreaterThan(10);
    const seen = new Set<number>();
    for (const n of nodes) {
      if (n.parentId !== null) expect(seen.has(n.parentId), `${n.categoryId} after its parent`).toBe(true);
      seen.add(n.categoryId);
    }
    const fruit = nodes.find((n) => n.icon === 'fruit')!;
    expect(Object.keys(fruit.names)).toHaveLength(6);
    expect(fruit.productCount).toBeGreaterThan(0);
    expect(nodes.some((n) => n.adult)).toBe(true);
  });

  it('adds a category with its icon at the end of the top: audited, and the shop shows it at once', async () => {
    const res = await save({
      parentId: null,
      names: { 'en-US': 'Festive gifts', 'th-TH': 'ของขวัญเทศกาล', 'vi-VN': 'Quà Tết' },
      icon: 'merch',
    });
    expect(res.status, res.raw).toBe(200);
    const made = (res.body.data as Node[]).find((n) => n.names['en-US'] === 'Festive gifts')!;
    expect(made).toMatchObject({ parentId: null, icon: 'merch', productCount: 0 });
    const shop = await desk.shop.categories('th-TH');
    expect(shop.at(-1)).toMatchObject({
      id: made.categoryId,
      name: 'ของขวัญเทศกาล',
      icon: '/api/images/category/merch.svg',
    });
    const [entry] = await desk.auditOf('catalogue.categoryAdded', `category:${made.categoryId}`);
    expect(entry?.detail).toMatchObject({ parentId: null });

    // Below it, two more levels; a fourth is refused.
    const child = (await save({ parentId: made.categoryId, names: { 'en-US': 'Hampers' }, icon: null })).body
      .data as Node[];
    const hampers = child.find((n) => n.names['en-US'] === 'Hampers')!;
    const grand = (await save({ parentId: hampers.categoryId, names: { 'en-US': 'Tea hampers' }, icon: 'coffee' })).body
      .data as Node[];
    const tea = grand.find((n) => n.names['en-US'] === 'Tea hampers')!;
    const vi = { ...desk.staff, 'accept-language': 'vi-VN' };
    const tooDeep = await save({ parentId: tea.categoryId, names: { 'en-US': 'Green tea hampers' }, icon: null }, vi);
    expect(fieldsOf(tooDeep.body)).toEqual([
      { path: 'body.parentId', message: translate('vi-VN', 'merchandising.categoryTooDeep', { max: 3 }) },
    ]);
  });

  it('renames a category and changes its icon; the shop shows the new name; English stays required', async () => {
    const fruit = (await tree()).find((n) => n.icon === 'fruit')!;
    const res = await save({
      categoryId: fruit.categoryId,
      names: { ...fruit.names, 'lo-LA': 'ໝາກໄມ້ສົດ' },
      icon: 'vegetables',
    });
    expect(res.status, res.raw).toBe(200);
    const shop = findIn(await desk.shop.categories('lo-LA'), fruit.categoryId)!;
    expect(shop).toMatchObject({ name: 'ໝາກໄມ້ສົດ', icon: '/api/images/category/vegetables.svg' });
    const [entry] = await desk.auditOf('catalogue.category', `category:${fruit.categoryId}`);
    expect(entry?.detail).toMatchObject({ after: { icon: '/api/images/category/vegetables.svg' } });

    const th = { ...desk.staff, 'accept-language': 'th-TH' };
    const noEnglish = await save({ categoryId: fruit.categoryId, names: { 'th-TH': 'ผลไม้' }, icon: null }, th);
    expect(fieldsOf(noEnglish.body)).toEqual([
      { path: 'body.names.en-US', message: translate('th-TH', 'merchandising.englishText') },
    ]);
    expect(fieldsOf((await save({ categoryId: fruit.categoryId, names: fruit.names, icon: 'dragon' })).body)).toEqual([
      expect.objectContaining({ path: 'body.icon' }),
    ]);
    expect((await save({ categoryId: 999_999, names: fruit.names, icon: null })).status).toBe(404);
  });

  it('reorders: a category moved to the front is the shop’s first, audited', async () => {
    const roots = (await tree()).filter((n) => n.parentId === null);
    const last = roots.at(-1)!;
    const res = await move({ categoryId: last.categoryId, parentId: null, index: 0 });
    expect(res.status, res.raw).toBe(200);
    expect((await desk.shop.categories())[0]!.id).toBe(last.categoryId);
    expect((res.body.data as Node[]).filter((n) => n.parentId === null).map((n) => n.categoryId)).toEqual([
      last.categoryId,
      ...roots.slice(0, -1).map((n) => n.categoryId),
    ]);
    const [entry] = await desk.auditOf('catalogue.categoryMoved', `category:${last.categoryId}`);
    expect(entry?.detail).toEqual({
      before: { parentId: null, index: roots.length - 1 },
      after: { parentId: null, index: 0 },
    });
  });

  it('moves a category with its products under the 18+ category: the shop asks for the age confirmation', async () => {
    const nodes = await tree();
    const adultRoot = nodes.find(
      (n) => n.adult && (n.parentId === null || !nodes.find((p) => p.categoryId === n.parentId)?.adult),
    )!;
    const leaf = nodes.find(
      (n) => !n.adult && n.parentId !== null && n.productCount > 0 && !nodes.some((c) => c.parentId === n.categoryId),
    )!;
    const inLeaf = await app.inject({
      method: 'POST',
      url: '/api/sku/search',
      payload: { categoryId: leaf.categoryId, warehouseId: 1, pageSize: 1 },
    });
    const [card] = inLeaf.json().data.list as { productSkuId: number; is18Plus: boolean }[];
    expect(card!.is18Plus).toBe(false);
    const res = await move({ categoryId: leaf.categoryId, parentId: adultRoot.categoryId, index: 0 });
    expect(res.status, res.raw).toBe(200);
    expect((res.body.data as Node[]).find((n) => n.categoryId === leaf.categoryId)?.adult).toBe(true);
    expect((await desk.shop.detail(card!.productSkuId)).json().data.is18Plus).toBe(true);
    await move({ categoryId: leaf.categoryId, parentId: leaf.parentId, index: 0 });
    expect((await desk.shop.detail(card!.productSkuId)).json().data.is18Plus).toBe(false);
  });

  it("never loops and never grows past three levels: refused on the field, in the caller's language", async () => {
    const nodes = await tree();
    const root = nodes.find((n) => n.parentId === null && nodes.some((c) => c.parentId === n.categoryId))!;
    const child = nodes.find((n) => n.parentId === root.categoryId)!;
    const lo = { ...desk.staff, 'accept-language': 'lo-LA' };
    const loop = await move({ categoryId: root.categoryId, parentId: child.categoryId, index: 0 }, lo);
    expect(fieldsOf(loop.body)).toEqual([
      { path: 'body.parentId', message: translate('lo-LA', 'merchandising.categoryUnderItself') },
    ]);
    const self = await move({ categoryId: root.categoryId, parentId: root.categoryId, index: 0 });
    expect(self.status).toBe(422);
    // A two-level subtree under a second-level category would make four levels.
    const other = nodes.find((n) => n.parentId !== null && n.parentId !== root.categoryId)!;
    const deep = await move({ categoryId: root.categoryId, parentId: other.categoryId, index: 0 });
    expect(fieldsOf(deep.body).map((f) => f.path)).toEqual(['body.parentId']);
    expect((await move({ categoryId: root.categoryId, parentId: 999_999, index: 0 })).status).toBe(422);
    expect((await move({ categoryId: 999_999, parentId: null, index: 0 })).status).toBe(404);
    expect((await tree()).find((n) => n.categoryId === root.categoryId)?.parentId).toBeNull();
  });

  it('a product can be made in a new category, and is found in it', async () => {
    const made = (
      (await save({ parentId: null, names: { 'en-US': 'Pop-up market' }, icon: 'bakery' })).body.data as Node[]
    ).find((n) => n.names['en-US'] === 'Pop-up market')!;
    const res = await desk.post('/staff/catalogue/product/create', {
      clientKey: randomUUID(),
      categoryId: made.categoryId,
      names: { 'en-US': 'Pandan Sponge Roll' },
      onShelf: true,
      skus: [{ units: { 'en-US': 'roll' }, prices: [{ countryCode: 'VN', amount: '65000' }] }],
    });
    expect(res.status, res.raw).toBe(200);
    const found = await app.inject({
      method: 'POST',
      url: '/api/sku/search',
      payload: { categoryId: made.categoryId, warehouseId: 1 },
    });
    expect(found.json().data.list.map((c: { productId: number }) => c.productId)).toEqual([res.body.data.productId]);
    expect((await tree()).find((n) => n.categoryId === made.categoryId)?.productCount).toBe(1);
  });

  it('is for the catalogue role only', async () => {
    expect((await save({ parentId: null, names: { 'en-US': 'X' }, icon: null }, desk.operations)).status).toBe(403);
    expect((await move({ categoryId: 1, parentId: null, index: 0 }, desk.operations)).status).toBe(403);
  });
});
