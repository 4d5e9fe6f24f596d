import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRowsPrepared } from '../../db/client.js';
import { DEFAULT_LOCALE, type Locale } from '@storefront/contract';
import { type CouponRow, couponRuleOf } from '../coupons/coupons.repository.js';
import type { CouponRule } from '../coupons/evaluate.js';
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
  /** Name, option and unit in the caller's locale (en-US where it has none). */
  name: string;
  spec: string;
  unit: string;
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

const intArray = (ids: number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;

const limitOf = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : fallback;

/**
 * Everything the engine needs for a warehouse and a set of SKUs, in ONE statement (one round trip):
 * the warehouse's country and currency, the SKUs with their price in that country, available stock
 * there (on hand − reserved) and shelf state, the promotions running at `now` that can touch them
 * (their SKU, product, category or ancestor, or the whole store), the warehouse's freight fee,
 * rules and running activities, the cart limits, the distance to the member's own address, the
 * member's unused coupons, and — with `cartOf` — the SKUs are the member's cart lines, read here too.
 * A cart view is then one query after the session: each round trip cost ~0.1 ms of socket writes
 * and driver work on this machine besides the database's own time (docs/performance.md).
 * Null when the warehouse does not exist.
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
    /** The texts (names, options, units, titles) come in this locale only: a third of the bytes. */
    locale: Locale;
  },
): Promise<PricingData | null> {
  const now = input.now.toISOString();
  const wantsAddress = !!(input.addressId && input.memberId);
  const wantsCoupons = !!input.memberId;
  const fromCart = !!input.cartOf;
  // A {locale: text} column as the caller's text, as `pick` would choose it.
  const text = (column: SQL) => sql`coalesce(${column} ->> ${input.locale}, ${column} ->> ${DEFAULT_LOCALE}, '')`;
  // Which SKUs: the member's lines, or the ids given.
  const ids = intArray(input.skuIds);
  const isPriced = (column: SQL) =>
    fromCart ? sql`${column} in (select sku_id from lines)` : sql`${column} = any(${ids})`;
  // A named prepared statement on PostgreSQL (planning it cost about as much as running it, ~1 ms
  // each at 100k SKUs), inside an order's transaction too. Its text varies only by the three flags:
  // at most eight statements per connection.
  const [row] = await queryRowsPrepared<{
    warehouse: PricingData['warehouse'] | null;
    skus: (Omit<PricingSku, 'categoryPath'> & { categoryId: number })[] | null;
    /** [id, parentId] of every category (a few dozen rows): the ancestors are walked here. */
    categories: [number, number | null][] | null;
    promotions:
      (Omit<EnginePromotion, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string; title: string })[] | null;
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
          title: string;
        }[]
      | null;
    settings: Record<string, unknown> | null;
    distanceKm: number | null;
    addressFound: boolean;
    cartLines: [number, number, boolean][] | null;
    coupons: CouponRow[] | null;
  }>(
    db,
    sql`
    with ${
      fromCart
        ? sql`lines as (
      select sku_id, quantity, selected, created_at from cart_line
      where member_id = ${input.cartOf} and warehouse_id = ${input.warehouseId}
    ),`
        : sql``
    }
    w as (
      select w.id, w.country_code as "countryCode", w.latitude, w.longitude, c.currency_code as "currencyCode",
        c.currency_digits as "currencyDigits", c.currency_symbol as "currencySymbol"
      from warehouse w join country c on c.country_code = w.country_code where w.id = ${input.warehouseId}
    ),
    items as (
      select s.id as "productSkuId", p.id as "productId", p.category_id as "categoryId",
        ${text(sql`p.names`)} as name, ${text(sql`s.specs`)} as spec, ${text(sql`s.units`)} as unit,
        p.art, sp.price as "listPrice", s.on_shelf as "onShelf",
        greatest(coalesce(st.on_hand - st.reserved, 0), 0) as available, p.fulfilment, p.bulky
      from sku s
      join product p on p.id = s.product_id
      cross join w
      left join sku_price sp on sp.sku_id = s.id and sp.country_code = w."countryCode"
      left join stock st on st.sku_id = s.id and st.warehouse_id = w.id
      where ${isPriced(sql`s.id`)}
    ),
    promos as (
      -- One indexed probe per scope rather than an OR the planner would scan the table for.
      select x.*, x.sku_id as target from promotion x, w
        where x.scope = 'sku' and ${isPriced(sql`x.sku_id`)} and x.country_code = w."countryCode"
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
        starts_at as "startsAt", ends_at as "endsAt", ${text(sql`titles`)} as title
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
          'startsAt', starts_at, 'endsAt', ends_at, 'title', ${text(sql`titles`)}))
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
               where a.id = ${input.addressId} and a.member_id = ${input.memberId}) as "addressFound",`
          : sql`null::float8 as "distanceKm", true as "addressFound",`
      }
      ${
        fromCart
          ? sql`(select json_agg(json_build_array(sku_id, quantity, selected) order by created_at desc, sku_id)
               from lines) as "cartLines",`
          : sql`null::json as "cartLines",`
      }
      ${
        wantsCoupons
          ? sql`(select json_agg(json_build_object('id', c.id, 'kind', t.kind, 'amount', t.amount, 'percent', t.percent,
                 'maxDiscount', t.max_discount, 'minSpend', t.min_spend, 'scope', t.scope, 'scopeIds', t.scope_ids,
                 'countryCode', t.country_code, 'startsAt', t.starts_at, 'endsAt', t.ends_at, 'names', t.names)
                 order by c.id)
               from member_coupon c join coupon_template t on t.id = c.template_id
               where c.member_id = ${input.memberId} and c.status = 'unused') as coupons`
          : sql`null::json as coupons`
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
      activityTitles: new Map(activities.map((a) => [a.id, a.title])),
      distanceKm: row.distanceKm === null ? null : Number(row.distanceKm),
    },
    limits: {
      maxLineQuantity: limitOf(settings[LIMIT_KEYS.maxLineQuantity], DEFAULT_LIMITS.maxLineQuantity),
      maxLines: limitOf(settings[LIMIT_KEYS.maxLines], DEFAULT_LIMITS.maxLines),
    },
    under18CategoryId: typeof settings.UNDER_18_CATEGORY_ID === 'number' ? settings.UNDER_18_CATEGORY_ID : null,
    addressFound: row.addressFound,
    cartLines: row.cartLines
      ? row.cartLines.map(([id, quantity, selected]) => ({
          productSkuId: Number(id),
          quantity: Number(quantity),
          selected,
        }))
      : null,
    coupons: (row.coupons ?? []).map(couponRuleOf),
  };
}
