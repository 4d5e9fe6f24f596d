/**
 * Amounts (prices, offers' terms) are typed in the currency's major units ("12.50") and kept in its
 * minor units by the currency's own digits (VND 0, THB 2). The server converts and is the judge;
 * these fill the fields and say at once what it would refuse.
 */

/** Minor units as the text a field starts with: 12345 at 2 digits is "123.45". */
export function toMajorText(minor: number, digits: number): string {
  const padded = String(Math.abs(minor)).padStart(digits + 1, '0');
  const text = digits ? `${padded.slice(0, -digits)}.${padded.slice(-digits)}` : padded;
  return minor < 0 ? `-${text}` : text;
}

export type AmountProblem = 'format' | 'decimals' | 'zero';

const TYPED = /^(\d{1,12})(?:\.(\d{1,6}))?$/;

/** What the server would refuse in a typed amount (zero only where `zero` allows it), or null. */
export function amountProblem(text: string, digits: number, zero = false): AmountProblem | null {
  const match = TYPED.exec(text.trim());
  if (!match) return 'format';
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (decimals.length > digits) return 'decimals';
  if (!zero && !/[1-9]/.test(match[1]!) && !decimals) return 'zero';
  return null;
}

/** A well-typed amount in minor units, for comparing two fields before sending (exact, no float). */
export function toMinor(text: string, digits: number): number {
  const [whole = '0', decimals = ''] = text.trim().split('.');
  return Number(`${whole}${decimals.padEnd(digits, '0').slice(0, digits)}`);
}
