import { LOCALES, type Locale } from '@storefront/contract/constants';
import type { Texts } from './texts';

/**
 * A synonym as the console sends it: the word shoppers type and the catalogue's words it should
 * also search. The server folds both as search does (accents too) and is the judge; this compares
 * by case and spaces only, to say at once what it would surely refuse.
 */
const folded = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** The synonyms to send: trimmed, each once, none the word itself. */
export function cleanSynonyms(word: string, synonyms: string[]): string[] {
  const key = folded(word);
  const seen = new Set<string>();
  return synonyms
    .map((s) => s.trim())
    .filter((s) => {
      const f = folded(s);
      if (!f || f === key || seen.has(f)) return false;
      seen.add(f);
      return true;
    });
}

export type SynonymProblem = 'word' | 'synonyms';

export function synonymProblem(word: string, synonyms: string[]): SynonymProblem | null {
  if (!folded(word)) return 'word';
  return cleanSynonyms(word, synonyms).length ? null : 'synonyms';
}

/** The new-product screen with a missed search as the product's name, in the language it was typed in. */
export const newProductPath = (keyword: string, locale: Locale) =>
  `/catalogue/new?${new URLSearchParams({ name: keyword, locale }).toString()}`;

/**
 * The name a new product starts with, from the new-product screen's address: the missed search
 * in its language, else in the staff member's (a known locale), else none.
 */
export function nameFromAddress(params: URLSearchParams, staffLocale: string): Texts {
  const name = params.get('name')?.trim().slice(0, 200);
  if (!name) return {};
  const known = (l: string | null): l is Locale => !!l && (LOCALES as readonly string[]).includes(l);
  const asked = params.get('locale');
  const locale = known(asked) ? asked : known(staffLocale) ? staffLocale : 'en-US';
  return { [locale]: name };
}

/** A day (YYYY-MM-DD, the server's calendar) in the staff member's language. */
export const dayText = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
