import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import {
  cartLine,
  homeRecommendation,
  priceSchedule,
  promotion,
  sku,
  skuOptionValue,
  skuPrice,
  specialListItem,
  stock,
  stockMovement,
} from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { auditChange, type MerchandisingCtx } from './merchandising.ctx.js';
import { lockProduct, productOfSku } from './merchandising.repository.js';
import { productDetail } from './product.service.js';

/** Whether any order, of any state, holds the SKU. */
const everOrdered = (db: Db, skuId: number) =>
  queryRows<{ ordered: boolean }>(
    db,
    sql`select exists (select 1 from customer_order_line where sku_id = ${skuId}) as ordered`,
  ).then((r) => Boolean(r[0]?.ordered));

/**
 * Takes a SKU away. One ever ordered is retired: off the shelf for good, kept so its orders still
 * name it. One never ordered is deleted with everything that only exists for it (prices, stock,
 * its values, the promotions, lists and carts that name it), unless it is the product's last: a
 * product always keeps a SKU. Audited in the same transaction; the sku trigger bumps the catalogue
 * version, so the shop stops showing it on its next request.
 */
export async function removeSku(ctx: MerchandisingCtx, skuId: number) {
  const productId = await productOfSku(ctx.db, skuId);
  if (productId === undefined) throw notFound();
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // The product's row, then the SKU's: an order placed meanwhile waits for this SKU's row lock,
    // so what `everOrdered` reads below is final.
    if (!(await lockProduct(db, productId))) throw notFound();
    const [before] = await db
      .select({
        productId: sku.productId,
        specs: sku.specs,
        barcode: sku.barcode,
        onShelf: sku.onShelf,
        retiredAt: sku.retiredAt,
      })
      .from(sku)
      .where(eq(sku.id, skuId))
      .for('update');
    if (!before || before.productId !== productId) throw notFound();
    if (before.retiredAt) return;
    if (await everOrdered(db, skuId)) {
      await db
        .update(sku)
        .set({ onShelf: false, retiredAt: sql`now()` })
        .where(eq(sku.id, skuId));
      await auditChange(db, ctx, 'catalogue.skuRetired', `sku:${skuId}`, {
        productId,
        before: { onShelf: before.onShelf },
        after: { onShelf: false, retired: true },
      });
      return;
    }
    const siblings = await db.select({ id: sku.id }).from(sku).where(eq(sku.productId, productId));
    if (siblings.length <= 1) throw conflict('merchandising.lastSku');
    const prices = await db
      .select({ countryCode: skuPrice.countryCode, price: skuPrice.price })
      .from(skuPrice)
      .where(eq(skuPrice.skuId, skuId));
    for (const table of [
      skuOptionValue,
      skuPrice,
      priceSchedule,
      stockMovement,
      stock,
      cartLine,
      homeRecommendation,
      specialListItem,
      promotion,
    ])
      await db.delete(table).where(eq(table.skuId, skuId));
    await db.delete(sku).where(eq(sku.id, skuId));
    await auditChange(db, ctx, 'catalogue.skuDeleted', `sku:${skuId}`, {
      productId,
      before: { specs: before.specs, barcode: before.barcode, onShelf: before.onShelf, prices },
    });
  });
  return productDetail(ctx.db, ctx.locale, productId);
}
