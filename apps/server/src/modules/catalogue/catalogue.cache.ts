import type { Db } from '../../db/client.js';
import type { ChoiceCache } from './card.repository.js';
import type { CardCache, Scope } from './card.rows.repository.js';
import { catalogueStateOf, nextPromotionChange } from './catalogue.repository.js';

/**
 * Caches of what a catalogue read derives from many rows — a keyword's ranked products, the order
 * of a list's SKUs, the category tree — kept only while they stay correct:
 *
 * - each request reads the catalogue version (table `catalogue_version`, bumped by triggers in the
 *   same transaction as any write to products, SKUs, prices, promotions, categories, synonyms,
 *   curated lists or settings); a newer version empties the cache, so a write is seen by the next
 *   request, on every server process alike;
 * - what depends on running promotions (a list's order and membership) also expires when the
 *   country's next promotion after the version was read starts or ends, by the database's clock;
 * - stock is never cached: every card's stock is read fresh, and lists that filter on stock are not
 *   cached at all (stock changes with every order). What else a card shows (name, price,
 *   promotion, options) is catalogue data and kept like the rest, per SKU.
 *
 * One cache per database handle (tests open several in one process), bounded by the number of ids
 * it holds, least recently used out first. A value being computed is shared by the requests that
 * ask for it meanwhile, so a burst of the same request runs the query once.
 */
const MAX_HELD = 2_000_000;

interface Entry {
  value: Promise<unknown>;
  size: number;
  /** Epoch ms (database clock) after which the entry is stale; Infinity for never. */
  expiresAt: number;
}

interface State {
  version: number;
  entries: Map<string, Entry>;
  held: number;
}

const states = new WeakMap<Db, State>();

/** The catalogue as one request sees it: its version, the database's clock and the request's scope. */
export interface CatalogueView {
  db: Db;
  version: number;
  now: number;
  /** Where the request shops (see `Scope`), with cached card rows; null: no such warehouse. */
  scope: (Scope & { currencyCode: string }) | null;
}

/** The request's view of the catalogue, in one read (`catalogueStateOf`). */
export async function viewOf(db: Db, warehouseId?: number): Promise<CatalogueView> {
  const state = await catalogueStateOf(db, warehouseId);
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

function stateOf(view: CatalogueView): State | null {
  let state = states.get(view.db);
  if (!state || view.version > state.version) {
    state = { version: view.version, entries: new Map(), held: 0 };
    states.set(view.db, state);
  }
  // A request that read the version before a write another request has already seen: no cache.
  return state.version === view.version ? state : null;
}

function drop(state: State, key: string) {
  const entry = state.entries.get(key);
  if (!entry) return;
  state.entries.delete(key);
  state.held -= entry.size;
}

/**
 * The value of `key` in this version of the catalogue, computed by `compute` when missing or
 * expired. `size` weighs a value (ids held); `expires` says whether it ends with the current
 * promotions of `expires.countryCode`.
 */
export async function cached<T>(
  view: CatalogueView,
  key: string,
  compute: () => Promise<T>,
  options: { size: (value: T) => number; promotionsOf?: string },
): Promise<T> {
  const state = stateOf(view);
  if (!state) return compute();
  const hit = state.entries.get(key);
  if (hit && hit.expiresAt > view.now) {
    // Most recently used last.
    state.entries.delete(key);
    state.entries.set(key, hit);
    return hit.value as Promise<T>;
  }
  drop(state, key);
  const entry: Entry = { value: Promise.resolve(), size: 0, expiresAt: Infinity };
  entry.value = (async () => {
    const [value, change] = await Promise.all([
      compute(),
      options.promotionsOf ? nextPromotionChange(view.db, options.promotionsOf, view.now) : null,
    ]);
    if (change !== null) entry.expiresAt = Number(change);
    entry.size = options.size(value);
    if (state.entries.get(key) === entry) {
      state.held += entry.size;
      for (const [k] of state.entries) {
        if (state.held <= MAX_HELD) break;
        drop(state, k);
      }
    }
    return value;
  })();
  state.entries.set(key, entry);
  entry.value.catch(() => {
    if (state.entries.get(key) === entry) state.entries.delete(key);
  });
  return entry.value as Promise<T>;
}

/**
 * The values of many `keys` under `prefix`, those missing computed together by one `compute` call
 * (one query for a page's cards, not one per card). Like `cached`, per version and, with
 * `promotionsOf`, until the country's next promotion change; each key weighs 1.
 */
export async function cachedMany<T>(
  view: CatalogueView,
  prefix: string,
  keys: number[],
  compute: (missing: number[]) => Promise<Map<number, T>>,
  options: { promotionsOf?: string } = {},
): Promise<Map<number, T | undefined>> {
  const state = stateOf(view);
  if (!state) return compute(keys);
  const found = new Map<number, Promise<unknown>>();
  const missing: number[] = [];
  for (const k of keys) {
    const key = `${prefix}\u0000${k}`;
    const hit = state.entries.get(key);
    if (hit && hit.expiresAt > view.now) {
      state.entries.delete(key);
      state.entries.set(key, hit);
      found.set(k, hit.value);
    } else {
      drop(state, key);
      missing.push(k);
    }
  }
  if (missing.length) {
    const batch = Promise.all([
      compute(missing),
      options.promotionsOf ? nextPromotionChange(view.db, options.promotionsOf, view.now) : null,
    ]);
    for (const k of missing) {
      const key = `${prefix}\u0000${k}`;
      const entry: Entry = { value: Promise.resolve(), size: 1, expiresAt: Infinity };
      entry.value = batch.then(([values, change]) => {
        if (change !== null) entry.expiresAt = Number(change);
        return values.get(k);
      });
      entry.value.catch(() => {
        if (state.entries.get(key) === entry) drop(state, key);
      });
      state.entries.set(key, entry);
      state.held += 1;
      found.set(k, entry.value);
    }
    for (const [k] of state.entries) {
      if (state.held <= MAX_HELD) break;
      drop(state, k);
    }
  }
  const values = await Promise.all(keys.map((k) => found.get(k)!));
  return new Map(keys.map((k, i) => [k, values[i] as T | undefined]));
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
    cached(view, `choice\u0000${key}`, choose, { size: (c) => c.ids.length, promotionsOf: countryCode });
