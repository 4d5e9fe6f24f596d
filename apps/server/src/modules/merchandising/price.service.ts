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

/**
 * A typed amount in a country as the price to store: the country must be one the shop sells in,
 * and the amount above zero with no more decimals than its currency has. `path` names the field
 * a refusal points at.
 */
export async function priceIn(db: Db, countryCode: string, amount: string, path: string) {
  const code = countryCode.toUpperCase();
  const [where] = await db
    .select({ digits: country.currencyDigits, currencyCode: country.currencyCode })
    .from(country)
    .where(eq(country.countryCode, code));
  if (!where) throw invalidField(`${path}.countryCode`, 'field.unknownId');
  const price = toMinorUnits(amount, where.digits);
  if (price === 'tooManyDecimals')
    throw invalidField(`${path}.amount`, 'merchandising.amountDecimals', { digits: where.digits });
  if (price <= 0) throw invalidField(`${path}.amount`, 'merchandising.amountPositive');
  return { countryCode: code, currencyCode: where.currencyCode, price };
}

export async function setPrice(ctx: MerchandisingCtx, body: { skuId: number; countryCode: string; amount: string }) {
  const productId = await productOfSku(ctx.db, body.skuId);
  if (productId === undefined) throw notFound();
  const { countryCode, currencyCode, price } = await priceIn(ctx.db, body.countryCode, body.amount, 'body');
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
      currencyCode,
      before: before?.price ?? null,
      after: price,
    });
  });
  return productDetail(ctx.db, ctx.locale, productId);
}
