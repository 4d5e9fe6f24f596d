import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, queryRowsPrepared } from '../../db/client.js';

/**
 * What a card shows, read for SKUs already chosen (a list's page, see card.repository.ts, or the
 * SKUs of one product), and their stock.
 *
 * Cards show a SKU's own promotions (scope `sku`); full reductions over a product, category or the
 * whole store are priced in the cart (shared/pricing), not tagged on every card.
 */
export interface Scope {
  countryCode: string;
  /** Stock is read for this warehouse; null lists without stock. */
  warehouseId: number | null;
  /** Card rows of this country as of the request's catalogue version (catalogue.cache.ts). */
  cards?: CardCache;
}

/**
 * Keeps card rows (stock aside) while the catalogue and the country's running promotions do not
 * change: `read` reads the rows of the ids it is not holding, in one query.
 */
export type CardCache = (
  ids: number[],
  read: (missing: number[]) => Promise<Map<number, CardRow>>,
) => Promise<Map<number, CardRow | undefined>>;

export interface CardRow {
  productSkuId: number;
  productId: number;
  categoryId: number;
  names: Record<string, string>;
  art: string;
  /** Uploaded photos, the main one first (empty: the generated picture). */
  photos: string[];
  specs: Record<string, string>;
  units: Record<string, string>;
  salesCount: number;
  basePrice: number;
  promotionId: number | null;
  promotionKind: 'price' | 'ladder' | 'fullReduction' | null;
  promotionPrice: number | null;
  tiers: { minQuantity: number; price: number }[] | null;
  promotionTitles: Record<string, string> | null;
  thresholdAmount: number | null;
  reductionAmount: number | null;
  promotionEndsAt: string | Date | null;
  stock: number | null;
  /** The product's SKUs on the shelf and priced in the country (at least 1: this one). */
  optionCount: number;
  /** The lowest and highest unit price a shopper pays now over those SKUs (a promotion price when one runs). */
  priceMin: number | null;
  priceMax: number | null;
}

export const stockJoin = (scope: Scope) =>
  scope.warehouseId ? sql`left join stock st on st.sku_id = s.id and st.warehouse_id = ${scope.warehouseId}` : sql``;

export const running = (scope: Scope) =>
  sql`x.country_code = ${scope.countryCode} and x.starts_at <= now() and x.ends_at > now()`;

/** Available stock: on hand minus reserved, never negative; null without a warehouse. */
export const stockExpr = (scope: Scope) =>
  scope.warehouseId ? sql`greatest(coalesce(st.on_hand - st.reserved, 0), 0)` : sql`null::int`;

/**
 * The product's options as a card shows them: its SKUs on the shelf with a price in the country,
 * how many, and the range of what one unit costs now — the price promotion of each when one runs
 * (the same first running promotion a card shows), else its price. A few SKUs per product, each an
 * indexed probe, for the 20 cards of a page.
 */
const optionsOf = (scope: Scope) => sql`left join lateral (
    select count(*)::int as n, min(u.price)::float8 as lo, max(u.price)::float8 as hi from (
      select case when xp.kind = 'price' and xp.promotion_price is not null then xp.promotion_price else op.price end as price
      from sku o
      join sku_price op on op.sku_id = o.id and op.country_code = ${scope.countryCode}
      left join lateral (
        select x.kind, x.promotion_price from promotion x where x.sku_id = o.id and ${running(scope)} order by x.id limit 1
      ) xp on true
      where o.product_id = s.product_id and o.on_shelf
    ) u
  ) opt on true`;

/** Everything a card shows, for the few SKUs of one page: the promotion is an indexed probe each. */
const selectCards = (scope: Scope, which: SQL) => sql`
  select s.id as "productSkuId", p.id as "productId", p.category_id as "categoryId", p.names, p.art, p.photos,
    s.specs, s.units, s.sales_count as "salesCount", sp.price::float8 as "basePrice",
    pr.id as "promotionId", pr.kind as "promotionKind", pr.promotion_price::float8 as "promotionPrice",
    pr.tiers, pr.titles as "promotionTitles", pr.threshold_amount::float8 as "thresholdAmount",
    pr.reduction_amount::float8 as "reductionAmount", pr.ends_at as "promotionEndsAt",
    ${stockExpr(scope)} as stock,
    coalesce(opt.n, 1) as "optionCount", opt.lo as "priceMin", opt.hi as "priceMax"
  from sku s
  join product p on p.id = s.product_id
  join sku_price sp on sp.sku_id = s.id and sp.country_code = ${scope.countryCode}
  ${stockJoin(scope)}
  left join lateral (
    select x.* from promotion x where x.sku_id = s.id and ${running(scope)} order by x.id limit 1
  ) pr on true
  ${optionsOf(scope)}
  where ${which}`;

const idArray = (ids: number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;

/** Available stock of the SKUs given in the warehouse now (never cached); a SKU without a row has 0. */
export const stockOf = (db: Db, warehouseId: number, ids: number[]) =>
  queryRowsPrepared<{ id: number; available: number }>(
    db,
    sql`select sku_id as id, greatest(on_hand - reserved, 0)::int as available from stock
      where warehouse_id = ${warehouseId} and sku_id = any(${idArray(ids)})`,
  ).then((rows) => new Map(rows.map((r) => [Number(r.id), Number(r.available)])));

/**
 * The cards of the SKUs given, in that order (those no longer found left out). What a card shows
 * besides stock comes through the scope's card cache when it has one (read in one query for the
 * ids it lacks); stock is read fresh, or taken from `stock` when the caller has just read it.
 */
export async function cardsOf(db: Db, scope: Scope, ids: number[], stock?: Map<number, number>): Promise<CardRow[]> {
  if (!ids.length) return [];
  const read = async (missing: number[]) => {
    const rows = await queryRows<CardRow>(
      db,
      selectCards({ ...scope, warehouseId: null }, sql`s.id = any(${idArray(missing)})`),
    );
    return new Map(rows.map((r) => [Number(r.productSkuId), r]));
  };
  const [byId, available] = await Promise.all([
    scope.cards ? scope.cards(ids, read) : read(ids),
    stock ?? (scope.warehouseId ? stockOf(db, scope.warehouseId, ids) : undefined),
  ]);
  const cards: CardRow[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    // A new object: cached rows are shared by every request.
    if (row) cards.push({ ...row, stock: scope.warehouseId ? (available?.get(id) ?? 0) : null });
  }
  return cards;
}

/** Every SKU of one product (a details page and its siblings), in SKU order. */
export const productCards = (db: Db, scope: Scope, productId: number) =>
  queryRows<CardRow>(
    db,
    sql`${selectCards(scope, sql`s.product_id = ${productId} and s.on_shelf`)} order by s.id limit 50`,
  );
