import type { ParsedBody, skuSearch } from '@storefront/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { fold } from '../../lib/fold.js';
import { priceExpr, queryCards, type Scope, stockExpr } from './card.repository.js';

export type SearchInput = ParsedBody<typeof skuSearch>;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (column: SQL, text: string) => sql`${column} like ${`%${likeEscape(text)}%`}`;

/**
 * How a keyword matches, best first (DESIGN.md "Catalogue and search"):
 *   0 a name in some locale equals the keyword · 1 a name starts with it · 2 a name contains it ·
 *   3 a name contains every word of it · 4 the description contains it · 5 a name is close to it
 *   (pg_trgm word similarity: typos). Everything is compared folded (lib/fold.ts), in all six
 *   locales at once, so a word in any language finds the product whatever the interface language.
 * Substring matching needs no word breaks, which is what Thai, Lao and Chinese names lack.
 */
export function keywordMatch(keyword: string) {
  const q = fold(keyword);
  const tokens = [...new Set(q.split(' ').filter(Boolean))];
  const text = sql`p.search_text`;
  const allTokens = sql.join(
    tokens.map((t) => contains(text, t)),
    sql` and `,
  );
  // A union of separately indexed lookups: PostgreSQL will not combine a LIKE and a similarity
  // operator into one bitmap scan, and a sequential scan evaluating similarity costs a second at
  // 100k SKUs. Each branch below uses its GIN trigram index on its own.
  const branches = [sql`select p.id from product p where ${allTokens}`];
  // Trigram indexes need three characters; a shorter keyword (two Chinese characters are a whole
  // word) is looked up in names only, where a scan of short texts stays cheap.
  if ([...q].length >= 3) {
    branches.push(
      sql`select p.id from product p where ${contains(sql`p.search_description`, q)}`,
      sql`select p.id from product p where ${q} <% p.search_text`,
    );
  }
  const typo = unspacedTypo(q);
  if (typo) branches.push(sql`select p.id from product p where ${typo}`);
  const where = sql`p.id in (${sql.join(branches, sql` union `)})`;
  const rank = sql`case
    when ${q} = any(p.search_names) then 0
    when p.search_text like ${`${likeEscape(q)}%`} or p.search_text like ${`%| ${likeEscape(q)}%`} then 1
    when ${contains(text, q)} then 2
    when ${allTokens} then 3
    when ${contains(sql`p.search_description`, q)} then 4
    else 5 end`;
  return { q, tokens, where, rank, similarity: sql`word_similarity(${q}, p.search_text)` };
}

/**
 * Typo tolerance for scripts written without spaces (Chinese, Thai, Lao), where trigrams of whole
 * "words" say little: every character of the keyword but one must occur in a name, and at least
 * one pair of neighbouring characters must occur as typed (so the match is not letters scattered
 * over the whole document).
 */
function unspacedTypo(q: string): SQL | null {
  const chars = [...q.replace(/[\s\p{Script=Latin}\d]/gu, '')];
  if (chars.length < 3) return null;
  const text = sql`p.search_text`;
  const unique = [...new Set(chars)];
  const pairs = [...new Set(chars.slice(1).map((c, i) => chars[i]! + c))];
  const charHits = sql.join(
    unique.map((c) => sql`(${contains(text, c)})::int`),
    sql` + `,
  );
  const anyPair = sql.join(
    pairs.map((p) => contains(text, p)),
    sql` or `,
  );
  return sql`((${charHits}) >= ${unique.length - 1} and (${anyPair}))`;
}

/**
 * pg_trgm's `<%` only uses the GIN index with its own threshold, a setting (default 0.6) that
 * lets one wrong letter of a long word through but not a swapped pair in a short one ("appel" is
 * 0.5 from "apple"). 0.45 catches those; what it lets in ranks last (tier 5). SET LOCAL keeps the
 * setting to this transaction, so a pooled connection is never left changed.
 */
export const TYPO_THRESHOLD = 0.45;
async function withTypoThreshold<T>(db: Db, read: (on: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
    return read(tx);
  });
}

const SORTS: Record<SearchInput['sort'], SQL> = {
  relevance: sql`s.sales_count desc`,
  sales: sql`s.sales_count desc`,
  priceAsc: sql`${priceExpr} asc`,
  priceDesc: sql`${priceExpr} desc`,
  newest: sql`s.created_at desc`,
};

/**
 * One page of a search: the keyword's matches (when there is a keyword) within the categories
 * given, filtered and sorted as asked.
 */
export async function searchCards(db: Db, scope: Scope, input: SearchInput, categoryIds: number[] | null) {
  const conditions: SQL[] = [sql`true`];
  const match = input.keyword ? keywordMatch(input.keyword) : null;
  if (match && match.q) conditions.push(match.where);
  if (categoryIds)
    conditions.push(
      sql`p.category_id in (${sql.join(
        categoryIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (input.promotionOnly) conditions.push(sql`pr.id is not null`);
  if (input.inStockOnly && scope.warehouseId) conditions.push(sql`${stockExpr(scope)} > 0`);

  const order =
    input.sort === 'relevance' && match?.q
      ? sql`${match.rank} asc, ${match.similarity} desc, s.sales_count desc, s.id asc`
      : sql`${SORTS[input.sort]}, s.id asc`;
  const read = (on: Db) =>
    queryCards(
      on,
      scope,
      sql.join(conditions, sql` and `),
      order,
      input.pageSize,
      (input.pageNum - 1) * input.pageSize,
      {
        promotion: input.promotionOnly
          ? 'where'
          : input.sort === 'priceAsc' || input.sort === 'priceDesc'
            ? 'order'
            : undefined,
        stock: !!input.inStockOnly,
        selective: !!match?.q,
      },
    );
  const page = match?.q ? await withTypoThreshold(db, read) : await read(db);
  return { ...page, match };
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
