import { MAX_OPTIONS, type Locale } from '@storefront/contract/constants';
import type { BodyOf } from '@storefront/contract';
import type { merchandisingCreateProduct } from '@storefront/contract/routes';
import { amountProblem } from '../../lib/amounts';
import { typed } from './structure';
import type { Texts } from './texts';

/**
 * A new product as the form holds it until it is sent: its texts, its options, and one draft per
 * combination of the options' values (the form offers every combination; staff keep the ones
 * the shop sells). The server is the judge; these say at once what it would refuse.
 */
export interface OptionDraft {
  names: Texts;
  values: Texts[];
}

export interface SkuDraft {
  /** Whether this combination becomes a SKU. */
  make: boolean;
  barcode: string;
  /** Typed in the currency's major units, by country; empty: not sold there yet. */
  prices: Record<string, string>;
}

export interface ProductDraft {
  categoryId: number | null;
  names: Texts;
  descriptions: Texts;
  onShelf: boolean;
  options: OptionDraft[];
  /** The selling unit of every SKU (bag, bottle…), every language's. */
  units: Texts;
  /** Without options: what the shop shows as the one SKU's size ("1 kg"). */
  specs: Texts;
  /** By combination key (`comboKey`). */
  skus: Record<string, SkuDraft>;
}

export const emptyDraft = (): ProductDraft => ({
  categoryId: null,
  names: {},
  descriptions: {},
  onShelf: true,
  options: [],
  units: {},
  specs: {},
  skus: {},
});

export const emptyOption = (): OptionDraft => ({ names: {}, values: [{}] });

const english = (t: Texts) => t['en-US']?.trim() ?? '';

/** Every combination of the options' values (indexes, in the options' order); one empty one without options. */
export function combinations(options: OptionDraft[]): number[][] {
  return options.reduce<number[][]>(
    (combos, option) => combos.flatMap((c) => option.values.map((_, i) => [...c, i])),
    [[]],
  );
}

export const comboKey = (combo: number[]) => combo.join('-');

/** A combination as the shop will show it ("1 L · Mango"), in `locale`, else English. */
export const comboLabel = (options: OptionDraft[], combo: number[], locale: Locale) =>
  combo.map((v, i) => options[i]?.values[v]?.[locale]?.trim() || english(options[i]?.values[v] ?? {})).join(' · ');

/** A combination's draft: what staff typed for it, else made (and on) by default. */
export const skuDraftOf = (draft: ProductDraft, combo: number[]): SkuDraft =>
  draft.skus[comboKey(combo)] ?? { make: true, barcode: '', prices: {} };

export type DraftProblem =
  | 'category'
  | 'englishName'
  | 'optionName'
  | 'valueName'
  | 'valueTwice'
  | 'tooManyOptions'
  | 'unit'
  | 'noSku'
  | 'price';

/** What the server would refuse in the draft (empty: ready to send); `digitsOf` gives a country's currency digits. */
export function draftProblems(draft: ProductDraft, digitsOf: (countryCode: string) => number): DraftProblem[] {
  const problems = new Set<DraftProblem>();
  if (draft.categoryId === null) problems.add('category');
  if (!english(draft.names)) problems.add('englishName');
  if (draft.options.length > MAX_OPTIONS) problems.add('tooManyOptions');
  for (const option of draft.options) {
    if (!english(option.names)) problems.add('optionName');
    if (!option.values.length || option.values.some((v) => !english(v))) problems.add('valueName');
    const names = option.values.map((v) => english(v).toLowerCase());
    if (new Set(names).size !== names.length) problems.add('valueTwice');
  }
  if (!english(draft.units)) problems.add('unit');
  const made = combinations(draft.options).filter((c) => skuDraftOf(draft, c).make);
  if (!made.length) problems.add('noSku');
  for (const combo of made)
    for (const [country, amount] of Object.entries(skuDraftOf(draft, combo).prices))
      if (amount.trim() && amountProblem(amount, digitsOf(country))) problems.add('price');
  return [...problems];
}

/** The body that makes the product: only the combinations kept, only the prices typed. */
export function createBody(draft: ProductDraft, clientKey: string): BodyOf<typeof merchandisingCreateProduct> {
  return {
    clientKey,
    categoryId: draft.categoryId ?? 0,
    names: typed(draft.names),
    descriptions: typed(draft.descriptions),
    onShelf: draft.onShelf,
    options: draft.options.map((o) => ({ names: typed(o.names), values: o.values.map((v) => ({ names: typed(v) })) })),
    skus: combinations(draft.options)
      .filter((c) => skuDraftOf(draft, c).make)
      .map((combo) => {
        const sku = skuDraftOf(draft, combo);
        return {
          values: combo,
          specs: draft.options.length ? {} : typed(draft.specs),
          units: typed(draft.units),
          ...(sku.barcode.trim() && { barcode: sku.barcode.trim() }),
          prices: Object.entries(sku.prices)
            .filter(([, amount]) => amount.trim())
            .map(([countryCode, amount]) => ({ countryCode, amount: amount.trim() })),
        };
      }),
  };
}

/**
 * The drafts once an option or value moved: kept by what they stand for where it still exists.
 * A combination's key names value positions, so removing a value shifts the later ones; drafts of
 * combinations that no longer exist are dropped.
 */
export function withOptions(draft: ProductDraft, options: OptionDraft[], moved: (combo: number[]) => number[] | null) {
  const skus: Record<string, SkuDraft> = {};
  for (const combo of combinations(draft.options)) {
    const to = moved(combo);
    const kept = draft.skus[comboKey(combo)];
    if (to && kept) skus[comboKey(to)] = kept;
  }
  return { ...draft, options, skus };
}

/** The form's changes to the options, each keeping the SKU drafts of combinations that still exist. */
export const optionEdits = {
  addOption: (d: ProductDraft) => withOptions(d, [...d.options, emptyOption()], (c) => [...c, 0]),
  removeOption: (d: ProductDraft, k: number) =>
    withOptions(
      d,
      d.options.filter((_, i) => i !== k),
      (c) => (c[k] === 0 ? c.filter((_, i) => i !== k) : null),
    ),
  renameOption: (d: ProductDraft, k: number, names: Texts) => ({
    ...d,
    options: d.options.map((o, i) => (i === k ? { ...o, names } : o)),
  }),
  addValue: (d: ProductDraft, k: number) =>
    withOptions(
      d,
      d.options.map((o, i) => (i === k ? { ...o, values: [...o.values, {}] } : o)),
      (c) => c,
    ),
  removeValue: (d: ProductDraft, k: number, j: number) =>
    withOptions(
      d,
      d.options.map((o, i) => (i === k ? { ...o, values: o.values.filter((_, v) => v !== j) } : o)),
      (c) => (c[k] === j ? null : c.map((v, i) => (i === k && v > j ? v - 1 : v))),
    ),
  renameValue: (d: ProductDraft, k: number, j: number, names: Texts) => ({
    ...d,
    options: d.options.map((o, i) => (i === k ? { ...o, values: o.values.map((v, x) => (x === j ? names : v)) } : o)),
  }),
  setSku: (d: ProductDraft, combo: number[], change: Partial<SkuDraft>) => ({
    ...d,
    skus: { ...d.skus, [comboKey(combo)]: { ...skuDraftOf(d, combo), ...change } },
  }),
};
