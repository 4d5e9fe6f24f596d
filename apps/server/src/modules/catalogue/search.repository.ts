import type { ParsedBody, skuSearch } from '@storefront/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { type ChoiceCache, type ListOrder, priceExpr, queryCards } from './card.repository.js';
import { type Scope, stockExpr } from './card.rows.repository.js';

export type SearchInput = ParsedBody<typeof skuSearch>;

/** A product's cheapest option now (its promotion price when one runs): what its card's price names. */
const CHEAPEST = sql`${priceExpr} asc, s.id asc`;

function listOrder(sort: SearchInput['sort'], ranked: boolean): ListOrder {
  switch (sort) {
    case 'priceAsc':
      return { skus: CHEAPEST };
    // By the price the card shows, its cheapest, dearest first.
    case 'priceDesc':
      return { skus: CHEAPEST, reversed: true };
    case 'newest':
      return { skus: sql`s.created_at desc, s.id asc`, show: CHEAPEST };
    case 'relevance':
      if (ranked) return { skus: sql`m.ord asc, s.sales_count desc, s.id asc`, show: CHEAPEST };
      return { skus: sql`s.sales_count desc, s.id asc`, show: CHEAPEST };
    case 'sales':
      return { skus: sql`s.sales_count desc, s.id asc`, show: CHEAPEST };
  }
}

/**
 * One page of a search: the products of `ranked` (the keyword's products, best first; null without
 * a keyword) within the categories given, filtered and sorted as asked, one card per product shown
 * by its cheapest SKU that passes the filters (in stock under `inStockOnly`, on promotion under
 * `promotionOnly`), whatever the sort: the card's price, badge and link name that option. By
 * price, products are ordered by that price; by relevance they follow their rank, by sales their
 * best seller, by newest their newest option. `total` counts products.
 */
export async function searchCards(
  db: Db,
  scope: Scope,
  input: SearchInput,
  categoryIds: number[] | null,
  ranked: number[] | null,
  cache?: ChoiceCache,
  rankedKey?: string,
) {
  if (ranked && !ranked.length) return { rows: [], total: 0 };
  const conditions: SQL[] = [sql`true`];
  if (categoryIds)
    conditions.push(
      sql`p.category_id in (${sql.join(
        categoryIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (input.promotionOnly) conditions.push(sql`pr.id is not null`);
  if (input.inStockOnly && scope.warehouseId) conditions.push(sql`${stockExpr(scope)} > 0`);
  return queryCards(
    db,
    scope,
    sql.join(conditions, sql` and `),
    listOrder(input.sort, !!ranked),
    input.pageSize,
    (input.pageNum - 1) * input.pageSize,
    {
      // Every search picks each product's cheapest option, whose price reads the running promotion.
      promotion: input.promotionOnly ? 'where' : 'order',
      stock: !!input.inStockOnly,
      selective: !!ranked,
      ...(ranked ? { ranked, ...(rankedKey ? { rankedKey } : {}) } : {}),
    },
    cache,
  );
}

/** Names of the products closest to a folded keyword (looser similarity), for an empty result. */
export const closeProductNames = (db: Db, q: string) =>
  queryRows<{ names: Record<string, string> }>(
    db,
    sql`
    select p.names from product p
    where similarity(${q}, p.search_text) > 0.1 or word_similarity(${q}, p.search_text) > 0.3
    order by word_similarity(${q}, p.search_text) desc limit 5`,
  );

/**
 * Of these products (best first), the first `limit` sold in the country now: a SKU on the shelf
 * with a price there. Their names, in the order given.
 */
export const productNamesSoldIn = (db: Db, productIds: number[], countryCode: string, limit: number) =>
  queryRows<{ id: number; names: Record<string, string> }>(
    db,
    sql`select p.id, p.names
      from unnest(${`{${productIds.map((n) => Math.trunc(n)).join(',')}}`}::int[]) with ordinality as x(id, n)
      join product p on p.id = x.id
      where exists (select 1 from sku s join sku_price sp on sp.sku_id = s.id and sp.country_code = ${countryCode}
        where s.product_id = p.id and s.on_shelf)
      order by x.n limit ${limit}`,
  );
