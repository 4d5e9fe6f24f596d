import type { Country } from '@storefront/contract';

/** Money as the API sends it: integer minor units, never floats (DESIGN §2). */
export type MoneyCountry = Pick<Country, 'currencyCode' | 'currencyDigits'>;

/** Formats integer minor units in the given locale, e.g. 12345 THB (2 digits) → "฿123.45". */
export function formatMoney(minor: number, country: MoneyCountry, locale: string): string {
  const digits = country.currencyDigits;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: country.currencyCode,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(locale, options).format(value);
}

export function formatDate(value: Date | string | number, locale: string, options?: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(locale, options ?? { dateStyle: 'medium' }).format(new Date(value));
}
