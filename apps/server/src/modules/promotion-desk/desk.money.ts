import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { country } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';
import { formatMoney } from '../../shared/pricing/money.js';

/** A country's currency: what typed amounts are converted with and answers are written in. */
export interface DeskCurrency {
  countryCode: string;
  code: string;
  digits: number;
  symbol: string;
}

/** The country's currency, or a 422 on `field` when the country is not one the shop sells in. */
export async function currencyOf(db: Db, countryCode: string, field = 'body.countryCode'): Promise<DeskCurrency> {
  const code = countryCode.toUpperCase();
  const [row] = await db
    .select({ code: country.currencyCode, digits: country.currencyDigits, symbol: country.currencySymbol })
    .from(country)
    .where(eq(country.countryCode, code));
  if (!row) throw invalidField(field, 'field.unknownId');
  return { countryCode: code, ...row };
}

/**
 * An amount typed in major units ("12.50", as the contract's pattern admits) in minor units of a
 * currency with `digits` decimals: exact (the digits are joined as text, never multiplied as a
 * float), and more decimals than the currency has is refused rather than rounded, so what staff
 * typed is what the shop takes.
 */
export function minorOf(text: string, digits: number, field: string, least: 0 | 1 = 1): number {
  const [whole = '0', decimals = ''] = text.trim().split('.');
  const kept = decimals.replace(/0+$/, '');
  if (kept.length > digits) throw invalidField(field, 'desk.amountDecimals', { digits });
  const minor = Number(BigInt(`${whole}${kept.padEnd(digits, '0')}`));
  if (minor < least) throw invalidField(field, least ? 'desk.amountPositive' : 'field.invalidFormat');
  return minor;
}

/** Minor units as the shop writes them in the caller's language, for a message. */
export const moneyText = (minor: number, currency: DeskCurrency, locale: string) =>
  formatMoney(minor, { code: currency.code, digits: currency.digits, symbol: currency.symbol }, locale);
