import type { Locale } from '@storefront/contract';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { sku } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { translate } from '../../i18n/index.js';
import { pick } from '../../lib/localize.js';
import { artPic, toCard } from './card.mapper.js';
import { queryCards } from './card.query.js';
import { scopeOf } from './catalogue.repository.js';
import { categoryPath, loadCategories } from './categories.service.js';

/** One SKU with everything the product page shows (contract `skuDetail`). */
export async function skuDetailOf(
  db: Db,
  locale: Locale,
  input: { productSkuId: number; warehouseId?: number | undefined },
) {
  const scope = await scopeOf(db, input.warehouseId);
  if (!scope) throw notFound();
  const [categories, self] = await Promise.all([
    loadCategories(db),
    db.select({ productId: sku.productId, barcode: sku.barcode }).from(sku).where(eq(sku.id, input.productSkuId)),
  ]);
  if (!self[0]) throw notFound();
  const { rows } = await queryCards(db, scope, sql`p.id = ${self[0].productId}`, sql`s.id asc`, 50, 0, {});
  const row = rows.find((r) => r.productSkuId === input.productSkuId);
  if (!row) throw notFound();
  const [description] = await queryRows<{ descriptions: Record<string, string> }>(
    db,
    sql`select descriptions from product where id = ${row.productId}`,
  );
  const ctx = { locale, currencyCode: scope.currencyCode, adultCategories: categories.adult };
  const card = toCard(row, ctx);
  const [kind, hue] = row.art.split(':');
  const { highlights: _, ...rest } = card;
  return {
    ...rest,
    // A small gallery: the product's picture and two variations of its colour.
    pics: [0, 40, 200].map((shift) => artPic(`${kind}:${(Number(hue) + shift) % 360}`)),
    categoryId: row.categoryId,
    categoryNames: categoryPath(categories, locale, row.categoryId),
    salesCount: row.salesCount,
    barcode: self[0].barcode,
    promotion: row.promotionId
      ? {
          id: row.promotionId,
          kind: row.promotionKind!,
          title: pick(row.promotionTitles, locale),
          thresholdAmount: row.thresholdAmount,
          reductionAmount: row.reductionAmount,
          endTime: new Date(row.promotionEndsAt!).toISOString(),
        }
      : null,
    ladder: row.promotionKind === 'ladder' ? [...(row.tiers ?? [])].sort((a, b) => a.minQuantity - b.minQuantity) : [],
    siblings: rows
      .filter((r) => r.productSkuId !== row.productSkuId)
      .map((r) => {
        const c = toCard(r, ctx);
        return { productSkuId: c.productSkuId, spec: c.spec, price: c.price, stock: c.stock };
      }),
    specValues: [
      { name: translate(locale, 'catalogue.size'), value: card.spec },
      { name: translate(locale, 'catalogue.unit'), value: card.unit },
    ],
    descriptionHtml: pick(description?.descriptions, locale),
  };
}
