import { fold, htmlToText } from '../../lib/fold.js';
import { wordsForm } from './words.js';

/**
 * The search document of a product: every locale's name folded (lib/fold.ts), one by one and
 * joined by " | ", then — for each name whose words are not already separated by single spaces
 * (Thai, Lao, Chinese; "t-shirt") — its words (shared/search-text/words.ts), so a keyword's words can be
 * matched at word starts while substrings still match the name as written. Plus the folded plain
 * text of the (already sanitised) descriptions. Built only here, so the seed, the bench and any
 * later writer index products identically.
 */
export function searchDocument(names: Record<string, string>, descriptions: Record<string, string>) {
  const folded = Object.values(names).map(fold);
  const segmented = folded.map(wordsForm).filter((w, i) => w && w !== folded[i]);
  return {
    searchText: [...folded, ...new Set(segmented)].join(' | '),
    searchNames: folded,
    searchDescription: fold(htmlToText(Object.values(descriptions).join(' '))).slice(0, 4000),
  };
}
