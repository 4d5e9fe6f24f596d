import { describe, expect, it } from 'vitest';
import { LOCALES } from '@storefront/contract/constants';
import { NAMESPACES } from './namespaces';
import { byNamespace, type Resources } from './resources';

// Every locale at once (the app downloads one at a time).
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
const resources = {} as Resources;
for (const locale of LOCALES) {
  const own = Object.fromEntries(Object.entries(files).filter(([f]) => f.startsWith(`./locales/${locale}/`)));
  resources[locale] = byNamespace(own);
}

/** Values that are the same word in every language (brand names); keep this list short. */
const SAME_AS_ENGLISH_ALLOWED = new Set<string>([]);

const flatten = (o: Record<string, unknown>, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? flatten(v as Record<string, unknown>, `${prefix}${k}.`)
      : [[`${prefix}${k}`, String(v)]],
  );
const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();

describe('translation catalogues', () => {
  const en = resources['en-US'];

  it('has every namespace of spec §1 for every locale', () => {
    for (const locale of LOCALES) expect(Object.keys(resources[locale]).sort()).toEqual([...NAMESPACES].sort());
  });

  for (const locale of LOCALES.filter((l) => l !== 'en-US')) {
    it(`${locale} has every en-US key, translated, with the same placeholders`, () => {
      const problems: string[] = [];
      for (const ns of NAMESPACES) {
        const theirs = new Map(flatten(resources[locale][ns]));
        for (const [key, english] of flatten(en[ns])) {
          const id = `${ns}:${key}`;
          const value = theirs.get(key);
          if (value === undefined) problems.push(`missing ${id}`);
          else if (value === english && /[a-z]{2,}/i.test(english) && !SAME_AS_ENGLISH_ALLOWED.has(id))
            problems.push(`left in English ${id}`);
          else if (placeholders(value).join() !== placeholders(english).join()) problems.push(`placeholders ${id}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('puts what a text is given in as it is: `{{name}}` only, no formatter, no nesting (useT fills holes)', () => {
    const problems: string[] = [];
    for (const locale of LOCALES)
      for (const ns of NAMESPACES)
        for (const [key, value] of flatten(resources[locale][ns])) {
          const braces = value.match(/\{\{[^}]*\}\}/g) ?? [];
          if (braces.some((b) => !/^\{\{\s*\w+\s*\}\}$/.test(b)) || value.includes('$t('))
            problems.push(`${locale} ${ns}:${key}`);
        }
    expect(problems).toEqual([]);
  });

  it('has the keys the spec names', () => {
    const common = en.common;
    for (const key of ['requestPosition', 'requestPositionTips', 'confirm', 'cancel']) expect(common[key]).toBeTruthy();
  });
});
