import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import type { Localized } from '../../db/schema/index.js';

/** What the catalogue staff read: SQL only; the service picks languages and shapes answers. */

/** The 18+ category (the UNDER_18_CATEGORY_ID setting) and every category below it. */
export async function adultCategoryIds(db: Db): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive adult(id) as (
          select (value #>> '{}')::int from app_setting
          where key = 'UNDER_18_CATEGORY_ID' and jsonb_typeof(value) = 'number'
          union all
          select c.id from category c join adult a on c.parent_id = a.id
        )
        select id from adult`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

export interface CategoryRow {
  id: number;
  parentId: number | null;
  names: Localized;
}

export const listCategoryRows = (db: Db) =>
  queryRows<CategoryRow>(db, sql`select id, parent_id as "parentId", names from category order by sort, id`);

export interface ProductListRow {
  productId: number;
  names: Localized;
  categoryId: number;
  categoryNames: Localized;
  skuCount: number;
  onShelfCount: number;
  total: number;
}

/**
 * A page of products, newest first. The keyword's words are matched folded (as search folds them),
 * each anywhere in any language's name, or the keyword as a product id; a category keeps its subtree.
 */
export function listProducts(
  db: Db,
  filter: { words: string[]; id: number | null; categoryId: number | null; limit: number; offset: number },
) {
  const all = sql.join(
    filter.words.map((w) => sql`position(${w} in p.search_text) > 0`),
    sql` and `,
  );
  const keyword = filter.words.length ? sql`and ((${all}) or p.id = ${filter.id ?? -1})` : sql``;
  // A category stands for its whole subtree, as in the shop.
  const category = filter.categoryId
    ? sql`and p.category_id in (
        with recursive sub(id) as (
          select ${filter.categoryId}::int union all select c.id from category c join sub on c.parent_id = sub.id
        )
        select id from sub)`
    : sql``;
  return queryRows<ProductListRow>(
    db,
    sql`select p.id as "productId", p.names, p.category_id as "categoryId", c.names as "categoryNames",
          (select count(*) from sku s where s.product_id = p.id)::int as "skuCount",
          (select count(*) from sku s where s.product_id = p.id and s.on_shelf)::int as "onShelfCount",
          (count(*) over ())::int as total
        from product p join category c on c.id = p.category_id
        where true ${keyword} ${category}
        order by p.id desc
        limit ${filter.limit} offset ${filter.offset}`,
  );
}

export interface ProductRow {
  productId: number;
  names: Localized;
  descriptions: Localized;
  categoryId: number;
  photos: string[];
}

export const productRow = (db: Db, productId: number) =>
  queryRows<ProductRow>(
    db,
    sql`select id as "productId", names, descriptions, category_id as "categoryId", photos
        from product where id = ${productId}`,
  ).then((r) => r[0]);

export interface SkuRow {
  skuId: number;
  specs: Localized;
  units: Localized;
  barcode: string | null;
  onShelf: boolean;
  retired: boolean;
}

export const skuRows = (db: Db, productId: number) =>
  queryRows<SkuRow>(
    db,
    sql`select id as "skuId", specs, units, barcode, on_shelf as "onShelf", retired_at is not null as retired
        from sku where product_id = ${productId} order by id`,
  );

/** Each SKU's price in every country the shop sells in (null where it has none). */
export const priceRows = (db: Db, productId: number) =>
  queryRows<{ skuId: number; countryCode: string; currencyCode: string; price: string | number | null }>(
    db,
    sql`select s.id as "skuId", c.country_code as "countryCode", c.currency_code as "currencyCode", sp.price
        from sku s cross join country c
        left join sku_price sp on sp.sku_id = s.id and sp.country_code = c.country_code
        where s.product_id = ${productId}
        order by s.id, c.sort, c.country_code`,
  );

/** Each SKU's stock in every warehouse (zero where it has no row yet). */
export const stockRows = (db: Db, productId: number) =>
  queryRows<{
    skuId: number;
    warehouseId: number;
    warehouseNames: Localized;
    onHand: number;
    reserved: number;
    lowStockBelow: number | null;
  }>(
    db,
    sql`select s.id as "skuId", w.id as "warehouseId", w.names as "warehouseNames",
          coalesce(st.on_hand, 0) as "onHand", coalesce(st.reserved, 0) as reserved,
          st.low_stock_below as "lowStockBelow"
        from sku s cross join warehouse w
        left join stock st on st.sku_id = s.id and st.warehouse_id = w.id
        where s.product_id = ${productId}
        order by s.id, w.id`,
  );

/** The product a SKU belongs to, or undefined. */
export const productOfSku = (db: Db, skuId: number) =>
  queryRows<{ productId: number }>(db, sql`select product_id as "productId" from sku where id = ${skuId}`).then(
    (r) => r[0]?.productId,
  );

/** The icons of a category and its ancestors, nearest first (a new product is drawn with the first). */
export const categoryIconsUp = (db: Db, categoryId: number) =>
  queryRows<{ icon: string | null }>(
    db,
    sql`with recursive up(id, parent_id, icon, depth) as (
          select id, parent_id, icon, 0 from category where id = ${categoryId}
          union all
          select c.id, c.parent_id, c.icon, up.depth + 1 from category c join up on c.id = up.parent_id
          where up.depth < 10
        )
        select icon from up order by depth`,
  );

/**
 * Locks a product's row to the end of the transaction, so changes to what its SKUs are (options,
 * values, new SKUs) apply one after the other; false when there is no such product.
 */
export const lockProduct = (db: Db, productId: number) =>
  queryRows<{ id: number }>(db, sql`select id from product where id = ${productId} for update`).then(
    (r) => r.length > 0,
  );
