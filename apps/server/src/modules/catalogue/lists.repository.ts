import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { type ChoiceCache, chooseCached, queryCards, type Scope, stockExpr } from './card.repository.js';

/** Which rows of a list a page reads: page size and offset. */
export interface Window {
  limit: number;
  offset: number;
}

/** Best sellers that can be delivered now (in stock when a warehouse is known). */
export const recommendedCards = (db: Db, scope: Scope, page: Window, excludeSkuId: number | undefined) => {
  const stock = stockExpr(scope);
  return queryCards(
    db,
    scope,
    sql`(${stock} is null or ${stock} > 0) and s.id <> ${excludeSkuId ?? 0}`,
    sql`s.sales_count desc, s.id asc`,
    page.limit,
    page.offset,
    { stock: true },
  );
};

/** The best sellers on the shelf in the country, stock aside: the first `CHOSEN_MAX`, through `cache`. */
export const bestSellerChoice = (db: Db, scope: Scope, cache: ChoiceCache) =>
  chooseCached(db, scope, sql`true`, sql`s.sales_count desc, s.id asc`, {}, cache);

/** Which of the SKUs given have stock available in the warehouse now (never cached). */
export const inStockOf = (db: Db, warehouseId: number, ids: number[]) =>
  queryRows<{ id: number }>(
    db,
    sql`select sku_id as id from stock where warehouse_id = ${warehouseId}
      and sku_id = any(${`{${ids.join(',')}}`}::int[]) and on_hand - reserved > 0`,
  ).then((rows) => new Set(rows.map((r) => Number(r.id))));

/** SKUs with a running promotion (of one kind, when given), ending soonest first. */
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

/** The SKUs of a curated list, in the list's order. */
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
 * What the member bought most often (orders not cancelled, including those a sales rep placed for
 * them), most units first, then most recent.
 */
export const frequentCards = (db: Db, scope: Scope, page: Window, memberId: number) => {
  const bought = sql`(select coalesce(sum(l.quantity), 0) from customer_order_line l join customer_order o on o.id = l.order_id
    where o.member_id = ${memberId} and o.status <> 5 and l.sku_id = s.id)`;
  return queryCards(
    db,
    scope,
    sql`s.id in (select l.sku_id from customer_order_line l join customer_order o on o.id = l.order_id
      where o.member_id = ${memberId} and o.status <> 5)`,
    sql`${bought} desc, s.id asc`,
    page.limit,
    page.offset,
  );
};
