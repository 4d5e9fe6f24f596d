import { notFound } from '../../lib/errors.js';
import { pick } from '../../lib/localize.js';
import { toCard } from './card.mapper.js';
import { clearSearchHistory, listHotWords, listSearchHistory, recordSearch, scopeOf } from './catalogue.repository.js';
import type { CatalogueCtx } from './catalogue.ctx.js';
import { loadCategories } from './categories.service.js';
import { highlightRanges } from './highlight.js';
import { closeProductNames, searchCards, type SearchInput } from './search.repository.js';

/**
 * Who is searching, for the history: the member's or visitor's history key, or null. Resolved only
 * when a search is worth recording, so a public search costs no session lookup otherwise.
 */
export type Searcher = () => Promise<string | null>;

export async function searchSkus(c: CatalogueCtx, searcher: Searcher, input: SearchInput) {
  const { db, locale } = c;
  const scope = await scopeOf(db, input.warehouseId);
  if (!scope) throw notFound();
  const categories = await loadCategories(db);
  const { rows, total, match } = await searchCards(
    db,
    scope,
    input,
    input.categoryId ? categories.descendants(input.categoryId) : null,
  );
  const ctx = { locale, currencyCode: scope.currencyCode, adultCategories: categories.adult };
  const list = rows.map((row) => toCard(row, ctx, match ? highlightRanges(pick(row.names, locale), match.tokens) : []));
  const suggestions = total === 0 && match?.q ? await suggest(c, match.q) : [];
  const keyword = input.keyword?.trim();
  // Only words that found something become recent searches: a mistyped or nonsense word would
  // otherwise be offered back to the shopper as if it led somewhere (issue 11 #22).
  if (keyword && input.pageNum === 1 && total > 0) {
    const owner = await searcher();
    if (owner) await recordSearch(db, owner, keyword);
  }
  return { pageNum: input.pageNum, pageSize: input.pageSize, total, list, suggestions };
}

/** For an empty result: the closest product names, then popular searches. */
async function suggest({ db, locale }: CatalogueCtx, q: string): Promise<string[]> {
  const names = (await closeProductNames(db, q)).map((r) => pick(r.names, locale));
  const hot = (await listHotWords(db, locale)).map((h) => h.word);
  return [...new Set([...names, ...hot])].slice(0, 8);
}

export const hotWordsOf = async ({ db, locale }: CatalogueCtx) => (await listHotWords(db, locale)).map((h) => h.word);

export const searchHistoryOf = async ({ db }: CatalogueCtx, searcher: Searcher) => {
  const owner = await searcher();
  return owner ? (await listSearchHistory(db, owner)).map((h) => h.keyword) : [];
};

export async function clearSearchHistoryOf({ db }: CatalogueCtx, searcher: Searcher) {
  const owner = await searcher();
  if (owner) await clearSearchHistory(db, owner);
  return null;
}
