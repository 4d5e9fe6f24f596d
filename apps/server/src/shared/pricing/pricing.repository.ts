import { PRICE_DUE } from '../price-schedule/index.js';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRowsPrepared } from '../../db/client.js';
import { DEFAULT_LOCALE, type Locale } from '@storefront/contract';
import type { CouponRow } from '../coupons/coupons.repository.js';
import type { EnginePromotion, FreightData, FulfilmentType } from './types.js';

/**
 * The pricing engine's reads. What changes with every cart view or order — the member's lines,
 * stock, their coupons and address — is read fresh, in one statement with the catalogue version
 * (`readFresh`). What only a catalogue write changes — a warehouse's currency and freight, SKUs'
 * names and prices, promotions — is read by the other three when `pricing.data.ts` finds it missing
 * from the catalogue cache. Every text comes in the caller's locale only (en-US where it has none).
 */

/** The settings keys of the cart limits (seeded in db/seed/settings.ts). */
export const LIMIT_KEYS = { maxLineQuantity: 'CART_LINE_MAX_QUANTITY', maxLines: 'CART_MAX_LINES' } as const;

/** A promotion as read, with its title in the caller's locale; `ends` after the read's `from`. */
export type PromotionRow = Omit<EnginePromotion, 'startsAt' | 'endsAt'> & {
  startsAt: string;
  endsAt: string;
  title: string;
};

/** A SKU's catalogue side: everything priced but its stock. */
export interface SkuRow {
  productSkuId: number;
  productId: number;
  categoryId: number;
  name: string;
  spec: string;
  unit: string;
  art: string;
  /** The main uploaded photo, if any. */
  photo: string | null;
  /** null: no price in the country (not sold there). */
  listPrice: number | null;
  onShelf: boolean;
  fulfilment: FulfilmentType;
  bulky: boolean;
}

export interface WarehouseRows {
  warehouse: {
    id: number;
    countryCode: string;
    latitude: number;
    longitude: number;
    currencyCode: string;
    currencyDigits: number;
    currencySymbol: string;
  } | null;
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
  /** [id, parentId] of every category (a few dozen rows): ancestors are walked in Node. */
  categories: [number, number | null][] | null;
}

const intArray = (ids: number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;
// A {locale: text} column as the caller's text, as `pick` would choose it.
const textIn = (locale: Locale, column: SQL) =>
  sql`coalesce(${column} ->> ${locale}, ${column} ->> ${DEFAULT_LOCALE}, '')`;
const promotionColumns = (locale: Locale) => sql`id, kind, country_code as "countryCode", scope,
  promotion_price as "promotionPrice", tiers, threshold_amount as "thresholdAmount",
  reduction_amount as "reductionAmount", starts_at as "startsAt", ends_at as "endsAt",
  ${textIn(locale, sql`titles`)} as title`;

/**
 * The fresh part of a pricing, in ONE statement (named and prepared: its text varies only by the
 * three flags): the catalogue version the cached part must match, the member's own cart lines of
 * the warehouse (`cartOf`, newest first) or the ids given, the available stock there (on hand −
 * reserved) of those SKUs, the distance to the member's own address, and the member's unused coupons.
 */
export const readFresh = (
  db: Db,
  input: {
    warehouseId: number;
    skuIds: number[];
    cartOf: number | null;
    addressId: number | null;
    memberId: number | null;
  },
) => {
  const fromCart = input.cartOf !== null;
  const wantsAddress = input.addressId !== null && input.memberId !== null;
  const skus = fromCart ? sql`(select sku_id from lines)` : sql`(select unnest(${intArray(input.skuIds)}))`;
  return queryRowsPrepared<{
    version: number | null;
    /** A price set ahead is due: applied, then this is read again (shared/price-schedule). */
    priceDue: boolean;
    cartLines: [number, number, boolean][] | null;
    /** [skuId, available] of the SKUs that have a stock row in the warehouse. */
    stock: [number, number][] | null;
    distanceKm: number | null;
    addressFound: boolean;
    coupons: CouponRow[] | null;
  }>(
    db,
    sql`
    ${
      fromCart
        ? sql`with lines as (
      select sku_id, quantity, selected, created_at from cart_line
      where member_id = ${input.cartOf} and warehouse_id = ${input.warehouseId}
    )`
        : sql``
    }
    select
      (select version from catalogue_version where id = 1) as version, ${PRICE_DUE},
      ${
        fromCart
          ? sql`(select json_agg(json_build_array(sku_id, quantity, selected) order by created_at desc, sku_id)
               from lines) as "cartLines",`
          : sql`null::json as "cartLines",`
      }
      (select json_agg(json_build_array(st.sku_id, greatest(st.on_hand - st.reserved, 0)))
        from stock st where st.warehouse_id = ${input.warehouseId} and st.sku_id in ${skus}) as stock,
      ${
        wantsAddress
          ? sql`(select 2 * 6371 * asin(sqrt(power(sin(radians(a.latitude - w.latitude) / 2), 2)
                 + cos(radians(w.latitude)) * cos(radians(a.latitude)) * power(sin(radians(a.longitude - w.longitude) / 2), 2)))
               from member_receive_address a, warehouse w
               where w.id = ${input.warehouseId} and a.id = ${input.addressId} and a.member_id = ${input.memberId}
                 and a.latitude is not null and a.longitude is not null and not (a.latitude = 0 and a.longitude = 0)) as "distanceKm",
             exists (select 1 from member_receive_address a
               where a.id = ${input.addressId} and a.member_id = ${input.memberId}) as "addressFound",`
          : sql`null::float8 as "distanceKm", true as "addressFound",`
      }
      ${
        input.memberId !== null
          ? sql`(select json_agg(json_build_object('id', c.id, 'kind', t.kind, 'amount', t.amount, 'percent', t.percent,
                 'maxDiscount', t.max_discount, 'minSpend', t.min_spend, 'scope', t.scope, 'scopeIds', t.scope_ids,
                 'countryCode', t.country_code, 'startsAt', t.starts_at, 'endsAt', t.ends_at, 'names', t.names)
                 order by c.id)
               from member_coupon c join coupon_template t on t.id = c.template_id
               where c.member_id = ${input.memberId} and c.status = 'unused') as coupons`
          : sql`null::json as coupons`
      }`,
  ).then((r) => r[0]!);
};

/**
 * A warehouse's side of pricing: its country and currency, delivery fee, fee rules, the freight
 * activities not ended by `from` (ISO instant), the cart settings, and the category tree.
 */
export const readWarehouse = (db: Db, warehouseId: number, locale: Locale, from: string) =>
  queryRowsPrepared<WarehouseRows>(
    db,
    sql`select
      (select row_to_json(w) from (
        select w.id, w.country_code as "countryCode", w.latitude, w.longitude, c.currency_code as "currencyCode",
          c.currency_digits as "currencyDigits", c.currency_symbol as "currencySymbol"
        from warehouse w join country c on c.country_code = w.country_code where w.id = ${warehouseId}
      ) w) as warehouse,
      (select basic_fee from warehouse_freight where warehouse_id = ${warehouseId}) as "basicFee",
      (select json_agg(json_build_object('kind', kind, 'threshold', threshold, 'fee', fee))
        from freight_rule where warehouse_id = ${warehouseId}) as rules,
      (select json_agg(json_build_object('id', id, 'kind', kind, 'thresholdAmount', threshold_amount, 'fee', fee,
          'startsAt', starts_at, 'endsAt', ends_at, 'title', ${textIn(locale, sql`titles`)}) order by id)
        from freight_activity where warehouse_id = ${warehouseId} and ends_at > ${from}::timestamptz) as activities,
      (select json_object_agg(key, value) from app_setting
        where key in (${LIMIT_KEYS.maxLineQuantity}, ${LIMIT_KEYS.maxLines}, 'UNDER_18_CATEGORY_ID')) as settings,
      (select json_agg(json_build_array(id, parent_id)) from category) as categories`,
  ).then((r) => r[0]!);

/** A country's category and store promotions not ended by `from` (few: the engine matches them). */
export const readCountryPromotions = (db: Db, countryCode: string, locale: Locale, from: string) =>
  queryRowsPrepared<{ promotions: (PromotionRow & { targetId: number | null })[] | null }>(
    db,
    sql`select json_agg(x order by x.id) as promotions from (
      select ${promotionColumns(locale)}, scope_id as "targetId" from promotion
      where country_code = ${countryCode} and scope in ('category', 'store') and ends_at > ${from}::timestamptz
    ) x`,
  ).then((r) => r[0]?.promotions ?? []);

/**
 * SKUs' catalogue side in a country, and the SKU and product promotions of the country not ended
 * by `from` that touch them (one indexed probe per scope rather than an OR the planner would scan
 * the table for). Ids that are no SKU are missing from `skus`.
 */
export const readSkus = (db: Db, skuIds: number[], countryCode: string, locale: Locale, from: string) =>
  queryRowsPrepared<{
    skus: SkuRow[] | null;
    promotions: (PromotionRow & { targetId: number })[] | null;
  }>(
    db,
    sql`with items as (
      select s.id as "productSkuId", p.id as "productId", p.category_id as "categoryId",
        ${textIn(locale, sql`p.names`)} as name, ${textIn(locale, sql`s.specs`)} as spec,
        ${textIn(locale, sql`s.units`)} as unit, p.art, p.photos[1] as photo, sp.price as "listPrice", s.on_shelf as "onShelf",
        p.fulfilment, p.bulky
      from sku s
      join product p on p.id = s.product_id
      left join sku_price sp on sp.sku_id = s.id and sp.country_code = ${countryCode}
      where s.id = any(${intArray(skuIds)})
    )
    select
      (select json_agg(items) from items) as skus,
      (select json_agg(x order by x.scope desc, x.id) from (
        select ${promotionColumns(locale)}, sku_id as "targetId" from promotion
          where scope = 'sku' and sku_id = any(${intArray(skuIds)}) and country_code = ${countryCode}
            and ends_at > ${from}::timestamptz
        union all
        select ${promotionColumns(locale)}, scope_id from promotion
          where scope = 'product' and country_code = ${countryCode} and ends_at > ${from}::timestamptz
            and scope_id in (select "productId" from items)
      ) x) as promotions`,
  ).then((r) => r[0]!);
