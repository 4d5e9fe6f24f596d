import { describe, expect, it } from 'vitest';
import { httpStatusOf, matchLocale, parseAcceptLanguage } from '../src/constants.js';

describe('matchLocale', () => {
  it('prefers an exact tag, then the primary language', () => {
    expect(matchLocale(['th-TH'])).toBe('th-TH');
    expect(matchLocale(['zh'])).toBe('zh-CN');
    expect(matchLocale(['zh-TW'])).toBe('zh-CN');
    expect(matchLocale(['vi'])).toBe('vi-VN');
    expect(matchLocale(['lo'])).toBe('lo-LA');
    expect(matchLocale(['fil'])).toBe('fil-PH');
    expect(matchLocale(['tl-PH'])).toBe('fil-PH');
    expect(matchLocale(['en-GB'])).toBe('en-US');
  });

  it('walks the list in order and gives up on unknown languages', () => {
    expect(matchLocale(['de-DE', 'fr', 'vi-VN'])).toBe('vi-VN');
    expect(matchLocale(['de-DE'])).toBeUndefined();
    expect(matchLocale([])).toBeUndefined();
  });
});

describe('parseAcceptLanguage', () => {
  it('orders tags by weight and keeps ties in order', () => {
    expect(parseAcceptLanguage('vi-VN,vi;q=0.9,en;q=0.8')).toEqual(['vi-VN', 'vi', 'en']);
    expect(parseAcceptLanguage('en;q=0.5, th')).toEqual(['th', 'en']);
    expect(parseAcceptLanguage('fr;q=0, lo')).toEqual(['lo']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});

describe('httpStatusOf', () => {
  it('sends 681 as HTTP 409 and the rest as themselves', () => {
    expect(httpStatusOf(681)).toBe(409);
    expect(httpStatusOf(422)).toBe(422);
    expect(httpStatusOf(200)).toBe(200);
  });
});
