import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import type { Localized } from '../../db/schema/index.js';

/** What the desk shows of its targets: SQL only, the service picks the language. */

export interface SkuTargetRow {
  id: number;
  names: Localized;
  specs: Localized;
  onShelf: boolean;
  /** The list price in the country asked for; null when none was asked or it is not sold there. */
  price: number | null;
  currencyCode: string | null;
}

const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

const skuSelect = (countryCode: string | null, where: SQL, order: SQL, limit: number) =>
  sql`select s.id, p.names, s.specs, s.on_shelf as "onShelf", sp.price::float8 as price,
        c.currency_code as "currencyCode"
      from sku s join product p on p.id = s.product_id
      left join sku_price sp on sp.sku_id = s.id and sp.country_code = ${countryCode}
      left join country c on c.country_code = sp.country_code
      where ${where} order by ${order} limit ${limit}`;

/** SKUs by id (in no order: the caller keeps its own), with their list price in `countryCode`. */
export const skusByIds = (db: Db, ids: number[], countryCode: string | null) =>
  ids.length
    ? queryRows<SkuTargetRow>(db, skuSelect(countryCode, sql`s.id = any(${idArray(ids)})`, sql`s.id`, ids.length))
    : Promise.resolve([]);

/** Folded words all in the product's search text, or the keyword as a number (`idColumns`). */
const matching = (words: string[], id: number | null, idColumns: SQL[]) => {
  const byId = id === null ? [] : idColumns.map((c) => sql`${c} = ${id}`);
  const byWords = words.length
    ? [
        sql.join(
          words.map((w) => sql`position(${w} in p.search_text) > 0`),
          sql` and `,
        ),
      ]
    : [];
  const any = [...byId, ...byWords];
  return any.length ? sql`(${sql.join(any, sql` or `)})` : sql`true`;
};

/** The best-selling SKUs whose product matches, 20 at most. */
export const findSkus = (db: Db, words: string[], id: number | null, countryCode: string | null) =>
  queryRows<SkuTargetRow>(
    db,
    skuSelect(countryCode, matching(words, id, [sql`s.id`, sql`p.id`]), sql`s.sales_count desc, s.id`, 20),
  );

export interface NamedRow {
  id: number;
  names: Localized;
}

export const findProducts = (db: Db, words: string[], id: number | null) =>
  queryRows<NamedRow>(
    db,
    sql`select p.id, p.names from product p where ${matching(words, id, [sql`p.id`])}
        order by (select coalesce(max(s.sales_count), 0) from sku s where s.product_id = p.id) desc, p.id limit 20`,
  );

export const productsByIds = (db: Db, ids: number[]) =>
  ids.length
    ? queryRows<NamedRow>(db, sql`select id, names from product where id = any(${idArray(ids)})`)
    : Promise.resolve([]);

/** Every category with its parent (a few hundred at most: matched in the service). */
export const allCategories = (db: Db) =>
  queryRows<NamedRow & { parentId: number | null }>(
    db,
    sql`select id, names, parent_id as "parentId" from category order by sort, id`,
  );
