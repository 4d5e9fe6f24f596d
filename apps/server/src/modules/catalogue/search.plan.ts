import { fold } from '../../lib/fold.js';
import type { Categories } from './categories.service.js';
import type { MatchPlan } from './search.match.repository.js';
import { phrases, swaps, wordsForm } from '../../shared/search-text/words.js';

const MAX_REWRITES = 12;
const MAX_SWAPS = 24;

/** "Beer & wine", "Rau củ quả tươi"… split where a name joins two things ("&", "và", "และ", "和"…). */
const JOINS = /\s*(?:&|,|和|\bva\b|และ|ແລະ|\bat\b)\s*/u;

let categoryIndex: { key: string; names: { id: number; whole: string; parts: string[] }[] } | null = null;

/** Category names as search compares them, rebuilt only when a name changes (a key of all names). */
function indexOf(categories: Categories) {
  const key = categories.rows.map((r) => `${r.id}:${JSON.stringify(r.names)}`).join('\n');
  if (categoryIndex?.key !== key) {
    const names = categories.rows.flatMap((r) =>
      Object.values(r.names)
        .filter((n): n is string => !!n)
        .map((n) => ({ id: r.id, whole: wordsForm(fold(n)), parts: fold(n).split(JOINS).map(wordsForm) })),
    );
    categoryIndex = { key, names };
  }
  return categoryIndex.names;
}

/**
 * The categories (with their subcategories) a phrase names: by their whole name ("fruit" Fruit,
 * "vegetable" Vegetables) or, when none, by one half of it ("yogurt" of "Yogurt & cheese").
 */
function categoriesNamed(categories: Categories, phrase: string) {
  const forms = /^\p{Script=Latin}/u.test(phrase) ? [phrase, `${phrase}s`, `${phrase}es`] : [phrase];
  const names = indexOf(categories);
  const subtree = (list: typeof names) => list.flatMap((n) => categories.descendants(n.id));
  const whole = names.filter((n) => forms.includes(n.whole));
  return {
    whole: subtree(whole),
    part: whole.length ? [] : subtree(names.filter((n) => n.parts.some((p) => forms.includes(p)))),
  };
}

/**
 * What a keyword looks for: its words, the rewrites its synonyms give (a phrase of up to three
 * words replaced by each synonym, kept whole: a synonym is a catalogue word, found as written even
 * where a name's words break differently), the categories it names, and its swapped-letter variants.
 */
export function planMatch(
  q: string,
  tokens: string[],
  synonyms: { word: string; synonyms: string[] }[],
  categories: Categories,
): MatchPlan {
  const byWord = new Map(synonyms.map((s) => [s.word, s.synonyms]));
  const rewrites: string[][] = [];
  // A synonym that only adds words the keyword already has around the phrase adds nothing:
  // "ໝາກແອັບເປີ້ນ" typed in full holds "ແອັບເປີ້ນ"'s synonym "ໝາກແອັບເປີ້ນ", and rewriting that
  // phrase would look for "ໝາກ" twice, in other names. A shorter synonym ("quả xoài": "xoài") stays.
  const bare = (s: string) => s.replace(/ /g, '');
  const redundant = (span: string, synonym: string) =>
    bare(synonym).length > bare(span).length && bare(q).includes(bare(synonym));
  for (const span of phrases(tokens))
    for (const synonym of byWord.get(span.text) ?? [])
      if (!redundant(span.text, synonym))
        rewrites.push([...tokens.slice(0, span.from), synonym, ...tokens.slice(span.to)]);
  const named = [tokens.join(' '), ...rewrites.map((r) => wordsForm(r.join(' ')))].map((p) =>
    categoriesNamed(categories, p),
  );
  const categoryIds = [...new Set(named.flatMap((n) => n.whole))];
  const categoryPartIds = [...new Set(named.flatMap((n) => n.part))].filter((id) => !categoryIds.includes(id));
  const swapped = tokens.flatMap((t, i) => swaps(t).map((s) => tokens.map((x, j) => (j === i ? s : x))));
  return {
    q,
    tokens,
    rewrites: rewrites.slice(0, MAX_REWRITES),
    categoryIds,
    categoryPartIds,
    swapped: swapped.slice(0, MAX_SWAPS),
  };
}
