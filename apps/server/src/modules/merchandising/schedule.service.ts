import { conflict, invalidField, notFound } from '../../lib/errors.js';
import { settleDuePrices } from '../../shared/price-schedule/index.js';
import type { Db } from '../../db/client.js';
import { auditChange, type MerchandisingCtx } from './merchandising.ctx.js';
import { productOfSku } from './merchandising.repository.js';
import { priceIn } from './price.service.js';
import { productDetail } from './product.service.js';
import { cancelPending, insertPending, instantAhead, pendingAt } from './schedule.repository.js';

/**
 * A SKU's price in a country from a future instant on (at least a minute ahead, within a year, by
 * the database's clock). Nothing the shop shows changes until then; the first price read at or
 * after the instant applies it (shared/price-schedule). The same change sent twice is set once;
 * another price at the same instant is refused (cancel the first).
 */
export async function schedulePrice(
  ctx: MerchandisingCtx,
  body: { skuId: number; countryCode: string; amount: string; effectiveAt: string },
) {
  const productId = await productOfSku(ctx.db, body.skuId);
  if (productId === undefined) throw notFound();
  const { countryCode, currencyCode, price } = await priceIn(ctx.db, body.countryCode, body.amount, 'body');
  const when = await instantAhead(ctx.db, body.effectiveAt);
  if (!when.ahead) throw invalidField('body.effectiveAt', 'merchandising.scheduleAhead');
  if (!when.withinYear) throw invalidField('body.effectiveAt', 'merchandising.scheduleWithinYear');
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const row = { skuId: body.skuId, countryCode, price, effectiveAt: body.effectiveAt, createdBy: ctx.staffId };
    const scheduleId = await insertPending(db, row);
    if (scheduleId === null) {
      const pending = await pendingAt(db, body.skuId, countryCode, body.effectiveAt);
      if (Number(pending?.price) === price) return;
      throw conflict('merchandising.scheduleTwice');
    }
    await auditChange(db, ctx, 'catalogue.priceScheduled', `sku:${body.skuId}`, {
      scheduleId,
      countryCode,
      currencyCode,
      price,
      effectiveAt: new Date(body.effectiveAt).toISOString(),
    });
  });
  return productDetail(ctx.db, ctx.locale, productId);
}

/** Cancels a price set ahead; one already in effect (its instant passed) is refused, naming that. */
export async function cancelScheduledPrice(ctx: MerchandisingCtx, body: { scheduleId: number }) {
  // A change whose instant has passed is in effect, read or not: applied first, it cannot be cancelled.
  await settleDuePrices(ctx.db);
  const productId = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const was = await cancelPending(db, body.scheduleId, ctx.staffId);
    if (!was) throw notFound();
    if (was.applied) throw conflict('merchandising.scheduleApplied');
    if (!was.cancelled)
      await auditChange(db, ctx, 'catalogue.priceScheduleCancelled', `sku:${was.skuId}`, {
        scheduleId: body.scheduleId,
        countryCode: was.countryCode,
        price: Number(was.price),
        effectiveAt: new Date(was.effectiveAt).toISOString(),
      });
    return productOfSku(db, was.skuId);
  });
  return productDetail(ctx.db, ctx.locale, productId!);
}
