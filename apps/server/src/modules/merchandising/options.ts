import { LOCALES } from '@storefront/contract';
import type { Localized } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';
import { pick } from '../../lib/localize.js';
import type { OptionRow } from './option.repository.js';

/** How a SKU's values are joined into the spec text the shop shows ("1 kg · Mango"). */
const JOIN = ' · ';

/**
 * A SKU's spec text in each language, made from the values it holds, in the options' order: a
 * language appears when one of the values is named in it, the others' English filling in.
 */
export function specsFrom(values: Localized[]): Record<string, string> {
  const named = LOCALES.filter((l) => values.some((v) => v[l]?.trim()));
  return Object.fromEntries(named.map((l) => [l, values.map((v) => pick(v, l)).join(JOIN)]));
}

/** Texts as stored: trimmed, empty languages left out. */
export const cleanTexts = (texts: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(texts)
      .map(([l, text]) => [l, text?.trim() ?? ''] as const)
      .filter(([, text]) => text !== ''),
  );

/** Texts that must have English (a name, a unit, a value), cleaned; a 422 on `path` otherwise. */
export function withEnglish(texts: Partial<Record<string, string>>, path: string): Record<string, string> {
  const clean = cleanTexts(texts);
  if (!clean['en-US']) throw invalidField(`${path}.en-US`, 'merchandising.englishText');
  return clean;
}

/** The English names of `items` must differ (case and spaces aside); a 422 on the second of a pair. */
export function distinctEnglish(items: { names: Localized }[], path: (i: number) => string) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const key = (item.names['en-US'] ?? '').trim().toLowerCase();
    if (seen.has(key)) throw invalidField(path(i), 'merchandising.nameTwice');
    seen.add(key);
  });
}

/**
 * The values (one per option, in the options' order) a SKU is to hold, checked against the
 * product's options: one of each, each the option's own. Answers them as stored rows' ids.
 */
export function checkedValues(options: OptionRow[], valueIds: number[], path: string): number[] {
  if (valueIds.length !== options.length)
    throw invalidField(path, 'merchandising.valuePerOption', { count: options.length });
  options.forEach((o, i) => {
    if (!o.values.some((v) => v.valueId === valueIds[i])) throw invalidField(`${path}.${i}`, 'field.unknownId');
  });
  return valueIds;
}

/** The names of the values `valueIds` name, in order (the options' rows hold them). */
export const valueNames = (options: OptionRow[], valueIds: number[]): Localized[] =>
  valueIds.map((id, i) => options[i]?.values.find((v) => v.valueId === id)?.names ?? {});

/** A combination's key, to find two SKUs holding the same values. */
export const comboKey = (valueIds: number[]) => valueIds.join(',');
