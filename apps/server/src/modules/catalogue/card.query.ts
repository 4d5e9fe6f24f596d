import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

/**
 * The one SQL shape every SKU list is read with: SKU + product + the country's price + stock in
 * the warehouse + the promotion running now. Lists differ only in their WHERE and ORDER BY.
 */
export interface Scope {
  countryCode: string;
  /** Stock is read for this warehouse; null lists without stock. */
  warehouseId: number | null;
}

export interface CardRow {
  productSkuId: number;
  productId: number;
  categoryId: number;
  names: Record<string, string>;
  art: string;
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
}

export const fromCards = (scope: Scope) => sql`
  from sku s
  join product p on p.id = s.product_id
  join sku_price sp on sp.sku_id = s.id and sp.country_code = ${scope.countryCode}
  ${scope.warehouseId ? sql`left join stock st on st.sku_id = s.id and st.warehouse_id = ${scope.warehouseId}` : sql``}
  left join (
    -- The promotion running now, one per SKU. A join on this set (hashable) rather than a lateral
    -- lookup per row keeps price sorting of a whole catalogue cheap.
    select distinct on (x.sku_id) x.* from promotion x
    where x.country_code = ${scope.countryCode} and x.starts_at <= now() and x.ends_at > now()
    order by x.sku_id, x.id
  ) pr on pr.sku_id = s.id`;

/** Available stock: on hand minus reserved, never negative; null without a warehouse. */
export const stockExpr = (scope: Scope) =>
  scope.warehouseId ? sql`greatest(coalesce(st.on_hand - st.reserved, 0), 0)` : sql`null::int`;

/** The unit price a shopper pays for one: the promotion price when one runs. */
export const priceExpr = sql`coalesce(pr.promotion_price, sp.price)`;

const selectCards = (scope: Scope) => sql`
  select s.id as "productSkuId", p.id as "productId", p.category_id as "categoryId", p.names, p.art,
    s.specs, s.units, s.sales_count as "salesCount", sp.price::float8 as "basePrice",
    pr.id as "promotionId", pr.kind as "promotionKind", pr.promotion_price::float8 as "promotionPrice",
    pr.tiers, pr.titles as "promotionTitles", pr.threshold_amount::float8 as "thresholdAmount",
    pr.reduction_amount::float8 as "reductionAmount", pr.ends_at as "promotionEndsAt",
    ${stockExpr(scope)} as stock`;

export async function queryCards(
  db: Db,
  scope: Scope,
  where: SQL,
  orderBy: SQL,
  limit: number,
  offset: number,
): Promise<{ rows: CardRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    queryRows<CardRow>(
      db,
      sql`${selectCards(scope)} ${fromCards(scope)} where ${where} order by ${orderBy} limit ${limit} offset ${offset}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total ${fromCards(scope)} where ${where}`),
  ]);
  return { rows, total: Number(count[0]?.total ?? 0) };
}
