import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { isUnspaced } from '../../shared/search-text/words.js';
import { brandAside, inOneName, likeEscape, nameStartsWith, wholeOnly } from './search.words.js';

/** What a keyword looks for, prepared by the search service. */
export interface MatchPlan {
  /** The keyword folded (lib/fold.ts). */
  q: string;
  /** Its words (shared/search-text/words.ts). */
  tokens: string[];
  /**
   * The keyword with a phrase replaced by one of its synonyms, one list of terms per rewrite: the
   * synonym (folded, as written) and the keyword's other words, each to be found in a name.
   */
  rewrites: string[][];
  /** Categories (with their subcategories) whose whole name the keyword, or a rewrite, is. */
  categoryIds: number[];
  /** Categories one half of whose name the keyword is ("yogurt" of "Yogurt & cheese"). */
  categoryPartIds: number[];
  /** Each word of the keyword with two neighbouring letters swapped, as whole keywords. */
  swapped: string[][];
  /**
   * The keyword with its marks, lower case, when folding dropped some ("dầu dừa"): names written
   * with the same marks rank first within a tier, before tone-less namesakes ("đậu đũa").
   */
  marked?: string;
}

/**
 * A product matched and how well: the tier (lower is better, see `matchProducts`) and, within a
 * tier, the keyword's trigram word similarity to the names.
 */
export interface Hit {
  id: number;
  tier: number;
  score: number;
}

/** Precise tiers: a name or its words are the keyword's, a synonym, a category's name, typed word starts. */
export const EXACT_TIERS = 5;
/** A search shows at most this many products (Algolia's default is 1,000): enough to page through. */
export const MAX_PRODUCTS = 2000;

const text = sql`p.search_text`;
const contains = (column: SQL, t: string) => sql`${column} like ${`%${likeEscape(t)}%`}`;
/** The word starts a word of a name (names and their words are separated by spaces, see shared/search-text/document.ts). */
const startsWord = (t: string) => sql`(${text} like ${`${likeEscape(t)}%`} or ${text} like ${`% ${likeEscape(t)}%`})`;
/** The word is a word of a name: an indexable test (the document's names are read one by one after). */
const isWord = (t: string) => {
  const e = likeEscape(t);
  return sql`(${text} like ${`${e} %`} or ${text} like ${`% ${e} %`} or ${text} like ${`% ${e}`} or ${text} = ${t})`;
};
/** A word starts a word of a name; a short Latin word is a whole word (search.words.ts). */
const wordStart = (t: string) => (wholeOnly(t) ? isWord(t) : startsWord(t));
const every = (tokens: string[], one: (t: string) => SQL) =>
  sql`(${sql.join(
    tokens.map((t) => one(t)),
    sql` and `,
  )})`;
const reEscape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * The word is a whole word of a name ("milk" in "UHT Milk", not in "Milkfish"). A word of an
 * unspaced script is whole however ICU's dictionary broke it in the name's word form: one word,
 * or several ("มะม่วง" is "มะ ม่วง" in "มะม่วงออร์แกนิก").
 */
const wholeWord = (t: string) =>
  sql`${text} ~ ${`(^| )${isUnspaced(t) ? [...t].map(reEscape).join(' ?') : reEscape(t)}( |$)`}`;
const any = (parts: SQL[]) => (parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`);
const ids = (list: number[]) => sql`${`{${list.join(',')}}`}::int[]`;

/**
 * The products a keyword finds without typos, best first. Tiers:
 *   0 a name (any locale) is the keyword · 1 a name starts with it, up to a word's end · 2 every
 *   word of the keyword is a word of one name · 3 every term of a synonym rewrite starts a word of
 *   a name · 4 the product is in a category the keyword names · 5 every word starts a word of one
 *   name (typed in part: "choc") · 6 in a category half of whose name it is · 7 every word occurs
 *   inside a name (a part of a word: "ashew") · 8 the description contains the keyword.
 * Short Latin words count only whole, and a keyword's words only within one name (search.words.ts).
 * Tiers 0–5 are the precise ones; the service asks for the others (`loose`: parts of words,
 * descriptions) only when those are few. Within a tier, a product whose name the keyword covers
 * more of comes first ("mango" before "dried mango"), then (loose tiers) the closer by trigram
 * word similarity. Each branch of the union uses a GIN trigram index on its own; names are read
 * one by one only on the rows those found.
 */
export async function matchProducts(db: Db, plan: MatchPlan, loose: boolean): Promise<Hit[]> {
  const { q, tokens } = plan;
  const phrase = tokens.join(' ');
  // A part of a word, except for a short Latin word: every name holds an "a" somewhere.
  const inName = every(tokens, (t) => (wholeOnly(t) ? isWord(t) : contains(text, t)));
  // A synonym in Thai, Lao or Chinese is found as written (names' words may break differently);
  // a Latin one at a word start ("cola" is not in "chocolate").
  const rewrites = plan.rewrites.map((r) => every(r, (t) => (isUnspaced(t) ? contains(text, t) : wordStart(t))));
  const nameStart = nameStartsWith(text, [...new Set([q, phrase])]);
  // Word starts are indexable even for a two-letter word ("นม": the trigram index pads a word's
  // start); a part of a word or a description is read only in the loose pass.
  // A name that starts with a spaced keyword also has its words at word starts; one written
  // without spaces may break into other words than the keyword, so it is looked up as well.
  const branches = [sql`select p.id from product p where ${every(tokens, wordStart)}`];
  if (isUnspaced(q)) branches.push(sql`select p.id from product p where ${nameStart}`);
  for (const rewrite of rewrites) branches.push(sql`select p.id from product p where ${rewrite}`);
  const categories = [...plan.categoryIds, ...plan.categoryPartIds];
  if (categories.length) branches.push(sql`select p.id from product p where p.category_id = any(${ids(categories)})`);
  if (loose) branches.push(sql`select p.id from product p where ${inName}`);
  // Descriptions are long (read from TOAST); trigram indexes need three characters.
  const described = loose && [...q].length >= 3;
  if (described) branches.push(sql`select p.id from product p where ${contains(sql`p.search_description`, q)}`);
  // The whole document's tests come first (cheap, and enough for one word); only the rows they
  // let through have their names read one by one.
  const spacedWord = (t: string) => (isUnspaced(t) ? startsWord(t) : isWord(t));
  const oneWord = tokens.length === 1;
  const wholeWords = sql`(${every(tokens, spacedWord)}${oneWord ? sql`` : sql` and ${inOneName(text, tokens, 'whole')}`})`;
  const wordStarts = sql`(${every(tokens, wordStart)}${oneWord ? sql`` : sql` and ${inOneName(text, tokens, 'start')}`})`;
  // Within a tier, names holding the keyword's words (or a synonym's) whole come before names where
  // they only start a word: "milk" finds milk before milkfish, although "Milkfish" is mostly "milk";
  // "mít" (a synonym of "trái mít") jackfruit before "Mitr Phol" sugar; "葡萄" grapes before
  // "葡萄酒" wine; "หมู" pork before "หมูยอ" pork roll.
  const whole = any([tokens, ...plan.rewrites].map((terms) => every(terms, wholeWord)));
  const meant = [...new Set([q, phrase, ...plan.rewrites.flatMap(phrasesOf)])];
  // The names as written, all languages in one string (JSON text keeps letters as they are).
  const marked = plan.marked ? sql`lower(p.names::text) like ${`%${likeEscape(plan.marked)}%`}` : sql`false`;
  // Trigram word similarity costs a trigram set of the whole document per row: computed only
  // for the loose tiers, where it orders what the precise tests could not. A row some branch
  // found that no tier holds (words spread over several names) is left out.
  return queryRows<Hit>(
    db,
    sql`select id, tier, case when tier > ${EXACT_TIERS} then word_similarity(${q}, t)::float8 else 0 end as score
    from (
      select p.id, p.search_text as t, (case
        when ${q} = any(p.search_names) or ('| ' || ${aside} || ' |') like ${`%| ${likeEscape(q)} |%`} then 0
        when ${nameStartsWith(aside, meant)} or (${aside} <> ${text} and ${nameStart}) then 1
        when ${wholeWords} then 2
        when ${any(rewrites)} then 3
        when p.category_id = any(${ids(plan.categoryIds)}) then 4
        when ${wordStarts} then 5
        when p.category_id = any(${ids(plan.categoryPartIds)}) then 6
        when ${loose ? inName : sql`false`} then 7
        when ${described ? contains(sql`p.search_description`, q) : sql`false`} then 8
        end)::int as tier,
        ${whole} as whole,
        ${marked} as marked,
        ${coverage([q, phrase], meant)} as coverage
      from product p cross join lateral ${asideOf}
      where p.id in (${sql.join(branches, sql` union `)})
      offset 0
    ) h where tier is not null order by tier, whole desc, marked desc, coverage desc, score desc, id limit ${MAX_PRODUCTS}`,
  );
}

/**
 * The search document with the product's brand set aside (search.words.ts), as `a.aside`: computed
 * once per row (`offset 0` keeps the planner from copying the expression into each test).
 */
const asideOf = sql`(select ${brandAside(text, sql`p.search_names`)} as aside offset 0) a`;
const aside = sql`a.aside`;

/** A rewrite's terms as a name would hold them: spaced, or run together in an unspaced script. */
const phrasesOf = (terms: string[]) =>
  terms.every(isUnspaced) ? [terms.join(' '), terms.join('')] : [terms.join(' ')];

/**
 * How much of a name, brand aside, the keyword covers, the most of any name that holds it: "mango"
 * is all of "Mango" and a third of "Dried mango"; "Zaolumu Mango" covers as much as "Mango". A
 * name holding the keyword itself (`own`, 1 to 2) comes before one holding only a phrase it means
 * (`meant`, 0 to 1: a synonym, a corrected typo): "ผงชูรส" (MSG) before its synonym's seasoning.
 * `whole`: a spaced phrase counts only as whole words ("milk" of a corrected "mlik" is not in "milkfish").
 */
function coverage(own: string[], meant: string[], whole = false): SQL {
  const holds = (p: string) =>
    whole && !isUnspaced(p) ? sql`' ' || n || ' ' like ${`% ${likeEscape(p)} %`}` : sql`n like ${`%${likeEscape(p)}%`}`;
  const share = (p: string, base: number) =>
    sql`case when ${holds(p)} then ${base} + ${[...p].length}::float8 / length(n) else 0 end`;
  const shares = [...own.map((p) => share(p, 1)), ...meant.filter((p) => !own.includes(p)).map((p) => share(p, 0))];
  if (!shares.length) return sql`0::float8`;
  return sql`coalesce((select max(greatest(${sql.join(shares, sql`, `)})) from unnest(string_to_array(${aside}, ' | ')) n), 0)`;
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
  const unique = [...new Set(chars)];
  const pairs = [...new Set(chars.slice(1).map((c, i) => chars[i]! + c))];
  const charHits = sql.join(
    unique.map((c) => sql`(${contains(text, c)})::int`),
    sql` + `,
  );
  return sql`((${charHits}) >= ${unique.length - 1} and ${any(pairs.map((p) => contains(text, p)))})`;
}

/**
 * pg_trgm's `<%` only uses the GIN index with its own threshold, a setting (default 0.6) that
 * lets one wrong letter of a long word through but not a dropped one in a short word ("aple" is
 * 0.57 from "apple"). 0.45 catches those. SET LOCAL keeps the setting to this transaction, so a
 * pooled connection is never left changed.
 */
export const TYPO_THRESHOLD = 0.45;

/**
 * Products a keyword finds only with a typo forgiven, best first, leaving out `found`: tier 9 a
 * swapped pair of letters (shared/search-text/words.ts `swaps`) or, in unspaced scripts, one character
 * wrong; tier 10 every word found as typed or close to a word of a name (trigram word similarity:
 * a wrong, missing or extra letter in a longer word), so one close word of a longer keyword does
 * not bring products that lack the others. Within a tier, names holding a corrected keyword whole
 * ("khaoi tay": "khoai tây", not "khoai lang miền tây") and covering more of it come first, then the
 * closer by trigram word similarity, then the name (brand aside) closest as a whole.
 */
export async function typoProducts(db: Db, plan: MatchPlan, found: number[], limit: number): Promise<Hit[]> {
  const { q } = plan;
  const corrected = plan.swapped.map((s) => s.join(' '));
  const close = [...plan.swapped.map((s) => every(s, startsWord)), ...[unspacedTypo(q)].filter((x): x is SQL => !!x)];
  const branches = [...close.map((c) => sql`select p.id from product p where ${c}`)];
  const near = (t: string) => ([...t].length >= 3 ? sql`(${startsWord(t)} or ${t} <% ${text})` : wordStart(t));
  if ([...q].length >= 3) branches.push(sql`select p.id from product p where ${every(plan.tokens, near)}`);
  if (!branches.length) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
    return queryRows<Hit>(
      tx,
      sql`select p.id, (case when ${any(close)} then 9 else 10 end)::int as tier,
        word_similarity(${q}, ${text})::float8 as score,
        ${coverage([], corrected, true)} as coverage,
        (select max(similarity(${q}, n)) from unnest(string_to_array(${aside}, ' | ')) n) as closeness
      from product p cross join lateral ${asideOf}
      where p.id in (${sql.join(branches, sql` union `)}) and p.id <> all(${ids(found)})
      order by tier, coverage desc, score desc, closeness desc, p.id limit ${limit}`,
    );
  });
}
