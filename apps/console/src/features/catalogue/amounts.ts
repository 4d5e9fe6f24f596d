/**
 * Prices are typed in the currency's major units ("12.50") and stored in its minor units by the
 * currency's exponent (VND 0, THB 2). The server converts and is the judge; these only fill the
 * field and say at once what it would refuse.
 */

/** Minor units as the major-unit text a price field starts with: 12345 at 2 digits is "123.45". */
export function majorText(minor: number, digits: number): string {
  if (digits === 0) return String(minor);
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${minor < 0 ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

export type AmountProblem = 'format' | 'decimals' | 'zero';

/** What the server would refuse in a typed amount, or null when it would take it. */
export function amountProblem(text: string, digits: number): AmountProblem | null {
  const value = text.trim();
  if (!/^\d{1,12}(\.\d{1,6})?$/.test(value)) return 'format';
  const fraction = (value.split('.')[1] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return 'decimals';
  if (/^[0.]+$/.test(value)) return 'zero';
  return null;
}
