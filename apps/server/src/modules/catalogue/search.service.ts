import { notFound } from '../../lib/errors.js';
import { pick } from '../../lib/localize.js';
import { toCard } from './card.mapper.js';
import {
  clearSearchHistory,
  listHotWords,
  listSearchHistory,
  recordMiss,
  recordSearch,
} from './catalogue.repository.js';
import type { CatalogueCtx } from './catalogue.ctx.js';
import { type Categories, categoriesOf } from './categories.service.js';
import { cached, type CatalogueView, choiceCache, viewOf } from './catalogue.cache.js';
import { highlightRanges } from './highlight.js';
import { EXACT_TIERS, matchProducts, MAX_PRODUCTS, typoProducts } from './search.match.repository.js';
import { planMatch } from './search.plan.js';
import { closeProductNames, searchCards, type SearchInput } from './search.repository.js';
import { isUnspaced, parseKeyword, phrases } from '../../shared/search-text/words.js';
import { synonymsOf } from '../../shared/search-text/synonym.repository.js';
import { synonymKey } from '../../shared/search-text/synonyms.js';

/**
 * Who is searching, for the history: the member's or visitor's history key, or null. Resolved only
 * when a search is worth recording, so a public search costs no session lookup otherwise.
 */
export type Searcher = () => Promise<string | null>;

/**
 * Precision before typos: below this many products found precisely (a name, a word, a synonym, a
 * category), parts of words and descriptions count too; when nothing is found, typos are forgiven.
 * What is less precise always ranks below what is more.
 */
export const FEW = 5;

/**
 * The products a keyword finds, best first, and the words to highlight in their names: computed
 * once per keyword, language and catalogue version (catalogue.cache.ts).
 */
export const rankedProducts = (c: CatalogueCtx, view: CatalogueView, keyword: string, categories: Categories) =>
  cached(view, `rank\u0000${c.locale}\u0000${keyword}`, () => rankProducts(c, keyword, categories));

async function rankProducts(c: CatalogueCtx, keyword: string, categories: Categories) {
  const parsed = parseKeyword(keyword);
  // Nothing left once folded (a lone combining mark): a search without a keyword.
  if (!parsed.q) return null;
  const tokens = parsed.tokens.length ? parsed.tokens : [parsed.q];
  const lookups = [...new Set(phrases(tokens).map((p) => p.text))];
  const plan = planMatch(parsed.q, tokens, await synonymsOf(c.db, c.locale, lookups), categories);
  // Typed with its marks ("dầu dừa"), the keyword prefers names written with them to tone-less
  // namesakes ("đậu đũa"); folded alike, they would otherwise tie.
  const marked = keyword.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  if (marked !== parsed.q) plan.marked = marked;
  let hits = await matchProducts(c.db, plan, false);
  const exact = hits.filter((h) => h.tier <= EXACT_TIERS);
  if (exact.length < FEW) hits = await matchProducts(c.db, plan, true);
  let chosen = exact.length >= FEW ? exact : hits;
  // Typos are forgiven only when nothing is found as typed: beside a product the keyword names
  // (a staple with two or three brands), near spellings of other words are noise, not choice.
  if (chosen.length === 0)
    chosen = [
      ...chosen,
      ...(await typoProducts(
        c.db,
        plan,
        chosen.map((h) => h.id),
        MAX_PRODUCTS - chosen.length,
      )),
    ];
  // What is marked in names: the keyword's pieces as typed ("t-shirt", not every "t"), the words
  // of unspaced scripts, and the synonyms looked for.
  const marks = [...parsed.q.split(' '), ...tokens.filter(isUnspaced), ...plan.rewrites.flat()];
  return {
    q: parsed.q,
    ids: chosen.map((h) => h.id),
    highlight: [...new Set(marks.filter((m) => m.length > 1 || isUnspaced(m) || m === parsed.q))],
  };
}

export async function searchSkus(c: CatalogueCtx, searcher: Searcher, input: SearchInput) {
  const { db, locale } = c;
  const view = await viewOf(db, input.warehouseId);
  const scope = view.scope;
  if (!scope) throw notFound();
  const categories = await categoriesOf(view);
  const keyword = input.keyword?.trim();
  const ranked = keyword ? await rankedProducts(c, view, keyword, categories) : null;
  const { rows, total } = await searchCards(
    db,
    scope,
    input,
    input.categoryId ? categories.descendants(input.categoryId) : null,
    ranked?.ids ?? null,
    choiceCache(view, scope.countryCode),
    ranked ? JSON.stringify([locale, keyword]) : undefined,
  );
  const ctx = { locale, currencyCode: scope.currencyCode, adultCategories: categories.adult };
  const list = rows.map((row) =>
    toCard(row, ctx, ranked ? highlightRanges(pick(row.names, locale), ranked.highlight) : []),
  );
  const suggestions = total === 0 && ranked ? await suggest(c, ranked.q) : [];
  // A first page that found nothing is counted, keyed as a synonym's word would be: the catalogue
  // staff read these back to add the synonyms shoppers' words miss. Filters aside: only a keyword's own miss.
  if (
    keyword &&
    input.pageNum === 1 &&
    total === 0 &&
    !input.categoryId &&
    !input.promotionOnly &&
    !input.inStockOnly
  ) {
    const word = synonymKey(keyword);
    if (word && word.length <= 100) await recordMiss(db, locale, word);
  }
  // Only words that found something become recent searches: a mistyped or nonsense word would
  // otherwise be offered back to the shopper as if it led somewhere.
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
