import { SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client.js';
import { type CardRow, cardsOf, running, type Scope, stockJoin } from './card.rows.repository.js';

/**
 * The one SQL shape every list is read with: SKU + product + the country's price + stock in the
 * warehouse + the promotion running now, plus the product's options (how many SKUs it sells in the
 * country and their price range; these columns are read in card.rows.repository.ts). Lists differ
 * only in their WHERE and ORDER BY.
 *
 * Lists show products, not SKUs: each product appears once, shown by its
 * representative — of its SKUs that pass the list's WHERE, the one ranked first by the list's own
 * ORDER BY (the best seller in stock among recommendations, the SKU on promotion in the promotion
 * list), or, for a search, the cheapest (the option its card's price names, whatever the sort) —
 * and placed where its first SKU in the list's order stands. Totals count products.
 */

/** What a list's WHERE and ORDER BY read besides SKU, product and price. */
export interface Needs {
  /**
   * `pr.` — the running promotion: in the ORDER BY only (price sorts; the count can skip it, as a
   * SKU has at most one running promotion in the joined set) or in the WHERE as well.
   */
  promotion?: 'order' | 'where';
  /** `st.` / stockExpr — stock in the warehouse (in-stock filters). */
  stock?: boolean;
  /**
   * The WHERE picks few rows (a keyword): count them in the same pass with a window count rather
   * than match twice. Browsing a whole catalogue counts in a separate query instead, which the
   * planner can hash rather than probe row by row.
   */
  selective?: boolean;
  /**
   * Product ids chosen beforehand, best first (a keyword search): the list keeps to them and may
   * order by `m.ord`, their position.
   */
  ranked?: number[];
  /** What `ranked` is (the keyword and language it ranks), naming it in cache keys. */
  rankedKey?: string;
}

/**
 * The rows a list is chosen from. The promotion, when the list sorts or filters on it, is joined
 * as one narrow set (hashable, a few columns so the de-duplicating sort stays in memory) rather
 * than looked up per row, which keeps sorting a whole catalogue by price affordable.
 */
const fromChoice = (scope: Scope, needs: Needs) => sql`
  from sku s
  join product p on p.id = s.product_id
  ${needs.ranked ? sql`join unnest(${`{${needs.ranked.join(',')}}`}::int[]) with ordinality m(pid, ord) on m.pid = p.id` : sql``}
  join sku_price sp on sp.sku_id = s.id and sp.country_code = ${scope.countryCode}
  ${needs.stock ? stockJoin(scope) : sql``}
  ${
    needs.promotion
      ? sql`left join (
    select distinct on (x.sku_id) x.sku_id, x.id, x.kind, x.promotion_price, x.ends_at from promotion x
    where ${running(scope)} and x.sku_id is not null order by x.sku_id, x.id
  ) pr on pr.sku_id = s.id`
      : sql``
  }`;

/** The unit price a shopper pays for one: the promotion price when one runs. */
export const priceExpr = sql`coalesce(pr.promotion_price, sp.price)`;

/**
 * A list's representative SKU ids, best first (at most `CHOSEN_MAX`), and how many products match
 * in all. A choice kept at SKU level (home recommendations) also says each SKU's product.
 */
export interface Choice {
  ids: number[];
  total: number;
  productIds?: number[];
}

/**
 * Keeps a list's choice while the catalogue does not change (catalogue.cache.ts): `key` names
 * the query, `choose` runs it.
 */
export type ChoiceCache = (key: string, choose: () => Promise<Choice>) => Promise<Choice>;

/** How many of a list's ids a cached choice keeps: 100 pages of 20; deeper pages are read live. */
export const CHOSEN_MAX = 2000;

const dialect = new PgDialect();

/** A SKU taken off the shelf is sold nowhere: no list, search or count shows it. */
const onShelf = (where: SQL) => sql`s.on_shelf and (${where})`;

/**
 * How a list orders its products and which SKU shows each. `skus` orders the passing SKUs (a total
 * order: every list's ends with `s.id`); a product takes the place of its first SKU in it and is
 * shown by that SKU, or by its first SKU in `show` when given (a search shows each product by the
 * option its card's price names, whatever the sort). `reversed` lists the products last first.
 */
export interface ListOrder {
  skus: SQL;
  show?: SQL;
  reversed?: boolean;
}

const orderOf = (orderBy: SQL | ListOrder): ListOrder => (orderBy instanceof SQL ? { skus: orderBy } : orderBy);

/**
 * A list's products, best first: each product's representative SKU (`id`, see `ListOrder`) and its
 * position (`pos`) in the list of all passing SKUs. Select from it, `order by pos`.
 */
function representatives(from: SQL, where: SQL, order: ListOrder) {
  const sign = order.reversed ? sql`-` : sql``;
  if (!order.show)
    return sql`(
      select s.id, row_number() over (partition by s.product_id order by ${order.skus}) as rn,
        ${sign}row_number() over (order by ${order.skus}) as pos
      ${from} where ${where}
    ) r where r.rn = 1`;
  return sql`(
    select q.id, q.rn, ${sign}min(q.at) over (partition by q.product_id) as pos from (
      select s.id, s.product_id, row_number() over (partition by s.product_id order by ${order.show}) as rn,
        row_number() over (order by ${order.skus}) as at
      ${from} where ${where}
    ) q
  ) r where r.rn = 1`;
}

/**
 * A page of product cards in two steps: choose the page's representative SKU ids (one per product,
 * see `representatives`) with only the joins the list needs, and count the matching products (see
 * `Needs.selective`), then read the cards of those few ids. Wide columns
 * (names, promotion texts) are never carried through a sort of thousands of rows. With a `cache`,
 * a list that does not depend on stock chooses its first `CHOSEN_MAX` ids once per catalogue
 * version; the cards themselves (price, promotion, stock, name) are always read fresh.
 */
export async function queryCards(
  db: Db,
  scope: Scope,
  where: SQL,
  orderBy: SQL | ListOrder,
  limit: number,
  offset: number,
  needs: Needs = { promotion: 'where', stock: true },
  cache?: ChoiceCache,
): Promise<{ rows: CardRow[]; total: number }> {
  const listed = where;
  const order = orderOf(orderBy);
  where = onShelf(where);
  // Built only when the choice is not cached: a keyword's FROM carries its ranked ids, up to 2,000.
  const from = () => fromChoice(scope, needs);
  const countFrom = () =>
    needs.promotion === 'order' ? fromChoice(scope, { ...needs, promotion: undefined }) : from();
  const countAll = () =>
    queryRows<{ total: number }>(
      db,
      sql`select count(distinct s.product_id)::int as total ${countFrom()} where ${where}`,
    );
  let chosen: number[] | undefined;
  let total = 0;
  if (cache && !needs.stock) {
    const choice = await chooseCached(db, scope, listed, order, needs, cache);
    if (offset + limit <= choice.ids.length || choice.ids.length === choice.total) {
      chosen = choice.ids.slice(offset, offset + limit);
      total = choice.total;
    }
  }
  if (!chosen && needs.selective) {
    const rows = await queryRows<{ id: number; total?: number }>(
      db,
      sql`select r.id, count(*) over ()::int as total from ${representatives(from(), where, order)}
        order by r.pos limit ${limit} offset ${offset}`,
    );
    chosen = rows.map((r) => Number(r.id));
    // Past the last page the window count has no row to ride on.
    total = rows.length || offset === 0 ? Number(rows[0]?.total ?? 0) : Number((await countAll())[0]?.total ?? 0);
  } else if (!chosen) {
    const [ids, count] = await Promise.all([
      queryRows<{ id: number }>(
        db,
        sql`select r.id from ${representatives(from(), where, order)} order by r.pos limit ${limit} offset ${offset}`,
      ),
      countAll(),
    ]);
    chosen = ids.map((r) => Number(r.id));
    total = Number(count[0]?.total ?? 0);
  }
  return { rows: await cardsOf(db, scope, chosen), total };
}

/**
 * A list's first `CHOSEN_MAX` products (their representative SKU ids) and its count of products,
 * through `cache`: named by the list's WHERE,
 * ORDER BY, country and needs (a keyword's ranked products by their `rankedKey`, short), so a
 * cached request does not render the whole query.
 */
export async function chooseCached(
  db: Db,
  scope: Scope,
  where: SQL,
  order: ListOrder,
  needs: Needs,
  cache: ChoiceCache,
): Promise<Choice> {
  where = onShelf(where);
  const shown = order.show ? sql` show ${order.show}` : sql``;
  const named = dialect.sqlToQuery(
    sql`${where} order by ${order.skus}${shown}${order.reversed ? sql` reversed` : sql``}`,
  );
  const { ranked, rankedKey, ...rest } = needs;
  const key = JSON.stringify([
    scope.countryCode,
    named.sql,
    named.params,
    rest,
    rankedKey ?? (ranked ? ranked.join(',') : null),
  ]);
  return cache(key, async () => {
    const rows = await queryRows<{ id: number; total: number }>(
      db,
      sql`select r.id, count(*) over ()::int as total from ${representatives(fromChoice(scope, needs), where, order)}
        order by r.pos limit ${CHOSEN_MAX}`,
    );
    return { ids: rows.map((r) => Number(r.id)), total: Number(rows[0]?.total ?? 0) };
  });
}
