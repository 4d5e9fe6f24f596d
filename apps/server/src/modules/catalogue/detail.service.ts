import { notFound } from '../../lib/errors.js';
import { translate } from '../../i18n/index.js';
import { pick } from '../../lib/localize.js';
import { toCard } from './card.mapper.js';
import { artPic } from '../../shared/uploads/product-picture.js';
import { uploadUrl } from '../../shared/uploads/attach.js';
import { productCards, stockOf } from './card.rows.repository.js';
import { cached, viewOf } from './catalogue.cache.js';
import { skuOf } from './catalogue.repository.js';
import type { CatalogueCtx } from './catalogue.ctx.js';
import { categoriesOf, categoryPath } from './categories.service.js';

/**
 * One SKU with everything the product page shows (contract `skuDetail`). The SKU and its product's
 * cards are catalogue data, kept per catalogue version (the cards also until the country's next
 * promotion change, catalogue.cache.ts); their stock is read fresh. A page seen before costs two
 * reads: the view with the scope, and the stock.
 */
export async function skuDetailOf(
  { db, locale }: CatalogueCtx,
  input: { productSkuId: number; warehouseId?: number | undefined },
) {
  const view = await viewOf(db, input.warehouseId);
  const scope = view.scope;
  if (!scope) throw notFound();
  const self = await cached(view, `sku\u0000${input.productSkuId}`, () => skuOf(db, input.productSkuId));
  if (!self) throw notFound();
  const [categories, cards] = await Promise.all([
    categoriesOf(view),
    cached(
      view,
      `product\u0000${scope.countryCode}\u0000${self.productId}`,
      () => productCards(db, { ...scope, warehouseId: null }, self.productId),
      { promotionsOf: scope.countryCode },
    ),
  ]);
  const { warehouseId } = scope;
  const available = warehouseId
    ? await stockOf(
        db,
        warehouseId,
        cards.map((r) => r.productSkuId),
      )
    : null;
  // New objects: the cached rows are shared by every request.
  const rows = cards.map((r) => ({ ...r, stock: available ? (available.get(r.productSkuId) ?? 0) : null }));
  const row = rows.find((r) => r.productSkuId === input.productSkuId);
  if (!row) throw notFound();
  const descriptions = self.descriptions;
  const ctx = { locale, currencyCode: scope.currencyCode, adultCategories: categories.adult };
  const card = toCard(row, ctx);
  const [kind, hue] = row.art.split(':');
  const { highlights: _, ...rest } = card;
  return {
    ...rest,
    // The staff's photos in their order; without any, the generated picture in three colours.
    pics: row.photos.length
      ? row.photos.map(uploadUrl)
      : [0, 40, 200].map((shift) => artPic(`${kind}:${(Number(hue) + shift) % 360}`)),
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
    // What the SKU differs by: its options' values when the product has options, else its size.
    specValues: [
      ...(self.options.length
        ? self.options.map((o) => ({ name: pick(o.option, locale), value: pick(o.value, locale) }))
        : [{ name: translate(locale, 'catalogue.size'), value: card.spec }]),
      { name: translate(locale, 'catalogue.unit'), value: card.unit },
    ],
    descriptionHtml: pick(descriptions, locale),
  };
}
