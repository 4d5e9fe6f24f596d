import { fold, htmlToText } from '../../lib/fold.js';

/**
 * The search document of a product: every locale's name folded (lib/fold.ts), one by one and
 * joined, and the folded plain text of the (already sanitised) descriptions. Built only here, so
 * the seed, the bench and any later writer index products identically.
 */
export function searchDocument(names: Record<string, string>, descriptions: Record<string, string>) {
  const folded = Object.values(names).map(fold);
  return {
    searchText: folded.join(' | '),
    searchNames: folded,
    searchDescription: fold(htmlToText(Object.values(descriptions).join(' '))).slice(0, 4000),
  };
}
