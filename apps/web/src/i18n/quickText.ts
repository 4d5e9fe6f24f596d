import type { i18n as I18n } from 'i18next';

/** The namespace of a key without one (initI18n's `defaultNS`). */
export const DEFAULT_NS = 'common';

/**
 * Options i18next reads itself (which text, in which language, which variant): part of what useT
 * remembers, by value, never a hole in a text.
 */
export const I18NEXT_OPTIONS = new Set([
  'count',
  'ordinal',
  'lng',
  'lngs',
  'ns',
  'context',
  'defaultValue',
  'keyPrefix',
  'postProcess',
]);

const VARIABLE = /\{\{\s*([^}]+?)\s*\}\}/g;

/**
 * A text of `lng` as i18next's `t` would give it, looked up directly: the key in its namespace
 * (its `_zero`, plural or plain form when given a count, in i18next's order) and `{{name}}` filled
 * with the option of that name. i18next's `t` walks its whole resolution for each new text
 * (namespaces, fallback languages, nesting, interpolation with a dozen regular expressions): it was
 * a third of hydrating a part of Home at a phone's speed (npm run long-tasks, issue 13). Our texts
 * use `{{name}}` only, never nesting (catalogues.test.ts). Undefined for anything else — another
 * option, a text this language lacks (i18next falls back), a value it was not given — which the
 * caller leaves to i18next. quickText.test.ts checks it against i18next on every text.
 */
export function quickText(i18n: I18n, lng: string, key: string, options?: Record<string, unknown>): string | undefined {
  let count: number | undefined;
  if (options) {
    for (const name in options) if (name !== 'count' && I18NEXT_OPTIONS.has(name)) return undefined;
    if (options.count !== undefined) {
      if (typeof options.count !== 'number') return undefined;
      count = options.count;
    }
  }
  const at = key.indexOf(':');
  const ns = at < 0 ? DEFAULT_NS : key.slice(0, at);
  const path = at < 0 ? key : key.slice(at + 1);
  const find = (k: string): unknown => i18n.getResource(lng, ns, k);
  const text = count === undefined ? find(path) : findPlural(i18n, lng, path, count, find);
  if (typeof text !== 'string' || text.includes('$t(')) return undefined;
  let missing = false;
  const filled = text.replace(VARIABLE, (whole, name: string) => {
    const value = options?.[name];
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      missing = true;
      return whole;
    }
    return String(value);
  });
  return missing ? undefined : filled;
}

/** The form of a text for `count`, in i18next's order: `_zero` (for 0), the plural form, the plain key. */
function findPlural(i18n: I18n, lng: string, path: string, count: number, find: (key: string) => unknown): unknown {
  // i18next's own plural rules (Intl.PluralRules per language, kept), typed loosely by i18next.
  const plurals = i18n.services.pluralResolver as { getSuffix(code: string, count: number): string };
  return (count === 0 ? find(`${path}_zero`) : undefined) ?? find(path + plurals.getSuffix(lng, count)) ?? find(path);
}
