/** Building an Intl.NumberFormat costs ~0.1 ms; a cart formats dozens of amounts. */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * Formatted amounts, remembered: `formatToParts` costs ~5 µs and a cart view formats dozens of
 * amounts that recur across views (prices, thresholds). Pure, so always correct; bounded, so a
 * stream of distinct amounts cannot grow it (it starts over when full).
 */
const formatted = new Map<string, string>();
const FORMATTED_MAX = 20_000;

/**
 * Formats integer minor units for a message: Intl does the grouping and decimals of the locale, and
 * the currency sign is the country data's own symbol (₫, ฿, ₭, ₱), not ICU's "LAK" or "PHP". The
 * amount travels to Intl as an exact decimal string, never through a float division.
 */
export function formatMoney(
  minor: number,
  currency: { code: string; digits: number; symbol: string },
  locale: string,
): string {
  const key = `${locale}|${currency.code}|${currency.digits}|${currency.symbol}|${minor}`;
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= FORMATTED_MAX) formatted.clear();
    text = formatMoneyNow(minor, currency, locale);
    formatted.set(key, text);
  }
  return text;
}

function formatMoneyNow(minor: number, currency: { code: string; digits: number; symbol: string }, locale: string) {
  const negative = minor < 0;
  const digits = String(Math.abs(Math.trunc(minor))).padStart(currency.digits + 1, '0');
  const whole = digits.slice(0, digits.length - currency.digits);
  const fraction = digits.slice(digits.length - currency.digits);
  const decimal = `${negative ? '-' : ''}${whole}${currency.digits ? `.${fraction}` : ''}`;
  const parts = numberFormat(locale, {
    style: 'currency',
    currency: currency.code,
    minimumFractionDigits: currency.digits,
    maximumFractionDigits: currency.digits,
  }).formatToParts(decimal as unknown as number);
  return parts.map((p) => (p.type === 'currency' ? currency.symbol : p.value)).join('');
}

/** A whole number (a quantity) in the locale's digits and grouping. */
export const formatCount = (n: number, locale: string) => numberFormat(locale, {}).format(n);
