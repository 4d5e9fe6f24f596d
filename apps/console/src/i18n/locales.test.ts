import { describe, expect, it } from 'vitest';
import { LOCALES } from '@storefront/contract/constants';
import { enUS } from './locales/en-US';
import { filPH } from './locales/fil-PH';
import { loLA } from './locales/lo-LA';
import { thTH } from './locales/th-TH';
import { viVN } from './locales/vi-VN';
import { zhCN } from './locales/zh-CN';

const leaves = (o: object, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : leaves(v as object, `${prefix}${k}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const others = { 'zh-CN': zhCN, 'vi-VN': viVN, 'th-TH': thTH, 'lo-LA': loLA, 'fil-PH': filPH };

describe('the console texts', () => {
  it('cover the six locales of the contract', () => {
    expect(Object.keys({ 'en-US': enUS, ...others }).sort()).toEqual([...LOCALES].sort());
  });

  it.each(Object.entries(others))(
    '%s has every English key, translated, with the same placeholders',
    (_locale, texts) => {
      const english = new Map(leaves(enUS));
      const translated = new Map(leaves(texts));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of translated) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
      }
    },
  );
});
