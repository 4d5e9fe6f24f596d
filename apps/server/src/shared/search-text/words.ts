import { fold } from '../../lib/fold.js';

/**
 * Words of folded text. `Intl.Segmenter` breaks Thai, Lao and Chinese, written without spaces,
 * with ICU's dictionaries (shipped with Node), and Latin text at spaces and punctuation
 * ("t-shirt" → "t", "shirt"). One segmenter for every language: a shopper may type any
 * language whatever the interface's, and ICU picks the dictionary by script, not by locale.
 */
const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

export const words = (folded: string): string[] =>
  [...segmenter.segment(folded)].filter((s) => s.isWordLike).map((s) => s.segment);

/** The words of folded text joined by single spaces: how the search document stores a name's words. */
export const wordsForm = (folded: string) => words(folded).join(' ');

/** A keyword as search reads it: folded, its words, and the words as one phrase. */
export function parseKeyword(keyword: string) {
  const q = fold(keyword);
  const tokens = [...new Set(words(q))];
  return { q, tokens, phrase: tokens.join(' ') };
}

/** Scripts written without spaces between words. */
export const isUnspaced = (text: string) => /[\p{Script=Thai}\p{Script=Lao}\p{Script=Han}]/u.test(text);

/**
 * The keyword's word spans (up to four words, and the whole keyword) as phrases, to look synonyms
 * up by: "washing up liquid" is a synonym of "dish soap" as a whole, and a Lao or Thai word is
 * often several words to the segmenter.
 */
export function phrases(tokens: string[]): { from: number; to: number; text: string }[] {
  const out: { from: number; to: number; text: string }[] = [];
  for (let from = 0; from < tokens.length; from++)
    for (let to = from + 1; to <= tokens.length; to++)
      if (to - from <= 4 || (from === 0 && to === tokens.length))
        out.push({ from, to, text: tokens.slice(from, to).join(' ') });
  return out;
}

/**
 * A short word with two neighbouring letters swapped ("mlik") shares almost no trigram with the
 * word meant ("milk"), so trigram similarity cannot find it: its swaps are tried as words instead.
 * Only for Latin words of four to eight letters (longer words keep enough trigrams; unspaced
 * scripts have their own typo rule).
 */
export function swaps(token: string): string[] {
  const chars = [...token];
  if (chars.length < 4 || chars.length > 8 || !/^\p{Script=Latin}+$/u.test(token)) return [];
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) {
    if (chars[i] === chars[i + 1]) continue;
    const c = [...chars];
    [c[i], c[i + 1]] = [c[i + 1]!, c[i]!];
    out.add(c.join(''));
  }
  return [...out];
}
