import type { Country } from '@storefront/contract';
import { formatLaoDate, intlLacksLao, laoNumberParts } from './laoIntl';

/** Money as the API sends it: integer minor units, never floats (DESIGN §2). */
export type MoneyCountry = Pick<Country, 'currencyCode' | 'currencyDigits'> &
  Partial<Pick<Country, 'currencySymbol' | 'currencyStep'>>;

/** Spec §9: the largest amount the storefront shows or takes, in major units. */
export const CURRENCY_MAX = 1e10;

/**
 * An amount in minor units as the country shows it (spec §3): rounded to the currency's step (the
 * smallest amount shown, e.g. 1000 for a market that prices in thousands of đồng) and kept within
 * `currencyMax`. The server rounds what is charged; this is what a person reads or enters.
 */
export function toShownMinor(minor: number, country: MoneyCountry, currencyMax = CURRENCY_MAX): number {
  const scale = 10 ** country.currencyDigits;
  const step =
    country.currencyStep && country.currencyStep > 0 ? Math.max(1, Math.round(country.currencyStep * scale)) : 1;
  const stepped = Math.round(minor / step) * step;
  const max = currencyMax * scale;
  return Math.max(-max, Math.min(max, stepped)) || 0;
}

/** Fraction digits worth showing: none when the step is a whole unit (฿5, not ฿5.00). */
function shownDigits(country: MoneyCountry): number {
  const step = country.currencyStep;
  if (!step || step <= 0) return country.currencyDigits;
  let digits = 0;
  while (digits < country.currencyDigits && Math.abs(Math.round(step * 10 ** digits) - step * 10 ** digits) > 1e-9)
    digits++;
  return digits;
}

// Building an Intl formatter costs some forty times more than formatting with one: one formatter
// per locale and options (docs/performance.md gives the figure).
function cachedBy<O, F>(make: (locale: string, options: O) => F) {
  const made = new Map<string, F>();
  return (locale: string, options: O): F => {
    const key = `${locale}\u0000${options === undefined ? '' : JSON.stringify(options)}`;
    let f = made.get(key);
    if (!f) made.set(key, (f = make(locale, options)));
    return f;
  };
}
type NumberFormat = Pick<Intl.NumberFormat, 'format' | 'formatToParts'>;
const numberFormat = cachedBy((locale, options: Intl.NumberFormatOptions | undefined): NumberFormat => {
  if (!locale.startsWith('lo') || !intlLacksLao()) return new Intl.NumberFormat(locale, options);
  const english = new Intl.NumberFormat('en-US', options);
  return {
    formatToParts: (n) => laoNumberParts(english, Number(n)),
    format: (n) =>
      laoNumberParts(english, Number(n))
        .map((p) => p.value)
        .join(''),
  };
});
const dateFormat = cachedBy((locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));

/**
 * Formats integer minor units in the given locale, e.g. 12345 THB (2 digits) → "฿123.45".
 * Intl places the symbol and the separators the way the locale writes them; the symbol itself
 * comes from the country data (spec §3), because Intl would write "THB" or "LAK" in some locales
 * where the shop shows ฿ and ₭.
 */
export function formatMoney(minor: number, country: MoneyCountry, locale: string, currencyMax = CURRENCY_MAX): string {
  const digits = country.currencyDigits;
  const symbol = country.currencySymbol ?? '';
  const step = country.currencyStep ?? 0;
  const id = `${locale}\u0000${country.currencyCode}\u0000${digits}\u0000${symbol}\u0000${step}\u0000${currencyMax}\u0000${minor}`;
  let text = formatted.get(id);
  if (text === undefined) {
    const shown = toShownMinor(minor, country, currencyMax);
    const parts = moneyFormat(locale, country.currencyCode, shownDigits(country)).formatToParts(shown / 10 ** digits);
    text = parts.map((p) => (p.type === 'currency' && symbol ? symbol : p.value)).join('');
    if (formatted.size >= FORMATTED_MAX) formatted.clear();
    formatted.set(id, text);
  }
  return text;
}

/**
 * Amounts already written, by locale, currency and amount: a list repeats its prices (every card
 * of a page, a price and its range), and each call built an options key and split the number
 * into parts again. Past this many, it starts afresh.
 */
const formatted = new Map<string, string>();
const FORMATTED_MAX = 2000;
const moneyFormats = new Map<string, NumberFormat>();
function moneyFormat(locale: string, currency: string, digits: number) {
  const id = `${locale}\u0000${currency}\u0000${digits}`;
  let f = moneyFormats.get(id);
  if (!f) {
    f = numberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormats.set(id, f);
  }
  return f;
}

export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions) {
  return numberFormat(locale, options).format(value);
}

export function formatDate(value: Date | string | number, locale: string, options?: Intl.DateTimeFormatOptions) {
  const style = options ?? { dateStyle: 'medium' };
  if (locale.startsWith('lo') && intlLacksLao()) return formatLaoDate(dateFormat('en-GB', style), new Date(value));
  return dateFormat(locale, style).format(new Date(value));
}
