import { LOCALES, type Locale, type MerchandisingProduct, type MerchandisingProductRow } from '@storefront/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { category, product, sku } from '../../db/schema/index.js';
import { conflict, invalidField, notFound } from '../../lib/errors.js';
import { fold } from '../../lib/fold.js';
import { pick } from '../../lib/localize.js';
import { saveProductTexts } from '../../shared/search-text/product.writer.js';
import { uploadUrl } from '../../shared/uploads/attach.js';
import { auditChange, type MerchandisingCtx } from './merchandising.ctx.js';
import {
  adultCategoryIds,
  listCategoryRows,
  listProducts,
  priceRows,
  productRow,
  skuRows,
  stockRows,
} from './merchandising.repository.js';
import { optionRows, skuValueRows } from './option.repository.js';
import { pendingRows } from './schedule.repository.js';
import { settleDuePrices } from '../../shared/price-schedule/index.js';

const missing = (names: Partial<Record<string, string>>): Locale[] => LOCALES.filter((l) => !names[l]?.trim());

export async function productList(
  ctx: MerchandisingCtx,
  q: { keyword?: string | undefined; categoryId?: number | undefined; pageNum: number; pageSize: number },
) {
  const keyword = q.keyword?.trim() ?? '';
  const [rows, adult] = await Promise.all([
    listProducts(ctx.db, {
      words: fold(keyword).split(/\s+/).filter(Boolean).slice(0, 8),
      id: /^\d{1,9}$/.test(keyword) ? Number(keyword) : null,
      categoryId: q.categoryId ?? null,
      limit: q.pageSize,
      offset: (q.pageNum - 1) * q.pageSize,
    }),
    adultCategoryIds(ctx.db),
  ]);
  const list: MerchandisingProductRow[] = rows.map((r) => ({
    productId: r.productId,
    name: pick(r.names, ctx.locale),
    categoryId: r.categoryId,
    categoryName: pick(r.categoryNames, ctx.locale),
    adult: adult.has(r.categoryId),
    skuCount: r.skuCount,
    onShelfCount: r.onShelfCount,
    missingNames: missing(r.names),
  }));
  return { pageNum: q.pageNum, pageSize: q.pageSize, total: rows[0]?.total ?? 0, list };
}

export async function categoryList(ctx: MerchandisingCtx) {
  const [rows, adult] = await Promise.all([listCategoryRows(ctx.db), adultCategoryIds(ctx.db)]);
  // Parents before children, each parent's children in their order.
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const walk = (parentId: number | null): typeof rows =>
    (children.get(parentId) ?? []).flatMap((r) => [r, ...walk(r.id)]);
  return walk(null).map((r) => ({
    categoryId: r.id,
    parentId: r.parentId,
    name: pick(r.names, ctx.locale),
    adult: adult.has(r.id),
  }));
}

/** A product as the console edits it: every language's texts, its SKUs' prices and stock everywhere. */
export async function productDetail(db: Db, locale: Locale, productId: number): Promise<MerchandisingProduct> {
  // Prices whose time has come are in effect: the console shows what the shop charges.
  await settleDuePrices(db);
  const [row, skus, prices, stock, adult, options, values, scheduled] = await Promise.all([
    productRow(db, productId),
    skuRows(db, productId),
    priceRows(db, productId),
    stockRows(db, productId),
    adultCategoryIds(db),
    optionRows(db, productId),
    skuValueRows(db, productId),
    pendingRows(db, productId),
  ]);
  if (!row) throw notFound();
  return {
    productId: row.productId,
    names: row.names,
    descriptions: row.descriptions,
    categoryId: row.categoryId,
    adult: adult.has(row.categoryId),
    pictures: row.photos.map(uploadUrl),
    options,
    skus: skus.map((s) => ({
      skuId: s.skuId,
      spec: pick(s.specs, locale),
      unit: pick(s.units, locale),
      specs: s.specs,
      units: s.units,
      valueIds: options.map((o) => values.find((v) => v.skuId === s.skuId && v.optionId === o.optionId)?.valueId ?? 0),
      barcode: s.barcode,
      onShelf: s.onShelf,
      retired: s.retired,
      prices: prices
        .filter((p) => p.skuId === s.skuId)
        .map((p) => ({
          countryCode: p.countryCode,
          currencyCode: p.currencyCode,
          price: p.price === null ? null : Number(p.price),
        })),
      scheduled: scheduled
        .filter((p) => p.skuId === s.skuId)
        .map((p) => ({
          scheduleId: p.scheduleId,
          countryCode: p.countryCode,
          currencyCode: p.currencyCode,
          price: Number(p.price),
          effectiveAt: new Date(p.effectiveAt).toISOString(),
          staffName: p.staffName ?? '',
        })),
      stock: stock
        .filter((w) => w.skuId === s.skuId)
        .map((w) => ({
          warehouseId: w.warehouseId,
          warehouseName: pick(w.warehouseNames, locale),
          onHand: Number(w.onHand),
          reserved: Number(w.reserved),
          lowStockBelow: w.lowStockBelow === null ? null : Number(w.lowStockBelow),
        })),
    })),
  };
}

type Texts = Partial<Record<Locale, string>>;

/** Texts and category in one transaction with their audit entry; English always keeps a name. */
export async function saveProduct(
  ctx: MerchandisingCtx,
  body: {
    productId: number;
    names?: Texts | undefined;
    descriptions?: Texts | undefined;
    categoryId?: number | undefined;
  },
) {
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const detail: Record<string, unknown> = {};
    if (body.names || body.descriptions) {
      const saved = await saveProductTexts(db, body.productId, {
        ...(body.names && { names: body.names }),
        ...(body.descriptions && { descriptions: body.descriptions }),
      });
      if (!saved.names['en-US']) throw invalidField('body.names.en-US', 'merchandising.englishName');
      for (const key of ['names', 'descriptions'] as const) {
        const changed = LOCALES.filter((l) => (saved.before[key][l] ?? '') !== (saved[key][l] ?? ''));
        if (changed.length)
          detail[key] = Object.fromEntries(
            changed.map((l) => [l, { before: saved.before[key][l] ?? null, after: saved[key][l] ?? null }]),
          );
      }
    }
    if (body.categoryId !== undefined) {
      const [target] = await db.select({ id: category.id }).from(category).where(eq(category.id, body.categoryId));
      if (!target) throw invalidField('body.categoryId', 'field.unknownId');
      const [before] = await db
        .select({ categoryId: product.categoryId })
        .from(product)
        .where(eq(product.id, body.productId))
        .for('update');
      if (!before) throw notFound();
      if (before.categoryId !== body.categoryId) {
        await db.update(product).set({ categoryId: body.categoryId }).where(eq(product.id, body.productId));
        detail.categoryId = { before: before.categoryId, after: body.categoryId };
      }
    }
    if (Object.keys(detail).length)
      await auditChange(db, ctx, 'catalogue.product', `product:${body.productId}`, detail);
  });
  return productDetail(ctx.db, ctx.locale, body.productId);
}

/** On or off the shelf: every SKU of the product, or the one named (it must be the product's). */
export async function shelve(
  ctx: MerchandisingCtx,
  body: { productId: number; skuId?: number | undefined; onShelf: boolean },
) {
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const which = and(eq(sku.productId, body.productId), body.skuId ? eq(sku.id, body.skuId) : undefined);
    const before = await db
      .select({ id: sku.id, onShelf: sku.onShelf, retiredAt: sku.retiredAt })
      .from(sku)
      .where(which)
      .for('update');
    if (before.length === 0) throw notFound();
    // A retired SKU stays off the shelf: named alone it is refused, with its product it is passed over.
    if (body.onShelf && body.skuId && before[0]!.retiredAt) throw conflict('merchandising.skuRetired');
    const changing = before.filter((s) => s.onShelf !== body.onShelf && !s.retiredAt).map((s) => s.id);
    if (changing.length === 0) return;
    await db.update(sku).set({ onShelf: body.onShelf }).where(inArray(sku.id, changing));
    await auditChange(db, ctx, body.onShelf ? 'catalogue.onShelf' : 'catalogue.offShelf', `product:${body.productId}`, {
      skuIds: changing,
    });
  });
  return productDetail(ctx.db, ctx.locale, body.productId);
}
