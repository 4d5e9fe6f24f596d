import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { type Choice, type ChoiceCache, CHOSEN_MAX, queryCards } from './card.repository.js';
import { type Scope, stockExpr } from './card.rows.repository.js';
import { orderStatus } from '../../db/order-status.js';

/** Which rows of a list a page reads: page size and offset. */
export interface Window {
  limit: number;
  offset: number;
}

/**
 * Where a SKU stands among those the catalogue staff put first in the country's recommendations
 * (`home_recommendation`, the promotion desk); null for the rest, which follow by sales.
 */
const pinnedOrder = (countryCode: string) =>
  sql`(select hr.sort from home_recommendation hr where hr.sku_id = s.id and hr.country_code = ${countryCode}) asc nulls last`;

/**
 * Products that can be delivered now (in stock when a warehouse is known): the ones the staff put
 * first, then the best sellers, each by that SKU or its best-selling SKU in stock; never the
 * product of `excludeSkuId` (the one a details page shows).
 */
export const recommendedCards = (db: Db, scope: Scope, page: Window, excludeSkuId: number | undefined) => {
  const stock = stockExpr(scope);
  return queryCards(
    db,
    scope,
    sql`(${stock} is null or ${stock} > 0)
      and not exists (select 1 from sku e where e.id = ${excludeSkuId ?? 0} and e.product_id = s.product_id)`,
    sql`${pinnedOrder(scope.countryCode)}, s.sales_count desc, s.id asc`,
    page.limit,
    page.offset,
    { stock: true },
  );
};

/**
 * The SKUs on the shelf in the country, stock aside, with their products: those the staff put
 * first, then the best sellers; the first `CHOSEN_MAX`, through `cache` (a change to the pinned
 * ones bumps the catalogue version). Kept at SKU level, not one per product, because which of a
 * product's SKUs may be shown depends on stock, read fresh afterwards; `total` counts SKUs.
 */
export const bestSellerChoice = (db: Db, scope: Scope, cache: ChoiceCache) =>
  cache(JSON.stringify(['bestSellerSkus', scope.countryCode]), async (): Promise<Choice> => {
    const rows = await queryRows<{ id: number; productId: number; total: number }>(
      db,
      sql`select s.id, s.product_id as "productId", count(*) over ()::int as total
        from sku s join sku_price sp on sp.sku_id = s.id and sp.country_code = ${scope.countryCode}
        where s.on_shelf order by ${pinnedOrder(scope.countryCode)}, s.sales_count desc, s.id asc limit ${CHOSEN_MAX}`,
    );
    return {
      ids: rows.map((r) => Number(r.id)),
      productIds: rows.map((r) => Number(r.productId)),
      total: Number(rows[0]?.total ?? 0),
    };
  });

/** The product of a SKU, or undefined. */
export const productOfSku = (db: Db, skuId: number) =>
  queryRows<{ productId: number }>(db, sql`select product_id as "productId" from sku where id = ${skuId}`).then((r) =>
    r[0] ? Number(r[0].productId) : undefined,
  );

/**
 * Products with a running promotion (of one kind, when given), ending soonest first: each by its
 * SKU on promotion that ends soonest (then best seller).
 */
export const promotionCards = (db: Db, scope: Scope, page: Window, kind: string | undefined, cache?: ChoiceCache) =>
  queryCards(
    db,
    scope,
    kind ? sql`pr.kind = ${kind}` : sql`pr.id is not null`,
    sql`pr.ends_at asc, s.sales_count desc, s.id asc`,
    page.limit,
    page.offset,
    { promotion: 'where' },
    cache,
  );

/** The products of a curated list, in the list's order, each by its SKU listed first. */
export const specialListCards = (db: Db, scope: Scope, page: Window, listId: number, cache?: ChoiceCache) =>
  queryCards(
    db,
    scope,
    sql`s.id in (select sku_id from special_list_item where list_id = ${listId})`,
    sql`(select sort from special_list_item where list_id = ${listId} and sku_id = s.id), s.id`,
    page.limit,
    page.offset,
    {},
    cache,
  );

/**
 * The products the member bought (orders not cancelled, including those a sales rep placed for
 * them), each by its most-bought SKU, most units of that SKU first.
 */
export const frequentCards = (db: Db, scope: Scope, page: Window, memberId: number) => {
  const bought = sql`(select coalesce(sum(l.quantity), 0) from customer_order_line l join customer_order o on o.id = l.order_id
    where o.member_id = ${memberId} and o.status <> ${orderStatus('cancelled')} and l.sku_id = s.id)`;
  return queryCards(
    db,
    scope,
    sql`s.id in (select l.sku_id from customer_order_line l join customer_order o on o.id = l.order_id
      where o.member_id = ${memberId} and o.status <> ${orderStatus('cancelled')})`,
    sql`${bought} desc, s.id asc`,
    page.limit,
    page.offset,
  );
};
