import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../src/db/client.js';
import { sql } from 'drizzle-orm';
import { QUERIES, type RelevanceQuery } from './queries.js';

/** The demo catalogue's product names start with one of these (en-US): the rest is the item. */
const QUALIFIER = /^(Organic|Premium|Classic|Family Pack|Local|Imported|Value) /;

interface Product {
  id: number;
  name: string;
  /** The en-US name of the demo product it is (itself, or the one a bench copy copies). */
  meant: string;
  item: string;
  category: string;
}

export interface EvaluateOptions {
  /**
   * The en-US name of the demo product a product stands for: the bench catalogue's brand copies
   * ("Sunmira Organic Fuji Apple") are judged as the demo product they copy. Itself by default.
   */
  meantName?: (product: { id: number; name: string }) => string;
}

/**
 * Whether a product is what an entry of `must`/`also` means: an item, "=a product", "#a category",
 * "~words" the products whose en-US name contains them (a product line of the staples, all brands).
 */
const means = (p: Product, entry: string) =>
  entry.startsWith('=')
    ? p.meant === entry.slice(1)
    : entry.startsWith('#')
      ? p.category === entry.slice(1)
      : entry.startsWith('~')
        ? p.meant.toLowerCase().includes(entry.slice(1).toLowerCase())
        : p.item === entry;

export interface QueryResult {
  query: RelevanceQuery;
  recall: number;
  precision: number;
  shown: string[];
  missing: string[];
}

/**
 * Judges one query the way a shopper reads results: the first ten distinct products of the list
 * (SKU cards of one product count once). recall@10 = products it must find among them ÷
 * min(their number, 10); precision@10 = products among them that it must or may find ÷ products
 * shown (a query that shows nothing has precision 0).
 */
export async function evaluate(
  app: FastifyInstance,
  queries = QUERIES,
  { meantName = (p) => p.name }: EvaluateOptions = {},
): Promise<QueryResult[]> {
  const products = (
    await queryRows<{ id: number; name: string; category: string }>(
      app.db,
      sql`select p.id, p.names->>'en-US' as name, c.names->>'en-US' as category from product p join category c on c.id = p.category_id`,
    )
  ).map((p) => {
    const meant = meantName(p);
    return { ...p, meant, item: meant.replace(QUALIFIER, '') };
  });
  const byId = new Map(products.map((p) => [p.id, p]));
  const results: QueryResult[] = [];
  for (const query of queries) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sku/search',
      payload: { keyword: query.query, warehouseId: 1, pageSize: 40 },
      headers: { 'accept-language': query.locale },
    });
    const list = res.json<{ data: { list: { productId: number }[] } }>().data.list;
    const top = [...new Set(list.map((c) => c.productId))].slice(0, 10).map((id) => byId.get(id)!);
    const must = products.filter((p) => query.must.some((e) => means(p, e)));
    const relevant = (p: Product) => [...query.must, ...(query.also ?? [])].some((e) => means(p, e));
    const found = top.filter((p) => must.includes(p)).length;
    results.push({
      query,
      recall: must.length ? found / Math.min(must.length, 10) : 1,
      precision: top.length ? top.filter(relevant).length / top.length : 0,
      shown: top.map((p) => p.name),
      missing: must.filter((p) => !top.includes(p)).map((p) => p.name),
    });
  }
  return results;
}

/** Mean recall@10 and precision@10 per language. */
export function byLanguage(results: QueryResult[]) {
  const out: Record<string, { queries: number; recall: number; precision: number }> = {};
  for (const r of results) {
    const row = (out[r.query.locale] ??= { queries: 0, recall: 0, precision: 0 });
    row.queries++;
    row.recall += r.recall;
    row.precision += r.precision;
  }
  for (const row of Object.values(out)) {
    row.recall = Math.round((row.recall / row.queries) * 1000) / 1000;
    row.precision = Math.round((row.precision / row.queries) * 1000) / 1000;
  }
  return out;
}
