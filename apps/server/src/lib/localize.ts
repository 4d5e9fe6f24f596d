import { DEFAULT_LOCALE, type Locale } from '@storefront/contract';

/** The text of a `{locale: text}` column in the caller's locale, falling back to en-US. */
export function pick(texts: Partial<Record<string, string>> | null | undefined, locale: Locale): string {
  if (!texts) return '';
  return texts[locale] ?? texts[DEFAULT_LOCALE] ?? Object.values(texts)[0] ?? '';
}

const displayNames = new Map<Locale, Intl.DisplayNames>();
/** A country's name in the caller's language, from ICU, so no table of names can go stale. */
export function countryName(locale: Locale, code: string): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale, DEFAULT_LOCALE], { type: 'region' });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? code;
}
