import type { Locale } from '@storefront/contract';

/**
 * A module's server messages in all six locales. English fixes the keys; the compiler rejects a
 * locale that misses one.
 */
export function defineMessages<const T extends Record<string, string>>(
  en: T,
  others: Record<Exclude<Locale, 'en-US'>, Record<keyof T, string>>,
): Record<Locale, Record<keyof T, string>> {
  return { 'en-US': en, ...others };
}
