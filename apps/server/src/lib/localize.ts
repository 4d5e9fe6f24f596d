import { DEFAULT_LOCALE, type Locale } from '@storefront/contract';

/** The text of a `{locale: text}` column in the caller's locale, falling back to en-US. */
export function pick(texts: Partial<Record<string, string>> | null | undefined, locale: Locale): string {
  if (!texts) return '';
  return texts[locale] ?? texts[DEFAULT_LOCALE] ?? Object.values(texts)[0] ?? '';
}
