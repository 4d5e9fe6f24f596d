import { CATEGORY_ICONS, type Locale } from '@storefront/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { product, productOption, productOptionValue, sku, skuOptionValue, skuPrice } from '../../db/schema/index.js';
import { conflict, invalidField, notFound } from '../../lib/errors.js';
import { newProductTexts } from '../../shared/search-text/product.writer.js';
import { auditChange, type MerchandisingCtx } from './merchandising.ctx.js';
import { categoryIconsUp, lockProduct } from './merchandising.repository.js';
import { optionRows } from './option.repository.js';
import { takenCombos } from './option.service.js';
import { checkedValues, cleanTexts, comboKey, distinctEnglish, specsFrom, valueNames, withEnglish } from './options.js';
import { priceIn } from './price.service.js';
import { productDetail } from './product.service.js';
import { claimRequest, finishRequest } from './request-key.js';

type Texts = Partial<Record<Locale, string>>;
interface NewSku {
  units: Texts;
  barcode?: string | undefined;
  prices: { countryCode: string; amount: string }[];
}
export interface NewProduct {
  clientKey: string;
  categoryId: number;
  names: Texts;
  descriptions: Texts;
  onShelf: boolean;
  options: { names: Texts; values: { names: Texts }[] }[];
  skus: (NewSku & { values: number[]; specs: Texts })[];
}

/** The generated picture of a product until it has photos: its category's emoji, or the nearest ancestor's. */
export async function artFor(db: Db, categoryId: number) {
  for (const { icon } of await categoryIconsUp(db, categoryId)) {
    const key = /^\/api\/images\/category\/([a-z-]+)\.svg$/.exec(icon ?? '')?.[1];
    const art = key && Object.hasOwn(CATEGORY_ICONS, key) ? CATEGORY_ICONS[key] : undefined;
    if (art) return `${art[0]}:${art[1]}`;
  }
  return 'box:30';
}

/** Prices typed for a new SKU, checked and converted; one per country. */
async function startingPrices(db: Db, prices: NewSku['prices'], path: string) {
  const out: { countryCode: string; price: number }[] = [];
  for (const [i, p] of prices.entries()) {
    const { countryCode, price } = await priceIn(db, p.countryCode, p.amount, `${path}.${i}`);
    if (out.some((o) => o.countryCode === countryCode))
      throw invalidField(`${path}.${i}.countryCode`, 'merchandising.countryTwice');
    out.push({ countryCode, price });
  }
  return out;
}

/** Writes one SKU with its values and prices; stock starts at nothing in every warehouse. */
export async function insertSku(
  db: Db,
  productId: number,
  s: { specs: Record<string, string>; units: Record<string, string>; barcode: string | null; onShelf: boolean },
  values: { optionId: number; valueId: number }[],
  prices: { countryCode: string; price: number }[],
) {
  const [row] = await db
    .insert(sku)
    .values({ productId, specs: s.specs, units: s.units, barcode: s.barcode, onShelf: s.onShelf })
    .returning({ id: sku.id });
  const skuId = row!.id;
  if (values.length) await db.insert(skuOptionValue).values(values.map((v) => ({ skuId, ...v })));
  if (prices.length) await db.insert(skuPrice).values(prices.map((p) => ({ skuId, ...p })));
  return skuId;
}

/**
 * A new product, its options and SKUs, in one transaction with its audit entry. Its texts and
 * search document are stored as every product's are, and the writes bump the catalogue version,
 * so the shop lists and finds it on its next request when it is on the shelf. A repeated
 * submission (the same key) answers the product the first one made.
 */
export async function createProduct(ctx: MerchandisingCtx, body: NewProduct) {
  const names = withEnglish(body.names, 'body.names');
  const options = body.options.map((o, i) => ({
    names: withEnglish(o.names, `body.options.${i}.names`),
    values: o.values.map((v, j) => ({ names: withEnglish(v.names, `body.options.${i}.values.${j}.names`) })),
  }));
  distinctEnglish(options, (i) => `body.options.${i}.names.en-US`);
  options.forEach((o, i) => distinctEnglish(o.values, (j) => `body.options.${i}.values.${j}.names.en-US`));
  const seen = new Set<string>();
  const skus = body.skus.map((s, i) => {
    const path = `body.skus.${i}`;
    if (s.values.length !== options.length)
      throw invalidField(`${path}.values`, 'merchandising.valuePerOption', { count: options.length });
    s.values.forEach((v, k) => {
      if (v >= options[k]!.values.length) throw invalidField(`${path}.values.${k}`, 'field.unknownId');
    });
    const specs = options.length
      ? specsFrom(s.values.map((v, k) => options[k]!.values[v]!.names))
      : body.skus.length > 1
        ? withEnglish(s.specs, `${path}.specs`)
        : cleanTexts(s.specs);
    const key = options.length ? comboKey(s.values) : (specs['en-US'] ?? '').toLowerCase();
    if (seen.has(key))
      throw invalidField(options.length ? `${path}.values` : `${path}.specs.en-US`, 'merchandising.skuTwice');
    seen.add(key);
    return { ...s, specs, units: withEnglish(s.units, `${path}.units`) };
  });

  const productId = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const repeat = await claimRequest(db, ctx.staffId, body.clientKey, body);
    if (repeat) return (repeat.made as { productId: number }).productId;
    const icons = await categoryIconsUp(db, body.categoryId);
    if (!icons.length) throw invalidField('body.categoryId', 'field.unknownId');
    const prices = await Promise.all(skus.map((s, i) => startingPrices(db, s.prices, `body.skus.${i}.prices`)));
    const [row] = await db
      .insert(product)
      .values({
        categoryId: body.categoryId,
        art: await artFor(db, body.categoryId),
        ...newProductTexts(names, body.descriptions),
      })
      .returning({ id: product.id });
    const id = row!.id;
    const valueIds: number[][] = [];
    const optionIds: number[] = [];
    for (const [i, o] of options.entries()) {
      const [opt] = await db
        .insert(productOption)
        .values({ productId: id, names: o.names, sort: i })
        .returning({ id: productOption.id });
      optionIds.push(opt!.id);
      const inserted = await db
        .insert(productOptionValue)
        .values(o.values.map((v, j) => ({ optionId: opt!.id, names: v.names, sort: j })))
        .returning({ id: productOptionValue.id });
      valueIds.push(inserted.map((v) => v.id));
    }
    const skuIds: number[] = [];
    for (const [i, s] of skus.entries()) {
      const values = s.values.map((v, k) => ({ optionId: optionIds[k]!, valueId: valueIds[k]![v]! }));
      const skuFields = { specs: s.specs, units: s.units, barcode: s.barcode || null, onShelf: body.onShelf };
      skuIds.push(await insertSku(db, id, skuFields, values, prices[i]!));
    }
    await auditChange(db, ctx, 'catalogue.create', `product:${id}`, {
      names,
      categoryId: body.categoryId,
      onShelf: body.onShelf,
      options: options.map((o) => o.names['en-US']),
      skuIds,
      prices: prices.flat().length,
    });
    await finishRequest(db, ctx.staffId, body.clientKey, { productId: id });
    return id;
  });
  return productDetail(ctx.db, ctx.locale, productId);
}

/**
 * A new SKU of a product: one value of each of its options (a combination no sibling on sale holds), or,
 * without options, a spec text no sibling has. On the shelf when a sibling is; no stock yet.
 */
export async function createSku(
  ctx: MerchandisingCtx,
  body: NewSku & { productId: number; clientKey: string; valueIds: number[]; specs: Texts },
) {
  const units = withEnglish(body.units, 'body.units');
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const repeat = await claimRequest(db, ctx.staffId, body.clientKey, body);
    if (repeat) return;
    // The product's row is locked: two SKUs made at once are checked one after the other.
    if (!(await lockProduct(db, body.productId))) throw notFound();
    const [options, siblings] = await Promise.all([
      optionRows(db, body.productId),
      db
        .select({ id: sku.id, specs: sku.specs, onShelf: sku.onShelf })
        .from(sku)
        .where(and(eq(sku.productId, body.productId), isNull(sku.retiredAt))),
    ]);
    let specs: Record<string, string>;
    let values: { optionId: number; valueId: number }[] = [];
    if (options.length) {
      const ids = checkedValues(options, body.valueIds, 'body.valueIds');
      const taken = await takenCombos(db, body.productId);
      if (taken.has(comboKey(ids))) throw conflict('merchandising.skuExists');
      specs = specsFrom(valueNames(options, ids));
      values = ids.map((valueId, i) => ({ optionId: options[i]!.optionId, valueId }));
    } else {
      specs = withEnglish(body.specs, 'body.specs');
      const english = specs['en-US']!.toLowerCase();
      if (siblings.some((s) => (s.specs['en-US'] ?? '').trim().toLowerCase() === english))
        throw conflict('merchandising.skuExists');
    }
    const prices = await startingPrices(db, body.prices, 'body.prices');
    const onShelf = siblings.some((s) => s.onShelf);
    const skuId = await insertSku(
      db,
      body.productId,
      { specs, units, barcode: body.barcode || null, onShelf },
      values,
      prices,
    );
    await auditChange(db, ctx, 'catalogue.sku', `sku:${skuId}`, { productId: body.productId, specs, units, onShelf });
    await finishRequest(db, ctx.staffId, body.clientKey, { skuId });
  });
  return productDetail(ctx.db, ctx.locale, body.productId);
}
