import type { Locale, SkuCard } from '@storefront/contract';
import { pick } from '../../lib/localize.js';
import { productPic } from '../../shared/uploads/product-picture.js';
import type { CardRow } from './card.rows.repository.js';

/** "-20%" for a promotion price, the promotion's own title for the other kinds. */
function promotionTag(row: CardRow, locale: Locale): string | null {
  if (!row.promotionKind) return null;
  if (row.promotionKind === 'price' && row.promotionPrice !== null && row.basePrice > 0) {
    const pct = Math.round((1 - row.promotionPrice / row.basePrice) * 100);
    if (pct > 0) return `-${pct}%`;
  }
  return pick(row.promotionTitles, locale) || null;
}

export function toCard(
  row: CardRow,
  ctx: { locale: Locale; currencyCode: string; adultCategories: ReadonlySet<number> },
  highlights: [number, number][] = [],
): SkuCard {
  const price = row.promotionKind === 'price' && row.promotionPrice !== null ? row.promotionPrice : row.basePrice;
  return {
    productSkuId: row.productSkuId,
    productId: row.productId,
    name: pick(row.names, ctx.locale),
    pic: productPic(row.art, row.photos[0]),
    price: Math.round(price),
    originalPrice: Math.round(row.basePrice),
    currencyCode: ctx.currencyCode,
    stock: row.stock === null ? null : Number(row.stock),
    unit: pick(row.units, ctx.locale),
    spec: pick(row.specs, ctx.locale),
    promotionTag: promotionTag(row, ctx.locale),
    promotionKind: row.promotionKind,
    is18Plus: ctx.adultCategories.has(row.categoryId),
    optionCount: Number(row.optionCount),
    // Never a range that leaves out the price shown (a row read apart from its options).
    priceMin: Math.round(Math.min(row.priceMin ?? price, price)),
    priceMax: Math.round(Math.max(row.priceMax ?? price, price)),
    highlights,
  };
}
