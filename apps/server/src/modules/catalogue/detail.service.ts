import { notFound } from '../../lib/errors.js';
import { translate } from '../../i18n/index.js';
import { pick } from '../../lib/localize.js';
import { artPic, toCard } from './card.mapper.js';
import { productCards } from './card.repository.js';
import { productDescriptionsOf, scopeOf, skuOf } from './catalogue.repository.js';
import type { CatalogueCtx } from './catalogue.ctx.js';
import { categoryPath, loadCategories } from './categories.service.js';

/** One SKU with everything the product page shows (contract `skuDetail`). */
export async function skuDetailOf(
  { db, locale }: CatalogueCtx,
  input: { productSkuId: number; warehouseId?: number | undefined },
) {
  const scope = await scopeOf(db, input.warehouseId);
  if (!scope) throw notFound();
  const [categories, self] = await Promise.all([loadCategories(db), skuOf(db, input.productSkuId)]);
  if (!self) throw notFound();
  const { rows } = await productCards(db, scope, self.productId);
  const row = rows.find((r) => r.productSkuId === input.productSkuId);
  if (!row) throw notFound();
  const descriptions = await productDescriptionsOf(db, row.productId);
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
