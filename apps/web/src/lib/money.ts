import type { Country } from '@storefront/contract';

/** Money as the API sends it: integer minor units, never floats (DESIGN §2). */
export type MoneyCountry = Pick<Country, 'currencyCode' | 'currencyDigits'> & Partial<Pick<Country, 'currencySymbol'>>;

/**
 * Formats integer minor units in the given locale, e.g. 12345 THB (2 digits) → "฿123.45".
 * Intl places the symbol and the separators the way the locale writes them; the symbol itself
 * comes from the country data (spec §3), because Intl would write "THB" or "LAK" in some locales
 * where the shop shows ฿ and ₭.
 */
export function formatMoney(minor: number, country: MoneyCountry, locale: string): string {
  const digits = country.currencyDigits;
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: country.currencyCode,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).formatToParts(minor / 10 ** digits);
  const symbol = country.currencySymbol;
  return parts.map((p) => (p.type === 'currency' && symbol ? symbol : p.value)).join('');
}

export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(locale, options).format(value);
}

export function formatDate(value: Date | string | number, locale: string, options?: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(locale, options ?? { dateStyle: 'medium' }).format(new Date(value));
}
