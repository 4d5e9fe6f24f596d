import { notFound } from '../../lib/errors.js';
import { translate } from '../../i18n/index.js';
import { pick } from '../../lib/localize.js';
import { artPic, toCard } from './card.mapper.js';
import { productCards } from './card.repository.js';
import { viewOf } from './catalogue.cache.js';
import { scopeOf, skuOf } from './catalogue.repository.js';
import type { CatalogueCtx } from './catalogue.ctx.js';
import { categoriesOf, categoryPath } from './categories.service.js';

/** One SKU with everything the product page shows (contract `skuDetail`). */
export async function skuDetailOf(
  { db, locale }: CatalogueCtx,
  input: { productSkuId: number; warehouseId?: number | undefined },
) {
  const [view, scope, self] = await Promise.all([
    viewOf(db),
    scopeOf(db, input.warehouseId),
    skuOf(db, input.productSkuId),
  ]);
  if (!scope || !self) throw notFound();
  const [categories, rows] = await Promise.all([categoriesOf(view), productCards(db, scope, self.productId)]);
  const row = rows.find((r) => r.productSkuId === input.productSkuId);
  if (!row) throw notFound();
  const descriptions = self.descriptions;
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
    barcode: self.barcode,
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
    descriptionHtml: pick(descriptions, locale),
  };
}
