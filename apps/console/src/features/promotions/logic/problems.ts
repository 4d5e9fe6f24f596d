import type { Locale } from '@storefront/contract/constants';
import { amountProblem, type AmountProblem } from '../../../lib/amounts';
import type { WindowProblem } from './window';

/** Why a field cannot be sent yet, named by its text key under `promotions.problem`. */
export type Problem =
  | AmountProblem
  | WindowProblem
  | 'englishTitle'
  | 'belowList'
  | 'tierRepeated'
  | 'tierCheaper'
  | 'reductionBelow'
  | 'feeBelowBasic'
  | 'codeFormat'
  | 'quantity'
  | 'percent'
  | 'count'
  | 'perCustomer'
  | 'belowClaimed'
  | 'scopeRequired';

/** Problems by field (`promotionPrice`, `tiers.1.price`, `titles.en-US`…); empty: ready to send. */
export type Problems = Record<string, Problem>;

/** Texts per locale as sent: trimmed, the empty ones left out. */
export function keptTexts(texts: Partial<Record<Locale, string>>): Partial<Record<Locale, string>> {
  const kept: Partial<Record<Locale, string>> = {};
  for (const [locale, text] of Object.entries(texts) as [Locale, string | undefined][]) {
    if (text?.trim()) kept[locale] = text.trim();
  }
  return kept;
}

/** Adds the problem of an amount field, if it has one; true when the amount is usable. */
export function checkAmount(problems: Problems, field: string, text: string, digits: number, zero = false): boolean {
  const problem = text.trim() ? amountProblem(text, digits, zero) : 'required';
  if (problem) problems[field] = problem;
  return problem === null;
}
