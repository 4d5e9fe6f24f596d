import { describe, expect, it } from 'vitest';
import { loadSynonyms, SYNONYM_FILES, synonymRows } from '../src/db/seed/catalogue/synonyms.js';

const count = (lists: Record<string, Record<string, string[]>>) =>
  Object.fromEntries(Object.entries(lists).map(([locale, words]) => [locale, Object.keys(words).length]));

describe('the demo synonyms (data/synonyms.json, data/weekly.synonyms.json)', () => {
  it('loads every word of both files', () => {
    const [catalogue, weekly] = Object.values(SYNONYM_FILES).map((file) => loadSynonyms({ file }));
    expect(count(catalogue!)).toEqual({
      'en-US': 125,
      'zh-CN': 80,
      'vi-VN': 162,
      'th-TH': 56,
      'lo-LA': 28,
      'fil-PH': 50,
    });
    expect(count(weekly!)).toEqual({ 'en-US': 102, 'zh-CN': 82, 'vi-VN': 86, 'th-TH': 54, 'lo-LA': 35, 'fil-PH': 61 });
    expect(count(loadSynonyms())).toEqual({
      'en-US': 227,
      'zh-CN': 162,
      'vi-VN': 248,
      'th-TH': 110,
      'lo-LA': 63,
      'fil-PH': 111,
    });
  });

  it('seeds one row per folded word, with each file’s pairs', () => {
    const rows = synonymRows(loadSynonyms());
    expect(rows).toHaveLength(917);
    expect(rows.reduce((n, r) => n + r.synonyms.length, 0)).toBe(953);
    const row = (locale: string, word: string) => rows.find((r) => r.locale === locale && r.word === word)?.synonyms;
    expect(row('en-US', 'oj')).toEqual(['orange juice']);
    expect(row('en-US', 'muscovado')).toEqual(['brown sugar']);
    expect(row('vi-VN', 'trai tao')).toEqual(['tao']);
    expect(row('vi-VN', 'nem ran')).toEqual(['cha gio']);
    expect(row('vi-VN', 'ngo')).toEqual(['bap ngot', 'rau mui']);
    expect(row('zh-CN', '瓜子')).toEqual(['葵花籽']);
    expect(row('th-TH', 'แบตเตอรี่')).toEqual(['ถ่านไฟฉาย']);
  });

  it('joins the lists of a word two files hold', () => {
    const lists = loadSynonyms({
      a: { 'en-US': { soda: ['soft drinks'] } },
      b: { 'en-US': { soda: ['soda water', 'soft drinks'], constructor: ['builder'] } },
    });
    expect(lists['en-US']).toEqual({ soda: ['soft drinks', 'soda water'], constructor: ['builder'] });
  });

  it('refuses a file the seed cannot use, naming it', () => {
    expect(() => loadSynonyms({ 'bad.json': { 'en-GB': { soda: ['pop'] } } })).toThrow(/bad\.json/);
    expect(() => loadSynonyms({ 'bad.json': { 'en-US': { soda: [] } } })).toThrow(/bad\.json/);
    expect(() => loadSynonyms({ 'bad.json': { 'en-US': { soda: 'pop' } } })).toThrow(/bad\.json/);
    expect(() => loadSynonyms({ 'bad.json': ['en-US'] })).toThrow(/bad\.json/);
  });
});
