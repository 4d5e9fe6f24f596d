import type { Db } from '../../db/client.js';
import { cached, cachedMany, type VersionView } from '../../shared/catalogue-cache/index.js';
import type { ChoiceCache } from './card.repository.js';
import type { CardCache, Scope } from './card.rows.repository.js';
import { catalogueStateOf } from './catalogue.repository.js';
import { readWithDuePrices } from '../../shared/price-schedule/index.js';

/**
 * The catalogue's reads through the shared cache (`shared/catalogue-cache`: per catalogue version,
 * and until the country's next promotion change for what depends on running promotions). Stock is
 * never cached: every card's stock is read fresh, and lists that filter on stock are not cached at
 * all. What else a card shows (name, price, promotion, options) is kept per SKU.
 */
export { cached };

/** The catalogue as one request sees it: its version, the database's clock and the request's scope. */
export interface CatalogueView extends VersionView {
  /** Where the request shops (see `Scope`), with cached card rows; null: no such warehouse. */
  scope: (Scope & { currencyCode: string }) | null;
}

/** The request's view of the catalogue, in one read (`catalogueStateOf`). */
export async function viewOf(db: Db, warehouseId?: number): Promise<CatalogueView> {
  // A price set ahead whose time has come is applied first: the view then has the version after it.
  const state = await readWithDuePrices(db, () => catalogueStateOf(db, warehouseId));
  const view: CatalogueView = {
    db,
    version: Number(state?.version ?? 0),
    now: Number(state?.now ?? Date.now()),
    scope: null,
  };
  if (state?.countryCode && state.currencyCode) {
    view.scope = {
      countryCode: state.countryCode,
      currencyCode: state.currencyCode,
      warehouseId: warehouseId ?? null,
      cards: cardCache(view, state.countryCode),
    };
  }
  return view;
}

/** Card rows (stock aside) of a country's SKUs, kept for this version and its current promotions. */
export const cardCache =
  (view: CatalogueView, countryCode: string): CardCache =>
  (ids, read) =>
    cachedMany(view, `card\u0000${countryCode}`, ids, read, { promotionsOf: countryCode });

/** A list's choice of SKUs in a country, kept for this version and the country's current promotions. */
export const choiceCache =
  (view: CatalogueView, countryCode: string): ChoiceCache =>
  (key, choose) =>
    cached(view, `choice\u0000${key}`, choose, { promotionsOf: countryCode });
