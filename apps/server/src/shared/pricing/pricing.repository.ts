import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { Localized } from '../../db/schema/index.js';
import type { CartLimits, EnginePromotion, FreightData, FulfilmentType } from './types.js';

/** The settings keys of the cart limits (seeded in db/seed/settings.ts). */
export const LIMIT_KEYS = { maxLineQuantity: 'CART_LINE_MAX_QUANTITY', maxLines: 'CART_MAX_LINES' } as const;
/** Used when a limit setting is missing or broken, so a bad row can never lift a limit. */
export const DEFAULT_LIMITS: CartLimits = { maxLineQuantity: 99, maxLines: 100 };

export interface PricingSku {
  productSkuId: number;
  productId: number;
  /** The product's category, then its ancestors. */
  categoryPath: number[];
  names: Localized;
  specs: Localized;
  units: Localized;
  art: string;
  /** null: no price in the warehouse's country (not sold there). */
  listPrice: number | null;
  onShelf: boolean;
  available: number;
  fulfilment: FulfilmentType;
  bulky: boolean;
}

export interface PricingData {
  warehouse: {
    id: number;
    countryCode: string;
    latitude: number;
    longitude: number;
    currencyCode: string;
    currencyDigits: number;
    currencySymbol: string;
  };
  skus: PricingSku[];
  promotions: (EnginePromotion & { titles: Localized })[];
  freight: FreightData & { activityTitles: Map<number, Localized> };
  limits: CartLimits;
  under18CategoryId: number | null;
  /** false when an address id was given that is not the member's (the caller answers 404). */
  addressFound: boolean;
}

const intArray = (ids: number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;

const dialect = new PgDialect();

/**
 * On a PostgreSQL pool the pricing read runs as a named prepared statement: planning this
 * statement cost about as much as running it (~1 ms each with 100k SKUs), and every cart view and
 * order runs it. Elsewhere — PGlite, or a transaction (which has no `$client` of its own, so its
 * reads stay inside it) — it runs as plain SQL.
 */
async function queryPrepared<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const client = Object.hasOwn(db, '$client') ? (db as unknown as { $client: unknown }).$client : null;
  const pool = client as { query?: unknown; totalCount?: unknown } | null;
  if (pool && typeof pool.query === 'function' && typeof pool.totalCount === 'number') {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await (pool.query as (q: object) => Promise<{ rows: T[] }>)({ name, text, values: params });
    return result.rows;
  }
  return queryRows<T>(db, query);
}

const limitOf = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : fallback;

/**
 * Everything the engine needs for a warehouse and a set of SKUs, in ONE statement (one round trip):
 * the warehouse's country and currency, the SKUs with their price in that country, available stock
 * there (on hand − reserved) and shelf state, the promotions running at `now` that can touch them
 * (their SKU, product, category or ancestor, or the whole store), the warehouse's freight fee,
 * rules and running activities, the cart limits, and the distance to the member's own address.
 * Null when the warehouse does not exist.
 */
export async function loadPricingData(
  db: Db,
  input: { warehouseId: number; skuIds: number[]; now: Date; addressId?: number | null; memberId?: number | null },
): Promise<PricingData | null> {
  const ids = intArray(input.skuIds);
  const now = input.now.toISOString();
  const wantsAddress = !!(input.addressId && input.memberId);
  const [row] = await queryPrepared<{
    warehouse: PricingData['warehouse'] | null;
    skus: (Omit<PricingSku, 'categoryPath'> & { categoryId: number })[] | null;
    /** [id, parentId] of every category (a few dozen rows): the ancestors are walked here. */
    categories: [number, number | null][] | null;
    promotions:
      (Omit<EnginePromotion, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string; titles: Localized })[] | null;
    basicFee: number | null;
    rules: FreightData['rules'] | null;
    activities:
      | {
          id: number;
          kind: 'free' | 'reduced';
          thresholdAmount: number;
          fee: number;
          startsAt: string;
          endsAt: string;
          titles: Localized;
        }[]
      | null;
    settings: Record<string, unknown> | null;
    distanceKm: number | null;
    addressFound: boolean;
  }>(
    db,
    // The text differs only with and without an address: one statement name each.
    wantsAddress ? 'pricing_read_address_v1' : 'pricing_read_v1',
    sql`
    with w as (
      select w.id, w.country_code as "countryCode", w.latitude, w.longitude, c.currency_code as "currencyCode",
        c.currency_digits as "currencyDigits", c.currency_symbol as "currencySymbol"
      from warehouse w join country c on c.country_code = w.country_code where w.id = ${input.warehouseId}
    ),
    items as (
      select s.id as "productSkuId", p.id as "productId", p.category_id as "categoryId", p.names, s.specs, s.units,
        p.art, sp.price as "listPrice", s.on_shelf as "onShelf",
        greatest(coalesce(st.on_hand - st.reserved, 0), 0) as available, p.fulfilment, p.bulky
      from sku s
      join product p on p.id = s.product_id
      cross join w
      left join sku_price sp on sp.sku_id = s.id and sp.country_code = w."countryCode"
      left join stock st on st.sku_id = s.id and st.warehouse_id = w.id
      where s.id = any(${ids})
    ),
    promos as (
      -- One indexed probe per scope rather than an OR the planner would scan the table for.
      select x.*, x.sku_id as target from promotion x, w
        where x.scope = 'sku' and x.sku_id = any(${ids}) and x.country_code = w."countryCode"
      union all
      select x.*, x.scope_id from promotion x, w
        where x.scope = 'product' and x.country_code = w."countryCode" and x.scope_id in (select "productId" from items)
      union all
      -- Category and store promotions of the country are few; the engine matches categories.
      select x.*, x.scope_id from promotion x, w
        where x.scope in ('category', 'store') and x.country_code = w."countryCode"
    ),
    running as (
      select id, kind, country_code as "countryCode", scope, target as "targetId", promotion_price as "promotionPrice",
        tiers, threshold_amount as "thresholdAmount", reduction_amount as "reductionAmount",
        starts_at as "startsAt", ends_at as "endsAt", titles
      from promos where starts_at <= ${now}::timestamptz and ends_at > ${now}::timestamptz
    )
    select
      (select row_to_json(w) from w) as warehouse,
      (select json_agg(items) from items) as skus,
      (select json_agg(json_build_array(id, parent_id)) from category) as categories,
      (select json_agg(running) from running) as promotions,
      (select basic_fee from warehouse_freight where warehouse_id = ${input.warehouseId}) as "basicFee",
      (select json_agg(json_build_object('kind', kind, 'threshold', threshold, 'fee', fee))
        from freight_rule where warehouse_id = ${input.warehouseId}) as rules,
      (select json_agg(json_build_object('id', id, 'kind', kind, 'thresholdAmount', threshold_amount, 'fee', fee,
          'startsAt', starts_at, 'endsAt', ends_at, 'titles', titles))
        from freight_activity where warehouse_id = ${input.warehouseId}
          and starts_at <= ${now}::timestamptz and ends_at > ${now}::timestamptz) as activities,
      (select json_object_agg(key, value) from app_setting
        where key in (${LIMIT_KEYS.maxLineQuantity}, ${LIMIT_KEYS.maxLines}, 'UNDER_18_CATEGORY_ID')) as settings,
      ${
        wantsAddress
          ? sql`(select 2 * 6371 * asin(sqrt(power(sin(radians(a.latitude - w.latitude) / 2), 2)
                 + cos(radians(w.latitude)) * cos(radians(a.latitude)) * power(sin(radians(a.longitude - w.longitude) / 2), 2)))
               from member_receive_address a, w
               where a.id = ${input.addressId} and a.member_id = ${input.memberId} and a.latitude is not null
                 and a.longitude is not null and not (a.latitude = 0 and a.longitude = 0)) as "distanceKm",
             exists (select 1 from member_receive_address a
               where a.id = ${input.addressId} and a.member_id = ${input.memberId}) as "addressFound"`
          : sql`null::float8 as "distanceKm", true as "addressFound"`
      }`,
  );
  if (!row?.warehouse) return null;
  const parents = new Map(
    (row.categories ?? []).map(([id, parent]) => [Number(id), parent === null ? null : Number(parent)]),
  );
  const pathOf = (id: number) => {
    const path = [id];
    for (let p = parents.get(id); p !== null && p !== undefined && path.length < 20; p = parents.get(p)) path.push(p);
    return path;
  };
  const settings = row.settings ?? {};
  const activities = row.activities ?? [];
  return {
    warehouse: { ...row.warehouse, currencyDigits: Number(row.warehouse.currencyDigits) },
    skus: (row.skus ?? []).map(({ categoryId, ...s }) => ({
      ...s,
      listPrice: s.listPrice === null ? null : Number(s.listPrice),
      available: Number(s.available),
      categoryPath: pathOf(Number(categoryId)),
    })),
    promotions: (row.promotions ?? []).map((p) => ({
      ...p,
      targetId: p.targetId === null ? null : Number(p.targetId),
      promotionPrice: p.promotionPrice === null ? null : Number(p.promotionPrice),
      thresholdAmount: p.thresholdAmount === null ? null : Number(p.thresholdAmount),
      reductionAmount: p.reductionAmount === null ? null : Number(p.reductionAmount),
      startsAt: new Date(p.startsAt),
      endsAt: new Date(p.endsAt),
    })),
    freight: {
      basicFee: Number(row.basicFee ?? 0),
      rules: (row.rules ?? []).map((r) => ({ kind: r.kind, threshold: Number(r.threshold), fee: Number(r.fee) })),
      activities: activities.map((a) => ({
        id: a.id,
        kind: a.kind,
        thresholdAmount: Number(a.thresholdAmount),
        fee: Number(a.fee),
        startsAt: new Date(a.startsAt),
        endsAt: new Date(a.endsAt),
      })),
      activityTitles: new Map(activities.map((a) => [a.id, a.titles])),
      distanceKm: row.distanceKm === null ? null : Number(row.distanceKm),
    },
    limits: {
      maxLineQuantity: limitOf(settings[LIMIT_KEYS.maxLineQuantity], DEFAULT_LIMITS.maxLineQuantity),
      maxLines: limitOf(settings[LIMIT_KEYS.maxLines], DEFAULT_LIMITS.maxLines),
    },
    under18CategoryId: typeof settings.UNDER_18_CATEGORY_ID === 'number' ? settings.UNDER_18_CATEGORY_ID : null,
    addressFound: row.addressFound,
  };
}
