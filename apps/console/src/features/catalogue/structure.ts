import type { MerchandisingProduct, MerchandisingSku } from '@storefront/contract';
import type { Texts } from './texts';

/**
 * The structure of an existing product as its page edits it: its options and what each SKU holds.
 * The server is the judge; these fill the dialogs and say at once what it would refuse.
 */

export interface ValueRow {
  valueId?: number;
  names: Texts;
}

const englishKey = (t: Texts) => (t['en-US'] ?? '').trim().toLowerCase();

/**
 * A first option made from the SKUs as they are: one value per distinct size text, each SKU
 * taking its own, so nothing the shop shows changes until staff rename them.
 */
export function valuesFromSpecs(skus: MerchandisingSku[]): { values: ValueRow[]; assign: Map<number, number> } {
  const values: ValueRow[] = [];
  const assign = new Map<number, number>();
  for (const sku of skus) {
    const key = englishKey(sku.specs);
    let at = values.findIndex((v) => englishKey(v.names) === key);
    if (at < 0) {
      at = values.length;
      values.push({ names: { ...sku.specs } });
    }
    assign.set(sku.skuId, at);
  }
  return { values: values.length ? values : [{ names: {} }], assign };
}

export type OptionProblem = 'name' | 'valueName' | 'valueTwice' | 'assignTwice';

/** What the server would refuse in an option being saved; `combos` are the SKUs' values with the new option's last. */
export function optionProblems(names: Texts, values: ValueRow[], combos: number[][] = []): OptionProblem[] {
  const problems: OptionProblem[] = [];
  if (!englishKey(names)) problems.push('name');
  if (values.some((v) => !englishKey(v.names))) problems.push('valueName');
  const keys = values.map((v) => englishKey(v.names));
  if (new Set(keys).size !== keys.length) problems.push('valueTwice');
  const taken = combos.map((c) => c.join(','));
  if (new Set(taken).size !== taken.length) problems.push('assignTwice');
  return problems;
}

/** Each SKU's values with a new option's value appended, to see whether any two SKUs would be the same. */
export const combosWith = (product: MerchandisingProduct, assign: Map<number, number>) =>
  product.skus.map((s) => [...s.valueIds, assign.get(s.skuId) ?? 0]);

/** Only the languages typed, trimmed: what a body carries. */
export const typed = (texts: Texts): Texts =>
  Object.fromEntries(
    Object.entries(texts)
      .map(([l, v]) => [l, v?.trim() ?? ''])
      .filter(([, v]) => v),
  ) as Texts;

/** Whether two texts say the same in every language (what a save would not change). */
export const sameTexts = (a: Texts, b: Texts) =>
  JSON.stringify(Object.entries(typed(a)).sort()) === JSON.stringify(Object.entries(typed(b)).sort());
