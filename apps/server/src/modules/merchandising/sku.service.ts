import type { Locale } from '@storefront/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sku, skuOptionValue } from '../../db/schema/index.js';
import { conflict, invalidField, notFound } from '../../lib/errors.js';
import { auditChange, type MerchandisingCtx } from './merchandising.ctx.js';
import { lockProduct, productOfSku } from './merchandising.repository.js';
import { optionRows, unitRows } from './option.repository.js';
import { takenCombos } from './option.service.js';
import { checkedValues, comboKey, specsFrom, valueNames, withEnglish } from './options.js';
import { productDetail } from './product.service.js';

type Texts = Partial<Record<Locale, string>>;

export interface SkuChange {
  skuId: number;
  barcode?: string | undefined;
  units?: Texts | undefined;
  specs?: Texts | undefined;
  valueIds?: number[] | undefined;
}

/**
 * A SKU's barcode, unit, and what tells it apart: the values it holds (a combination no sibling
 * holds; its spec text follows) or, on a product without options, its spec text. Audited.
 */
export async function saveSku(ctx: MerchandisingCtx, body: SkuChange) {
  const productId = await productOfSku(ctx.db, body.skuId);
  if (productId === undefined) throw notFound();
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // The product's row is locked: what tells its SKUs apart changes one change at a time.
    if (!(await lockProduct(db, productId))) throw notFound();
    const [before] = await db
      .select({ barcode: sku.barcode, units: sku.units, specs: sku.specs })
      .from(sku)
      .where(eq(sku.id, body.skuId))
      .for('update');
    if (!before) throw notFound();
    const options = await optionRows(db, productId);
    const set: Partial<typeof sku.$inferInsert> = {};
    const detail: Record<string, unknown> = {};
    const barcode = body.barcode === undefined ? before.barcode : body.barcode || null;
    if (barcode !== before.barcode) set.barcode = detail.barcode = barcode;
    if (body.units) {
      const units = withEnglish(body.units, 'body.units');
      if (JSON.stringify(units) !== JSON.stringify(before.units)) set.units = detail.units = units;
    }
    if (body.specs) {
      if (options.length) throw invalidField('body.specs', 'merchandising.specsFromOptions');
      const specs = withEnglish(body.specs, 'body.specs');
      const english = specs['en-US']!.toLowerCase();
      const siblings = await db
        .select({ specs: sku.specs })
        .from(sku)
        .where(and(eq(sku.productId, productId), ne(sku.id, body.skuId)));
      if (siblings.some((s) => (s.specs['en-US'] ?? '').trim().toLowerCase() === english))
        throw conflict('merchandising.skuExists');
      if (JSON.stringify(specs) !== JSON.stringify(before.specs)) set.specs = detail.specs = specs;
    }
    if (body.valueIds) {
      const ids = checkedValues(options, body.valueIds, 'body.valueIds');
      if ((await takenCombos(db, productId, body.skuId)).has(comboKey(ids))) throw conflict('merchandising.skuExists');
      await db.delete(skuOptionValue).where(eq(skuOptionValue.skuId, body.skuId));
      await db
        .insert(skuOptionValue)
        .values(ids.map((valueId, i) => ({ skuId: body.skuId, optionId: options[i]!.optionId, valueId })));
      const specs = specsFrom(valueNames(options, ids));
      if (JSON.stringify(specs) !== JSON.stringify(before.specs)) set.specs = detail.specs = specs;
    }
    if (!Object.keys(detail).length) return;
    await db.update(sku).set(set).where(eq(sku.id, body.skuId));
    const action = Object.keys(detail).join() === 'barcode' ? 'catalogue.barcode' : 'catalogue.sku';
    await auditChange(
      db,
      ctx,
      action,
      `sku:${body.skuId}`,
      action === 'catalogue.barcode'
        ? { before: before.barcode, after: barcode }
        : { before: { barcode: before.barcode, units: before.units, specs: before.specs }, after: detail },
    );
  });
  return productDetail(ctx.db, ctx.locale, productId);
}

/** The selling units in use, for the console to offer with every language filled in. */
export const unitList = async (ctx: MerchandisingCtx) =>
  (await unitRows(ctx.db)).map((r) => r.units as Record<string, string>);
