import { notFound } from '../../lib/errors.js';
import { pick } from '../../lib/localize.js';
import { toCard } from './card.mapper.js';
import type { Choice, ChoiceCache } from './card.repository.js';
import { type CardRow, cardsOf, type Scope, stockOf } from './card.rows.repository.js';
import { choiceCache, viewOf } from './catalogue.cache.js';
import { findSpecialList, listBanners, listSpecialLists, scopeOf } from './catalogue.repository.js';
import type { CatalogueCtx } from './catalogue.ctx.js';
import { categoriesOf } from './categories.service.js';
import {
  bestSellerChoice,
  frequentCards,
  productOfSku,
  promotionCards,
  recommendedCards,
  specialListCards,
  type Window,
} from './lists.repository.js';

interface Paging {
  pageNum: number;
  pageSize: number;
  warehouseId?: number | undefined;
}

/**
 * A page of product cards read by `read`, in the warehouse's country and stock. `read` gets a
 * cache for its choice of SKUs; lists that depend on anything but the catalogue (a member's orders)
 * must not use it.
 */
async function cardPage(
  c: CatalogueCtx,
  paging: Paging,
  read: (scope: Scope, page: Window, cache: ChoiceCache) => Promise<{ rows: CardRow[]; total: number }>,
) {
  const view = await viewOf(c.db, paging.warehouseId);
  const scope = view.scope;
  if (!scope) throw notFound();
  const [categories, { rows, total }] = await Promise.all([
    categoriesOf(view),
    read(
      scope,
      { limit: paging.pageSize, offset: (paging.pageNum - 1) * paging.pageSize },
      choiceCache(view, scope.countryCode),
    ),
  ]);
  const ctx = { locale: c.locale, currencyCode: scope.currencyCode, adultCategories: categories.adult };
  return { pageNum: paging.pageNum, pageSize: paging.pageSize, total, list: rows.map((r) => toCard(r, ctx)) };
}

/** How many of a product's SKUs, best first, one stock read asks for (Home recommendations). */
const SKUS_PER_ASK = 3;

/** A best-seller choice's products in the order of their best-selling SKU, each with its SKUs best first. */
interface Grouped {
  products: number[];
  skus: Map<number, number[]>;
}
// Computed once per cached choice (an object kept for the catalogue version), not per request.
const grouped = new WeakMap<Choice, Grouped>();
function productsOf(choice: Choice): Grouped {
  let g = grouped.get(choice);
  if (!g) {
    const skus = new Map<number, number[]>();
    choice.ids.forEach((id, i) => {
      const productId = choice.productIds![i]!;
      const list = skus.get(productId);
      if (list) list.push(id);
      else skus.set(productId, [id]);
    });
    g = { products: [...skus.keys()], skus };
    grouped.set(choice, g);
  }
  return g;
}

/**
 * Best-selling products that can be delivered now, each shown by its best-selling SKU in stock.
 * In a warehouse: the country's first `CHOSEN_MAX` best-selling SKUs (their order cached per
 * catalogue version), those in stock there now (read fresh), one per product, so the count is of
 * the products among at most `CHOSEN_MAX` SKUs — a home feed, not the catalogue. Without a
 * warehouse, all. `excludeSkuId` leaves out that SKU's whole product.
 */
export const recommendations = (c: CatalogueCtx, paging: Paging & { excludeSkuId?: number | undefined }) =>
  cardPage(c, paging, async (scope, page, cache) => {
    if (!scope.warehouseId) return recommendedCards(c.db, scope, page, paging.excludeSkuId);
    const [choice, excluded] = await Promise.all([
      bestSellerChoice(c.db, scope, cache),
      paging.excludeSkuId ? productOfSku(c.db, paging.excludeSkuId) : undefined,
    ]);
    const best = productsOf(choice);
    const products = excluded === undefined ? best.products : best.products.filter((p) => p !== excluded);
    // Stock is asked for only as deep as the page needs, in growing windows of products: the first
    // a quarter wider than the page (twice as wide read 120 stock rows for a page of 20, 0.23 ms of
    // PostgreSQL against 0.15 for 75), then doubling. Checking all 2,000 best sellers on every
    // view of Home took most of its time. Each product of a window is asked for by its first
    // SKUS_PER_ASK best-selling SKUs at once (a sold-out best seller then rarely costs a second
    // round trip); one whose SKUs are all sold out is asked again by the next ones, so it keeps its
    // place, shown by its next best seller in stock. One read a page, as a rule. The total counts
    // the products found in stock plus those not checked yet — an upper bound that is exact on the
    // last page, which is all an endless list needs (it stops at an empty page).
    const needed = page.offset + page.limit;
    const shown: number[] = [];
    // What the windows read is what the cards show: no second stock read for the page.
    const stock = new Map<number, number>();
    let checked = 0;
    for (let size = needed + Math.ceil(needed / 4); shown.length < needed && checked < products.length; size *= 2) {
      const window = products.slice(checked, checked + size);
      checked += window.length;
      const chosen = new Map<number, number>();
      let asking = window.map((productId) => ({ productId, from: 0 }));
      while (asking.length) {
        const skusOf = (a: { productId: number; from: number }) =>
          best.skus.get(a.productId)!.slice(a.from, a.from + SKUS_PER_ASK);
        const available = await stockOf(c.db, scope.warehouseId, asking.flatMap(skusOf));
        const again: typeof asking = [];
        for (const a of asking) {
          const sku = skusOf(a).find((id) => (available.get(id) ?? 0) > 0);
          if (sku !== undefined) {
            chosen.set(a.productId, sku);
            stock.set(sku, available.get(sku)!);
          } else if (a.from + SKUS_PER_ASK < best.skus.get(a.productId)!.length) {
            again.push({ ...a, from: a.from + SKUS_PER_ASK });
          }
        }
        asking = again;
      }
      for (const productId of window) {
        const sku = chosen.get(productId);
        if (sku !== undefined) shown.push(sku);
      }
    }
    return {
      rows: await cardsOf(c.db, scope, shown.slice(page.offset, page.offset + page.limit), stock),
      total: shown.length + (products.length - checked),
    };
  });

export const promotions = (c: CatalogueCtx, paging: Paging & { kind?: string | undefined }) =>
  cardPage(c, paging, (scope, page, cache) => promotionCards(c.db, scope, page, paging.kind, cache));

export async function specialListPage(c: CatalogueCtx, paging: Paging & { id: number }) {
  const list = await findSpecialList(c.db, paging.id);
  if (!list) throw notFound();
  const page = await cardPage(c, paging, (scope, window, cache) =>
    specialListCards(c.db, scope, window, paging.id, cache),
  );
  return {
    ...page,
    info: { id: list.id, title: pick(list.titles, c.locale), subtitle: pick(list.subtitles, c.locale) },
  };
}

export const specialListsOf = async (c: CatalogueCtx) =>
  (await listSpecialLists(c.db)).map((l) => ({
    id: l.id,
    title: pick(l.titles, c.locale),
    subtitle: pick(l.subtitles, c.locale),
  }));

/** The products the member bought most often, in the current warehouse's prices and stock. */
export const frequentlyBought = (c: CatalogueCtx, memberId: number, paging: Paging) =>
  cardPage(c, paging, (scope, page) => frequentCards(c.db, scope, page, memberId));

export async function bannersFor(c: CatalogueCtx, warehouseId: number | undefined) {
  const scope = await scopeOf(c.db, warehouseId);
  if (!scope) throw notFound();
  return (await listBanners(c.db, scope.countryCode)).map((b) => ({
    id: b.id,
    title: pick(b.titles, c.locale),
    pic: b.pic,
    link: b.link,
  }));
}
