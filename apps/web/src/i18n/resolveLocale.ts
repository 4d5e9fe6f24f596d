import { DEFAULT_LOCALE, LOCALES, matchLocale } from '@storefront/contract/constants';
import type { Locale } from '@storefront/contract';

export { LOCALE_NAMES } from '../lib/localeNames';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export interface LocaleSources {
  /** `location.search`, for `?locale=`. */
  search: string;
  saved: unknown;
  languages: readonly string[];
}

/** Spec §4: `?locale=` query, else the saved locale, else the browser's languages, else en-US. */
export function resolveLocale({ search, saved, languages }: LocaleSources): Locale {
  const fromQuery = new URLSearchParams(search).get('locale');
  if (isLocale(fromQuery)) return fromQuery;
  const q = fromQuery && matchLocale([fromQuery]);
  if (q) return q;
  if (isLocale(saved)) return saved;
  return matchLocale(languages) ?? DEFAULT_LOCALE;
}
