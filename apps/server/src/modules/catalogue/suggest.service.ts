import { SUGGEST_CATEGORIES_MAX, SUGGEST_PRODUCTS_MAX, type SearchSuggestions } from '@storefront/contract';
import { notFound } from '../../lib/errors.js';
import { fold } from '../../lib/fold.js';
import { pick } from '../../lib/localize.js';
import type { CatalogueCtx } from './catalogue.ctx.js';
import { viewOf } from './catalogue.cache.js';
import { categoriesOf } from './categories.service.js';
import { highlightRanges } from './highlight.js';
import { productNamesSoldIn } from './search.repository.js';
import { rankedProducts } from './search.service.js';
import { parseKeyword } from '../../shared/search-text/words.js';

/**
 * Suggestions as the shopper types (the Search screen asks after each pause in typing): the names
 * of the products the search itself would show first — the same ranking, synonyms, unspaced words
 * and typo rules, so a suggestion never leads to an empty list — and the categories whose name
 * holds what was typed. The ranking is cached per keyword and catalogue version like a search's.
 */
export async function suggestAsTyped(
  c: CatalogueCtx,
  input: { keyword: string; warehouseId?: number | undefined },
): Promise<SearchSuggestions> {
  const view = await viewOf(c.db, input.warehouseId);
  const scope = view.scope;
  if (!scope) throw notFound();
  const categories = await categoriesOf(view);
  const ranked = await rankedProducts(c, view, input.keyword, categories);
  if (!ranked) return { products: [], categories: [] };

  // A few more than shown: products with the same name in this language (brands aside) show once.
  const rows = await productNamesSoldIn(c.db, ranked.ids.slice(0, 50), scope.countryCode, SUGGEST_PRODUCTS_MAX * 2);
  const names = [...new Set(rows.map((r) => pick(r.names, c.locale)).filter(Boolean))].slice(0, SUGGEST_PRODUCTS_MAX);

  const { q, tokens } = parseKeyword(input.keyword);
  const wanted = [...new Set([q, ...tokens])].filter((w) => w.length > 1 || q.length === 1);
  const named = categories.rows
    .map((row) => ({ id: row.id, text: pick(row.names, c.locale) }))
    .filter(({ text }) => {
      const folded = fold(text);
      return wanted.some((w) => folded.includes(w));
    })
    .slice(0, SUGGEST_CATEGORIES_MAX);

  return {
    products: names.map((text) => ({ text, highlights: highlightRanges(text, ranked.highlight) })),
    categories: named.map((cat) => ({ ...cat, highlights: highlightRanges(cat.text, wanted) })),
  };
}
