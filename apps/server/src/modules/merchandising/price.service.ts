import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { country, skuPrice } from '../../db/schema/index.js';
import { invalidField, notFound } from '../../lib/errors.js';
import { auditChange, type MerchandisingCtx } from './merchandising.ctx.js';
import { productOfSku } from './merchandising.repository.js';
import { productDetail } from './product.service.js';

/**
 * An amount typed in the currency's major units ("12.50") as integer minor units, by the
 * currency's own exponent (VND 0, THB 2): exact, never through a float. More decimals than the
 * currency has is refused rather than rounded, so what staff typed is what the shop charges.
 */
export function toMinorUnits(amount: string, digits: number): number | 'tooManyDecimals' {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > digits) return 'tooManyDecimals';
  return Number(BigInt(whole) * 10n ** BigInt(digits) + BigInt(significant.padEnd(digits, '0') || '0'));
}

export async function setPrice(ctx: MerchandisingCtx, body: { skuId: number; countryCode: string; amount: string }) {
  const productId = await productOfSku(ctx.db, body.skuId);
  if (productId === undefined) throw notFound();
  const countryCode = body.countryCode.toUpperCase();
  const [where] = await ctx.db
    .select({ digits: country.currencyDigits, currencyCode: country.currencyCode })
    .from(country)
    .where(eq(country.countryCode, countryCode));
  if (!where) throw invalidField('body.countryCode', 'field.unknownId');
  const price = toMinorUnits(body.amount, where.digits);
  if (price === 'tooManyDecimals')
    throw invalidField('body.amount', 'merchandising.amountDecimals', { digits: where.digits });
  if (price <= 0) throw invalidField('body.amount', 'merchandising.amountPositive');
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [before] = await db
      .select({ price: skuPrice.price })
      .from(skuPrice)
      .where(and(eq(skuPrice.skuId, body.skuId), eq(skuPrice.countryCode, countryCode)))
      .for('update');
    if (before?.price === price) return;
    await db
      .insert(skuPrice)
      .values({ skuId: body.skuId, countryCode, price })
      .onConflictDoUpdate({ target: [skuPrice.skuId, skuPrice.countryCode], set: { price: sql`excluded.price` } });
    await auditChange(db, ctx, 'catalogue.price', `sku:${body.skuId}`, {
      countryCode,
      currencyCode: where.currencyCode,
      before: before?.price ?? null,
      after: price,
    });
  });
  return productDetail(ctx.db, ctx.locale, productId);
}
