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
 * One cache per database handle (tests open several in one process), bounded by the bytes its values
 * are taken to hold (`bytesOf`; CATALOGUE_CACHE_MB, `limitCatalogueCache`), least recently used out
 * first. It was bounded by a count of ids and rows (2 M), which let a crawler walking every product
 * page in six languages fill gigabytes: a card or pricing row is ~1.4 kB of heap (measured), an id
 * of a list's choice 8 bytes. A value being computed is shared by the requests that ask for it
 * meanwhile, so a burst of the same request runs the query once.
 */
const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
/** What a row of `cachedMany` is taken to hold until its value has come. */
const PENDING_BYTES = 1_500;
const limits = new WeakMap<object, number>();

/** The byte budget of `db`'s cache (the app sets it from CATALOGUE_CACHE_MB at start). */
export function limitCatalogueCache(db: Db, maxBytes: number): void {
  limits.set(ownerOf(db), maxBytes);
}

/**
 * Bytes a value is taken to hold on the heap: four per character of its JSON (strings of two bytes a
 * character, and the objects and arrays around them), and 200 for its entry. Only when a value is
 * stored, never per request. Checked against pricing's SKU entries: 1.1–2.3 kB estimated (without
 * and with a promotion), 1.4 kB measured on average (the heap of 20,000 of them).
 */
export function bytesOf(value: unknown): number {
  try {
    const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof Map || v instanceof Set ? [...v] : v));
    return 4 * (text?.length ?? 0) + 200;
  } catch {
    return PENDING_BYTES;
  }
}

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
  /** Bytes its entries are taken to hold (`bytesOf`). */
  held: number;
  maxBytes: number;
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
    state = {
      version: view.version,
      entries: new Map(),
      held: 0,
      maxBytes: limits.get(ownerOf(view.db)) ?? DEFAULT_MAX_BYTES,
    };
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

/** Least recently used out until the budget holds. */
function evict(state: State) {
  for (const [k] of state.entries) {
    if (state.held <= state.maxBytes) break;
    drop(state, k);
  }
}

/**
 * The value of `key` in this version of the catalogue, computed by `compute` when missing or
 * expired; with `promotionsOf`, it also ends with the current promotions of that country.
 */
export async function cached<T>(
  view: VersionView,
  key: string,
  compute: () => Promise<T>,
  options: { promotionsOf?: string } = {},
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
    if (state.entries.get(key) === entry) {
      entry.size = bytesOf(value);
      state.held += entry.size;
      evict(state);
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
 * `promotionsOf`, until the country's next promotion change.
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
      const entry: Entry = { value: Promise.resolve(), size: PENDING_BYTES, expiresAt: Infinity };
      entry.value = batch.then(([values, change]) => {
        if (change !== null) entry.expiresAt = Number(change);
        const value = values.get(k);
        if (state.entries.get(key) === entry) {
          const size = bytesOf(value);
          state.held += size - entry.size;
          entry.size = size;
          evict(state);
        }
        return value;
      });
      entry.value.catch(() => {
        if (state.entries.get(key) === entry) drop(state, key);
      });
      state.entries.set(key, entry);
      state.held += entry.size;
      found.set(k, entry.value);
    }
    evict(state);
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
