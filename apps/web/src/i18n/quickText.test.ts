import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { DEFAULT_LOCALE, LOCALES } from '@storefront/contract/constants';
import { byNamespace } from './resources';
import { NAMESPACES } from './namespaces';
import { DEFAULT_NS, quickText } from './quickText';
import { I18NEXT_SETUP } from './index';

// Every locale at once, in an i18next set up as initI18n does.
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
const i18n = createInstance();
await i18n.init({
  resources: Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      byNamespace(Object.fromEntries(Object.entries(files).filter(([f]) => f.startsWith(`./locales/${locale}/`)))),
    ]),
  ),
  lng: DEFAULT_LOCALE,
  ...I18NEXT_SETUP,
});

/** i18next's `t` untyped: these keys are built, not written. */
const t = i18n.t.bind(i18n) as unknown as (key: string, options: object) => string;

const flatten = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 1.5];

describe('quickText (issue 13)', () => {
  it('gives every text of every locale as i18next does, with its plurals and values', () => {
    const differ: string[] = [];
    let checked = 0;
    for (const lng of LOCALES)
      for (const ns of NAMESPACES) {
        const keys = flatten(i18n.getResourceBundle(lng, ns) as Record<string, unknown>);
        for (const base of new Set(keys.map((k) => k.replace(PLURAL, '')))) {
          const variants = keys.filter((k) => k.replace(PLURAL, '') === base);
          const names = new Set(
            variants.flatMap((k) =>
              [...String(i18n.getResource(lng, ns, k)).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!),
            ),
          );
          names.delete('count');
          const values = Object.fromEntries([...names].map((name) => [name, `‹${name}›`]));
          const plural =
            variants.some((k) => PLURAL.test(k)) ||
            /\{\{\s*count\s*\}\}/.test(String(i18n.getResource(lng, ns, variants[0]!)));
          for (const options of plural ? COUNTS.map((count) => ({ ...values, count })) : [values]) {
            const key = ns === DEFAULT_NS && checked % 2 ? base : `${ns}:${base}`;
            const quick = quickText(i18n, lng, key, options);
            const theirs = t(key, { ...options, lng });
            checked++;
            if (quick !== theirs) differ.push(`${lng} ${key} ${JSON.stringify(options)}: ${quick} ≠ ${theirs}`);
          }
        }
      }
    expect(differ).toEqual([]);
    expect(checked).toBeGreaterThan(4000);
  });

  it("leaves to i18next what it does not know: other options, a missing value, another language's text", () => {
    i18n.addResource('vi-VN', 'common', 'probe.onlyEnglish', 'x');
    expect(quickText(i18n, 'vi-VN', 'common:confirm', { context: 'male' })).toBeUndefined();
    expect(quickText(i18n, 'en-US', 'product:card.from', {})).toBeUndefined();
    expect(quickText(i18n, 'th-TH', 'common:probe.onlyEnglish')).toBeUndefined();
    expect(quickText(i18n, 'en-US', 'common:nothing.here')).toBeUndefined();
    expect(quickText(i18n, 'en-US', 'common:confirm', { count: '2' })).toBeUndefined();
    expect(quickText(i18n, 'en-US', 'product:card.from', { price: '₫1' })).toBe(
      t('product:card.from', { price: '₫1' }),
    );
  });
});
