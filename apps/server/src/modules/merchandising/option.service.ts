import { MAX_OPTIONS, type Locale } from '@storefront/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productOption, productOptionValue, sku, skuOptionValue } from '../../db/schema/index.js';
import { conflict, invalidField, notFound } from '../../lib/errors.js';
import { pick } from '../../lib/localize.js';
import { auditChange, type MerchandisingCtx } from './merchandising.ctx.js';
import { lockProduct } from './merchandising.repository.js';
import { type OptionRow, optionRows, skuValueRows } from './option.repository.js';
import { comboKey, distinctEnglish, specsFrom, valueNames, withEnglish } from './options.js';
import { productDetail } from './product.service.js';

type Texts = Partial<Record<Locale, string>>;

/** Each SKU's values in the options' order (0 where it holds none); retired SKUs' too unless `onSale`. */
async function valuesBySku(db: Db, productId: number, options: OptionRow[], onSale = false) {
  const rows = await skuValueRows(db, productId);
  const bySku = new Map<number, number[]>();
  for (const r of rows) {
    if (onSale && r.retired) continue;
    const values = bySku.get(r.skuId) ?? options.map(() => 0);
    const at = options.findIndex((o) => o.optionId === r.optionId);
    if (at >= 0) values[at] = r.valueId;
    bySku.set(r.skuId, values);
  }
  return bySku;
}

/**
 * The combinations the product's SKUs on sale hold (`comboKey`), but `except`'s. A retired SKU is
 * never sold again, so what it held is free for a new SKU.
 */
export async function takenCombos(db: Db, productId: number, except?: number) {
  const options = await optionRows(db, productId);
  const bySku = await valuesBySku(db, productId, options, true);
  bySku.delete(except ?? -1);
  return new Set([...bySku.values()].map(comboKey));
}

/**
 * Makes every SKU's spec text again from the values it holds, after options or values changed;
 * only SKUs whose text changes are written.
 */
export async function refreshSpecs(db: Db, productId: number) {
  const options = await optionRows(db, productId);
  if (!options.length) return;
  const [skus, bySku] = await Promise.all([
    db.select({ id: sku.id, specs: sku.specs }).from(sku).where(eq(sku.productId, productId)),
    valuesBySku(db, productId, options),
  ]);
  for (const s of skus) {
    const specs = specsFrom(valueNames(options, bySku.get(s.id) ?? []));
    if (JSON.stringify(specs) !== JSON.stringify(s.specs)) await db.update(sku).set({ specs }).where(eq(sku.id, s.id));
  }
}

export interface OptionChange {
  productId: number;
  optionId?: number | undefined;
  names: Texts;
  values: { valueId?: number | undefined; names: Texts }[];
  assign: { skuId: number; value: number }[];
}

/**
 * Adds an option to a product, or renames one and its values, adds values and removes those no
 * SKU holds (a value in use is refused, naming it). A new option on a product that has SKUs gives
 * each of them a value (`assign`); the SKUs' spec texts follow, in one transaction with the audit.
 */
export async function saveOption(ctx: MerchandisingCtx, body: OptionChange) {
  const names = withEnglish(body.names, 'body.names');
  const values = body.values.map((v, i) => ({
    valueId: v.valueId,
    names: withEnglish(v.names, `body.values.${i}.names`),
  }));
  distinctEnglish(values, (i) => `body.values.${i}.names.en-US`);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // The product's row is locked: changes to its structure apply one after the other.
    if (!(await lockProduct(db, body.productId))) throw notFound();
    const options = await optionRows(db, body.productId);
    if (body.optionId === undefined) await addOption(ctx, db, body, options, names, values);
    else await changeOption(ctx, db, body.productId, body.optionId, options, names, values);
    await refreshSpecs(db, body.productId);
  });
  return productDetail(ctx.db, ctx.locale, body.productId);
}

async function addOption(
  ctx: MerchandisingCtx,
  db: Db,
  body: OptionChange,
  options: OptionRow[],
  names: Record<string, string>,
  values: { names: Record<string, string> }[],
) {
  if (options.length >= MAX_OPTIONS)
    throw invalidField('body.optionId', 'merchandising.tooManyOptions', { max: MAX_OPTIONS });
  distinctEnglish([...options, { names }], () => 'body.names.en-US');
  if (values.some((v) => 'valueId' in v && v.valueId !== undefined))
    throw invalidField('body.values', 'field.unknownId');
  const skus = await db.select({ id: sku.id }).from(sku).where(eq(sku.productId, body.productId));
  // Every SKU takes a value of the new option, once, and what tells them apart stays unique.
  const chosen = new Map(body.assign.map((a) => [a.skuId, a.value]));
  if (chosen.size !== body.assign.length || skus.some((s) => !chosen.has(s.id)) || chosen.size !== skus.length)
    throw invalidField('body.assign', 'merchandising.assignEach');
  if ([...chosen.values()].some((v) => v >= values.length)) throw invalidField('body.assign', 'field.unknownId');
  const before = await valuesBySku(db, body.productId, options);
  const combos = new Set(skus.map((s) => comboKey([...(before.get(s.id) ?? []), chosen.get(s.id)!])));
  // Without options before, SKUs were told apart by their spec text: the new values must do it now.
  if (combos.size !== skus.length) throw invalidField('body.assign', 'merchandising.skuTwice');
  const [option] = await db
    .insert(productOption)
    .values({ productId: body.productId, names, sort: options.length })
    .returning({ id: productOption.id });
  const inserted = await db
    .insert(productOptionValue)
    .values(values.map((v, i) => ({ optionId: option!.id, names: v.names, sort: i })))
    .returning({ id: productOptionValue.id });
  if (skus.length)
    await db
      .insert(skuOptionValue)
      .values(skus.map((s) => ({ skuId: s.id, optionId: option!.id, valueId: inserted[chosen.get(s.id)!]!.id })));
  await auditChange(db, ctx, 'catalogue.option', `product:${body.productId}`, {
    added: { optionId: option!.id, names, values: values.map((v) => v.names['en-US']) },
  });
}

async function changeOption(
  ctx: MerchandisingCtx,
  db: Db,
  productId: number,
  optionId: number,
  options: OptionRow[],
  names: Record<string, string>,
  values: { valueId?: number | undefined; names: Record<string, string> }[],
) {
  const option = options.find((o) => o.optionId === optionId);
  if (!option) throw notFound();
  distinctEnglish([...options.filter((o) => o !== option), { names }], () => 'body.names.en-US');
  values.forEach((v, i) => {
    if (v.valueId !== undefined && !option.values.some((old) => old.valueId === v.valueId))
      throw invalidField(`body.values.${i}.valueId`, 'field.unknownId');
  });
  const kept = new Set(values.map((v) => v.valueId));
  const dropped = option.values.filter((v) => !kept.has(v.valueId));
  if (dropped.length) {
    const used = await db
      .selectDistinct({ valueId: skuOptionValue.valueId })
      .from(skuOptionValue)
      .where(
        inArray(
          skuOptionValue.valueId,
          dropped.map((v) => v.valueId),
        ),
      );
    const inUse = dropped.find((v) => used.some((u) => u.valueId === v.valueId));
    if (inUse) throw conflict('merchandising.valueInUse', { value: pick(inUse.names, ctx.locale) });
    await db.delete(productOptionValue).where(
      inArray(
        productOptionValue.id,
        dropped.map((v) => v.valueId),
      ),
    );
  }
  await db.update(productOption).set({ names }).where(eq(productOption.id, optionId));
  for (const [i, v] of values.entries()) {
    if (v.valueId === undefined) await db.insert(productOptionValue).values({ optionId, names: v.names, sort: i });
    else
      await db
        .update(productOptionValue)
        .set({ names: v.names, sort: i })
        .where(and(eq(productOptionValue.id, v.valueId), eq(productOptionValue.optionId, optionId)));
  }
  await auditChange(db, ctx, 'catalogue.option', `product:${productId}`, {
    optionId,
    before: { names: option.names, values: option.values.map((v) => v.names) },
    after: { names, values: values.map((v) => v.names) },
  });
}
