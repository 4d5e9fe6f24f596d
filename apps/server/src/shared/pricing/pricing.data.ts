import type { Locale } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { cached, cachedMany, type VersionView } from '../catalogue-cache/index.js';
import { couponRuleOf } from '../coupons/coupons.repository.js';
import type { CouponRule } from '../coupons/evaluate.js';
import {
  LIMIT_KEYS,
  type PromotionRow,
  readCountryPromotions,
  readFresh,
  readSkus,
  readWarehouse,
  type SkuRow,
  type WarehouseRows,
} from './pricing.repository.js';
import type { CartLimits, EnginePromotion, FreightData } from './types.js';

export { LIMIT_KEYS };
/** Used when a limit setting is missing or broken, so a bad row can never lift a limit. */
export const DEFAULT_LIMITS: CartLimits = { maxLineQuantity: 99, maxLines: 100 };

/** A SKU as the engine prices it: its catalogue side, its path of categories and its stock. */
export type PricingSku = Omit<SkuRow, 'categoryId'> & {
  /** The product's category, then its ancestors. */
  categoryPath: number[];
  /** On hand − reserved in the warehouse (0 without a stock row). */
  available: number;
};

export interface PricingData {
  warehouse: NonNullable<WarehouseRows['warehouse']>;
  skus: PricingSku[];
  /** The promotions running at `now` that can touch the SKUs (their SKU, product, category, store). */
  promotions: (EnginePromotion & { title: string })[];
  freight: FreightData & { activityTitles: Map<number, string> };
  limits: CartLimits;
  under18CategoryId: number | null;
  /** false when an address id was given that is not the member's (the caller answers 404). */
  addressFound: boolean;
  /** With `cartOf`: the member's cart lines of the warehouse, newest first; otherwise null. */
  cartLines: { productSkuId: number; quantity: number; selected: boolean }[] | null;
  /** With `memberId`: the member's unused coupons (the engine judges their windows); otherwise []. */
  coupons: CouponRule[];
}

/**
 * How far back a cached read keeps ended promotions and freight activities: an entry read at T
 * holds everything that ends after T − this, and serves any `now` from then on (the window is
 * judged per request). A `now` before it (a test's instant in the past) reads afresh.
 */
const KEEP_ENDED_MS = 60 * 60 * 1000;

/** What a warehouse's cached entry holds: its rows, read with texts in one locale, as of `from`. */
interface WarehouseEntry {
  from: number;
  rows: WarehouseRows;
  parents: Map<number, number | null>;
}

interface SkuEntry {
  from: number;
  sku: SkuRow | undefined;
  /** Its SKU promotions and its product's, not ended by `from`. */
  promotions: (PromotionRow & { targetId: number })[];
}

interface CountryEntry {
  from: number;
  promotions: (PromotionRow & { targetId: number | null })[];
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

function pathOf(parents: Map<number, number | null>, id: number) {
  const path = [id];
  for (let p = parents.get(id); p !== null && p !== undefined && path.length < 20; p = parents.get(p)) path.push(p);
  return path;
}

const limitOf = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : fallback;

const running = (p: { startsAt: string | Date; endsAt: string | Date }, now: number) =>
  new Date(p.startsAt).getTime() <= now && new Date(p.endsAt).getTime() > now;

/**
 * Everything the engine needs for a warehouse and a set of SKUs (or, with `cartOf`, the member's own
 * cart lines), as of `now`. One statement per call (`readFresh`: the version, lines, stock,
 * address, coupons); the catalogue side comes from the catalogue cache of that version — read on a
 * miss, kept until the next catalogue write (shared/catalogue-cache). A cart view re-read 20 SKUs'
 * names, prices and promotions, the category tree and the freight on every call, which was most of
 * its database time (docs/performance.md). Null when the warehouse does not exist.
 */
export async function loadPricingData(
  db: Db,
  input: {
    warehouseId: number;
    /** The SKUs to price; ignored with `cartOf`. */
    skuIds: number[];
    now: Date;
    addressId?: number | null;
    memberId?: number | null;
    /** Price this member's own cart lines of the warehouse (the member's id; scoped by it). */
    cartOf?: number | null;
    /** The texts (names, options, units, titles) come in this locale only. */
    locale: Locale;
  },
): Promise<PricingData | null> {
  const now = input.now.getTime();
  const fresh = await readFresh(db, {
    warehouseId: input.warehouseId,
    skuIds: input.skuIds,
    cartOf: input.cartOf ?? null,
    addressId: input.addressId && input.memberId ? input.addressId : null,
    memberId: input.memberId ?? null,
  });
  const view: VersionView = { db, version: Number(fresh.version ?? 0), now };
  const from = Math.min(now, Date.now()) - KEEP_ENDED_MS;
  const fromIso = new Date(from).toISOString();
  const { locale, warehouseId } = input;

  let w = await cached<WarehouseEntry>(
    view,
    `pricing-w\u0000${warehouseId}\u0000${locale}`,
    () => readWarehouseEntry(db, warehouseId, locale, from, fromIso),
    { size: () => 1 },
  );
  if (w.from > now) w = await readWarehouseEntry(db, warehouseId, locale, from, fromIso);
  const warehouse = w.rows.warehouse;
  if (!warehouse) return null;
  const country = warehouse.countryCode;

  const cartLines = fresh.cartLines
    ? fresh.cartLines.map(([id, quantity, selected]) => ({
        productSkuId: Number(id),
        quantity: Number(quantity),
        selected,
      }))
    : null;
  const ids = cartLines ? cartLines.map((l) => l.productSkuId) : [...new Set(input.skuIds.map((n) => Math.trunc(n)))];
  const [skuEntries, countryEntry] = await Promise.all([
    cachedMany<SkuEntry>(view, `pricing-s\u0000${country}\u0000${locale}`, ids, (missing) =>
      readSkuEntries(db, missing, country, locale, from, fromIso),
    ),
    cached<CountryEntry>(
      view,
      `pricing-c\u0000${country}\u0000${locale}`,
      async () => ({ from, promotions: await readCountryPromotions(db, country, locale, fromIso) }),
      { size: (e) => e.promotions.length + 1 },
    ),
  ]);
  let entries = ids.map((id) => skuEntries.get(id));
  let countryPromotions = countryEntry.promotions;
  if (countryEntry.from > now || entries.some((e) => e && e.from > now)) {
    // Filled by a request of a later instant than this one's `now`: read for this instant.
    const missing = await readSkuEntries(db, ids, country, locale, from, fromIso);
    entries = ids.map((id) => missing.get(id));
    countryPromotions = await readCountryPromotions(db, country, locale, fromIso);
  }

  const available = new Map((fresh.stock ?? []).map(([id, n]) => [Number(id), Number(n)]));
  const promotions = new Map<number, PromotionRow & { targetId: number | null }>();
  const skus: PricingSku[] = [];
  for (const e of entries) {
    if (!e?.sku) continue;
    const { categoryId, ...s } = e.sku;
    skus.push({
      ...s,
      listPrice: num(s.listPrice),
      available: available.get(s.productSkuId) ?? 0,
      categoryPath: pathOf(w.parents, Number(categoryId)),
    });
    for (const p of e.promotions) promotions.set(p.id, p);
  }
  for (const p of countryPromotions) promotions.set(p.id, p);

  const rows = w.rows;
  const settings = rows.settings ?? {};
  const activities = (rows.activities ?? []).filter((a) => running(a, now));
  return {
    warehouse: { ...warehouse, currencyDigits: Number(warehouse.currencyDigits) },
    skus,
    promotions: [...promotions.values()]
      .filter((p) => running(p, now))
      .map((p) => ({
        ...p,
        targetId: num(p.targetId),
        promotionPrice: num(p.promotionPrice),
        thresholdAmount: num(p.thresholdAmount),
        reductionAmount: num(p.reductionAmount),
        startsAt: new Date(p.startsAt),
        endsAt: new Date(p.endsAt),
      })),
    freight: {
      basicFee: Number(rows.basicFee ?? 0),
      rules: (rows.rules ?? []).map((r) => ({ kind: r.kind, threshold: Number(r.threshold), fee: Number(r.fee) })),
      activities: activities.map((a) => ({
        id: a.id,
        kind: a.kind,
        thresholdAmount: Number(a.thresholdAmount),
        fee: Number(a.fee),
        startsAt: new Date(a.startsAt),
        endsAt: new Date(a.endsAt),
      })),
      activityTitles: new Map(activities.map((a) => [a.id, a.title])),
      distanceKm: fresh.distanceKm === null ? null : Number(fresh.distanceKm),
    },
    limits: {
      maxLineQuantity: limitOf(settings[LIMIT_KEYS.maxLineQuantity], DEFAULT_LIMITS.maxLineQuantity),
      maxLines: limitOf(settings[LIMIT_KEYS.maxLines], DEFAULT_LIMITS.maxLines),
    },
    under18CategoryId: typeof settings.UNDER_18_CATEGORY_ID === 'number' ? settings.UNDER_18_CATEGORY_ID : null,
    addressFound: fresh.addressFound,
    cartLines,
    coupons: (fresh.coupons ?? []).map(couponRuleOf),
  };
}

async function readWarehouseEntry(
  db: Db,
  warehouseId: number,
  locale: Locale,
  from: number,
  fromIso: string,
): Promise<WarehouseEntry> {
  const rows = await readWarehouse(db, warehouseId, locale, fromIso);
  const parents = new Map(
    (rows.categories ?? []).map(([id, parent]) => [Number(id), parent === null ? null : Number(parent)]),
  );
  return { from, rows, parents };
}

async function readSkuEntries(
  db: Db,
  ids: number[],
  country: string,
  locale: Locale,
  from: number,
  fromIso: string,
): Promise<Map<number, SkuEntry>> {
  const read = await readSkus(db, ids, country, locale, fromIso);
  const byProduct = new Map<number, (PromotionRow & { targetId: number })[]>();
  const bySku = new Map<number, (PromotionRow & { targetId: number })[]>();
  for (const p of read.promotions ?? []) {
    const into = p.scope === 'sku' ? bySku : byProduct;
    const target = Number(p.targetId);
    into.set(target, [...(into.get(target) ?? []), p]);
  }
  const entries = new Map<number, SkuEntry>();
  for (const s of read.skus ?? []) {
    const promotions = [...(bySku.get(s.productSkuId) ?? []), ...(byProduct.get(s.productId) ?? [])];
    entries.set(s.productSkuId, { from, sku: s, promotions });
  }
  // An id that is no SKU is kept as such for this version too (creating it bumps the version).
  for (const id of ids) if (!entries.has(id)) entries.set(id, { from, sku: undefined, promotions: [] });
  return entries;
}
