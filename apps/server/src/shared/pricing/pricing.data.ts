import { readWithDuePrices } from '../price-schedule/index.js';
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

/** A promotion as the engine takes it, with its window in epoch ms for the per-call check. */
type PreparedPromotion = PricingData['promotions'][number] & { startMs: number; endMs: number };
type PreparedActivity = FreightData['activities'][number] & { title: string; startMs: number; endMs: number };

/**
 * What a warehouse's cached entry holds, prepared once (numbers, dates, the category tree), texts
 * in one locale, as of `from`: a call only filters the windows.
 */
interface WarehouseEntry {
  from: number;
  warehouse: PricingData['warehouse'] | null;
  basicFee: number;
  rules: FreightData['rules'];
  activities: PreparedActivity[];
  limits: CartLimits;
  under18CategoryId: number | null;
  parents: Map<number, number | null>;
}

interface SkuEntry {
  from: number;
  sku: Omit<PricingSku, 'available'> | undefined;
  /** Its SKU promotions and its product's, not ended by `from`. */
  promotions: PreparedPromotion[];
}

interface CountryEntry {
  from: number;
  promotions: PreparedPromotion[];
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

function pathOf(parents: Map<number, number | null>, id: number) {
  const path = [id];
  for (let p = parents.get(id); p !== null && p !== undefined && path.length < 20; p = parents.get(p)) path.push(p);
  return path;
}

const limitOf = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : fallback;

const runs = (p: { startMs: number; endMs: number }, now: number) => p.startMs <= now && p.endMs > now;

/** The instant a cache fill reads from, as the SQL takes it (only on a miss). */
const isoOf = (ms: number) => new Date(ms).toISOString();

function preparePromotion(p: PromotionRow & { targetId: number | string | null }): PreparedPromotion {
  const startsAt = new Date(p.startsAt);
  const endsAt = new Date(p.endsAt);
  return {
    ...p,
    targetId: num(p.targetId),
    promotionPrice: num(p.promotionPrice),
    thresholdAmount: num(p.thresholdAmount),
    reductionAmount: num(p.reductionAmount),
    startsAt,
    endsAt,
    startMs: startsAt.getTime(),
    endMs: endsAt.getTime(),
  };
}

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
  const fresh = await readWithDuePrices(db, () =>
    readFresh(db, {
      warehouseId: input.warehouseId,
      skuIds: input.skuIds,
      cartOf: input.cartOf ?? null,
      addressId: input.addressId && input.memberId ? input.addressId : null,
      memberId: input.memberId ?? null,
    }),
  );
  const view: VersionView = { db, version: Number(fresh.version ?? 0), now };
  const from = Math.min(now, Date.now()) - KEEP_ENDED_MS;
  const { locale, warehouseId } = input;

  let w = await cached<WarehouseEntry>(view, `pricing-w\u0000${warehouseId}\u0000${locale}`, () =>
    readWarehouseEntry(db, warehouseId, locale, from),
  );
  if (w.from > now) w = await readWarehouseEntry(db, warehouseId, locale, from);
  const { warehouse, parents } = w;
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
  const readCountry = async (): Promise<CountryEntry> => ({
    from,
    promotions: (await readCountryPromotions(db, country, locale, isoOf(from))).map(preparePromotion),
  });
  const [skuEntries, countryEntry] = await Promise.all([
    cachedMany<SkuEntry>(view, `pricing-s\u0000${country}\u0000${locale}`, ids, (missing) =>
      readSkuEntries(db, missing, { country, locale, parents, from }),
    ),
    cached<CountryEntry>(view, `pricing-c\u0000${country}\u0000${locale}`, readCountry),
  ]);
  let entries = ids.map((id) => skuEntries.get(id));
  let countryPromotions = countryEntry.promotions;
  if (countryEntry.from > now || entries.some((e) => e && e.from > now)) {
    // Filled by a request of a later instant than this one's `now`: read for this instant.
    const read = await readSkuEntries(db, ids, { country, locale, parents, from });
    entries = ids.map((id) => read.get(id));
    countryPromotions = (await readCountry()).promotions;
  }

  const available = new Map((fresh.stock ?? []).map(([id, n]) => [Number(id), Number(n)]));
  // The entries' objects are shared by every call of this version: the engine does not change
  // its input, and nothing here changes them either.
  const promotions = new Map<number, PreparedPromotion>();
  const skus: PricingSku[] = [];
  for (const e of entries) {
    if (!e?.sku) continue;
    skus.push({ ...e.sku, available: available.get(e.sku.productSkuId) ?? 0 });
    for (const p of e.promotions) if (runs(p, now)) promotions.set(p.id, p);
  }
  for (const p of countryPromotions) if (runs(p, now)) promotions.set(p.id, p);
  const activities = w.activities.filter((a) => runs(a, now));
  return {
    warehouse,
    skus,
    promotions: [...promotions.values()],
    freight: {
      basicFee: w.basicFee,
      rules: w.rules,
      activities,
      activityTitles: new Map(activities.map((a) => [a.id, a.title])),
      distanceKm: fresh.distanceKm === null ? null : Number(fresh.distanceKm),
    },
    limits: w.limits,
    under18CategoryId: w.under18CategoryId,
    addressFound: fresh.addressFound,
    cartLines,
    coupons: (fresh.coupons ?? []).map(couponRuleOf),
  };
}

async function readWarehouseEntry(db: Db, warehouseId: number, locale: Locale, from: number): Promise<WarehouseEntry> {
  const rows = await readWarehouse(db, warehouseId, locale, isoOf(from));
  const settings = rows.settings ?? {};
  return {
    from,
    warehouse: rows.warehouse && { ...rows.warehouse, currencyDigits: Number(rows.warehouse.currencyDigits) },
    basicFee: Number(rows.basicFee ?? 0),
    rules: (rows.rules ?? []).map((r) => ({ kind: r.kind, threshold: Number(r.threshold), fee: Number(r.fee) })),
    activities: (rows.activities ?? []).map((a) => {
      const startsAt = new Date(a.startsAt);
      const endsAt = new Date(a.endsAt);
      return {
        id: a.id,
        kind: a.kind,
        thresholdAmount: Number(a.thresholdAmount),
        fee: Number(a.fee),
        startsAt,
        endsAt,
        title: a.title,
        startMs: startsAt.getTime(),
        endMs: endsAt.getTime(),
      };
    }),
    limits: {
      maxLineQuantity: limitOf(settings[LIMIT_KEYS.maxLineQuantity], DEFAULT_LIMITS.maxLineQuantity),
      maxLines: limitOf(settings[LIMIT_KEYS.maxLines], DEFAULT_LIMITS.maxLines),
    },
    under18CategoryId: typeof settings.UNDER_18_CATEGORY_ID === 'number' ? settings.UNDER_18_CATEGORY_ID : null,
    parents: new Map(
      (rows.categories ?? []).map(([id, parent]) => [Number(id), parent === null ? null : Number(parent)]),
    ),
  };
}

async function readSkuEntries(
  db: Db,
  ids: number[],
  at: { country: string; locale: Locale; parents: Map<number, number | null>; from: number },
): Promise<Map<number, SkuEntry>> {
  const read = await readSkus(db, ids, at.country, at.locale, isoOf(at.from));
  const byProduct = new Map<number, PreparedPromotion[]>();
  const bySku = new Map<number, PreparedPromotion[]>();
  for (const row of read.promotions ?? []) {
    const p = preparePromotion(row);
    const into = p.scope === 'sku' ? bySku : byProduct;
    into.set(p.targetId!, [...(into.get(p.targetId!) ?? []), p]);
  }
  const entries = new Map<number, SkuEntry>();
  for (const { categoryId, ...s } of read.skus ?? []) {
    entries.set(s.productSkuId, {
      from: at.from,
      sku: { ...s, listPrice: num(s.listPrice), categoryPath: pathOf(at.parents, Number(categoryId)) },
      promotions: [...(bySku.get(s.productSkuId) ?? []), ...(byProduct.get(s.productId) ?? [])],
    });
  }
  // An id that is no SKU is kept as such for this version too (creating it bumps the version).
  for (const id of ids) if (!entries.has(id)) entries.set(id, { from: at.from, sku: undefined, promotions: [] });
  return entries;
}
