import { type SQL, sql } from 'drizzle-orm';
import { isUnspaced } from '../../shared/search-text/words.js';

/**
 * How a keyword's words meet a product's names, as SQL over a search document: names and their
 * word forms joined by " | ", words separated by single spaces (shared/search-text/document.ts).
 * Plain LIKE tests, which both databases run fast on the rows the trigram indexes found.
 */

/**
 * A Latin word this short is found only whole: as the start of a word, a tone-less Vietnamese
 * syllable ("ca", "bo") would match the first letters of brand names and of other languages'
 * words ("mi" of "milk"), which a shopper never meant.
 */
export const SHORT_WORD = 2;

export const wholeOnly = (word: string) => !isUnspaced(word) && [...word].length <= SHORT_WORD;

export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `whole`: each word is a word of the name; `start`: each word starts one (the shopper may have
 * typed only its start), short Latin words whole all the same. A word of Thai, Lao or Chinese
 * counts from a word start either way: the dictionary may break a name into shorter words than
 * the keyword's.
 */
export type WordMatch = 'whole' | 'start';

const isWhole = (word: string, how: WordMatch) => (how === 'whole' && !isUnspaced(word)) || wholeOnly(word);

/** The names (and word forms) of a search document, one row each. */
const names = (doc: SQL) => sql`unnest(string_to_array(${doc}, ' | '))`;

/**
 * Every word within one name (or one name's word form), in any order: words spread over several
 * names ("sua" of one language's name, "bo" of a brand in another's) say nothing of the product.
 */
export function inOneName(doc: SQL, words: string[], how: WordMatch): SQL {
  const test = (n: SQL, w: string) => sql`${n} like ${`% ${likeEscape(w)}${isWhole(w, how) ? ' ' : ''}%`}`;
  // Between spaces, a name's first and last words are tested like the others.
  const spaced = sql`(' ' || n || ' ')`;
  return sql`exists (select 1 from ${names(doc)} n where ${sql.join(
    words.map((w) => test(spaced, w)),
    sql` and `,
  )})`;
}

/**
 * A name starts with one of the phrases, ending where a word ends — except in unspaced scripts,
 * where the phrase may end inside a name's first word.
 */
export function nameStartsWith(doc: SQL, phrases: string[]): SQL {
  const starts = (p: string) => {
    const e = likeEscape(p);
    if (isUnspaced(p)) return [sql`${doc} like ${`${e}%`}`, sql`${doc} like ${`%| ${e}%`}`];
    return [
      sql`${doc} = ${p}`,
      sql`${doc} like ${`${e} %`}`,
      sql`${doc} like ${`%| ${e} %`}`,
      sql`${doc} like ${`%| ${e}`}`,
    ];
  };
  return sql`(${sql.join(phrases.flatMap(starts), sql` or `)})`;
}

/**
 * A search document with the product's brand set aside: the word all its names start with, in
 * every language, when they are translations (they differ after it). A brand is not translated
 * ("Vinamilk Sữa tươi", "Vinamilk Fresh Milk"), and what follows it is what the product is: a
 * shopper typing "sữa tươi" means "Vinamilk Sữa tươi" as much as "Sữa tươi Vinamilk".
 * `names` is the product's folded names (`search_names`).
 */
export function brandAside(doc: SQL, names: SQL): SQL {
  const first = sql`(${names})[1]`;
  const brand = sql`split_part(${first}, ' ', 1)`;
  // Every name starts with the brand and a space: it starts the joined names as often as there are
  // names (string functions, cheaper per row than reading the names one by one).
  const joined = sql`('| ' || array_to_string(${names}, ' | '))`;
  const mark = sql`('| ' || ${brand} || ' ')`;
  const branded = sql`(strpos(${first}, ' ') > 0
    and length(${joined}) - length(replace(${joined}, ${mark}, '')) = cardinality(${names}) * length(${mark})
    and array_remove(${names}, ${first}) <> '{}')`;
  return sql`(case when ${branded} then substr(replace('| ' || ${doc}, ${mark}, '| '), 3) else ${doc} end)`;
}
