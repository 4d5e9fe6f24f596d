import { describe, expect, it } from 'vitest';
import { resolveLocale } from './resolveLocale';

describe('resolveLocale (spec §4)', () => {
  it('takes ?locale= first', () => {
    expect(resolveLocale({ search: '?locale=th-TH', saved: 'vi-VN', languages: ['zh-CN'] })).toBe('th-TH');
    expect(resolveLocale({ search: '?locale=lo', saved: undefined, languages: [] })).toBe('lo-LA');
  });
  it('then the saved locale, ignoring an unknown query value', () => {
    expect(resolveLocale({ search: '?locale=xx', saved: 'vi-VN', languages: ['zh-CN'] })).toBe('vi-VN');
    expect(resolveLocale({ search: '', saved: 'fil-PH', languages: ['zh-CN'] })).toBe('fil-PH');
  });
  it('then the browser languages, by primary language', () => {
    expect(resolveLocale({ search: '', saved: 'klingon', languages: ['zh-TW', 'en'] })).toBe('zh-CN');
    expect(resolveLocale({ search: '', saved: undefined, languages: ['de-DE', 'vi'] })).toBe('vi-VN');
    expect(resolveLocale({ search: '', saved: undefined, languages: ['th'] })).toBe('th-TH');
    expect(resolveLocale({ search: '', saved: undefined, languages: ['tl-PH'] })).toBe('fil-PH');
  });
  it('else en-US', () => {
    expect(resolveLocale({ search: '', saved: null, languages: ['de-DE', 'fr'] })).toBe('en-US');
  });
});
