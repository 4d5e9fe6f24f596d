import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

/**
 * Caches of what is derived from catalogue rows (a declared shared service: the catalogue's lists
 * and search, and the pricing engine's SKU, promotion and freight rows), kept only while they stay
 * correct:
 *
 * - each request reads the catalogue version (table `catalogue_version`, bumped by triggers in the
 *   same transaction as any write to products, SKUs, prices, promotions, categories, synonyms,
 *   curated lists, settings, countries, warehouses and their freight); a newer version empties the
 *   cache, so a write is seen by the next request, on every server process alike;
 * - what depends on running promotions (a list's order and membership) also expires when the
 *   country's next promotion after the version was read starts or ends, by the database's clock;
 * - stock is never cached: it changes with every order, and every reader reads it fresh.
 *
 * One cache per database handle (tests open several in one process), bounded by the number of ids
 * it holds, least recently used out first. A value being computed is shared by the requests that
 * ask for it meanwhile, so a burst of the same request runs the query once.
 */
const MAX_HELD = 2_000_000;

/** What a request read before using the cache: the version, and the instant it judges expiries at. */
export interface VersionView {
  /** The database or transaction the request reads with (a transaction shares its database's cache). */
  db: Db;
  version: number;
  /** Epoch ms: the catalogue reads the database's clock with its version; pricing its own `now`. */
  now: number;
}

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

const states = new WeakMap<object, State>();

/**
 * Whose cache a handle uses: a database and the transactions opened on it share one. drizzle gives
 * a transaction the same dialect object as the database it was opened on (and each database its
 * own), so the dialect names the database; checkout prices inside the placing transaction with the
 * same cache as the cart view. The version a transaction reads is its own snapshot's, and a version
 * is never reused after a rollback (a sequence, migration 0015), so what it fills stays true.
 */
const ownerOf = (db: Db): object => (db as unknown as { dialect?: object }).dialect ?? db;

function stateOf(view: VersionView): State | null {
  let state = states.get(ownerOf(view.db));
  if (!state || view.version > state.version) {
    state = { version: view.version, entries: new Map(), held: 0 };
    states.set(ownerOf(view.db), state);
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
  view: VersionView,
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
  view: VersionView,
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

/** When, after `since` (epoch ms), the country's next promotion starts or ends (epoch ms), or null. */
export const nextPromotionChange = (db: Db, countryCode: string, since: number) =>
  queryRows<{ at: number | null }>(
    db,
    sql`select (extract(epoch from least(
      (select min(starts_at) from promotion where country_code = ${countryCode} and starts_at > to_timestamp(${since / 1000}::float8)),
      (select min(ends_at) from promotion where country_code = ${countryCode} and ends_at > to_timestamp(${since / 1000}::float8))
    )) * 1000)::float8 as at`,
  ).then((r) => (r[0]?.at == null ? null : Number(r[0].at)));
