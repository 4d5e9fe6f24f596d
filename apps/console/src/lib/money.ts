/** A currency as the countries list describes it: digits of its minor unit and the shop's symbol. */
export interface Currency {
  digits: number;
  symbol: string;
}

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(locale: string, code: string, digits: number): Intl.NumberFormat {
  const key = `${locale}\u0000${code}\u0000${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * Integer minor units in the staff member's locale, as the shop writes them (apps/web lib/money):
 * the digits and the symbol come from the countries list, because Intl writes "LAK" or "THB" in
 * some locales where the shop shows ₭ and ฿. A currency the list lacks falls back to Intl's own.
 */
export function formatMoney(minor: number, code: string, locale: string, currency?: Currency): string {
  const digits =
    currency?.digits ??
    new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ??
    2;
  const parts = formatOf(locale, code, digits).formatToParts(minor / 10 ** digits);
  return parts.map((p) => (p.type === 'currency' && currency?.symbol ? currency.symbol : p.value)).join('');
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** An ISO instant as a date and time in the staff member's locale and time zone. */
export function formatDateTime(iso: string, locale: string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}
