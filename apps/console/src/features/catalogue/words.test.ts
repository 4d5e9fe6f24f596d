import { describe, expect, it } from 'vitest';
import { cleanSynonyms, dayText, nameFromAddress, newProductPath, synonymProblem } from './words';

describe('a synonym as sent', () => {
  it('keeps each synonym once, trimmed, and never the word itself', () => {
    expect(cleanSynonyms('Ringo', [' apple ', 'APPLE', 'ringo', 'Fuji  apple', ''])).toEqual(['apple', 'Fuji  apple']);
  });

  it('needs a word and one synonym other than it', () => {
    expect(synonymProblem(' ', ['apple'])).toBe('word');
    expect(synonymProblem('ringo', ['RINGO'])).toBe('synonyms');
    expect(synonymProblem('ringo', ['apple'])).toBeNull();
  });

  it("shows the server's day in the staff member's language", () => {
    expect(dayText('2026-12-04', 'en-US')).toBe('Dec 4, 2026');
    expect(dayText('2026-12-04', 'vi-VN')).toMatch(/4 thg 12, 2026/);
  });
});

describe('a new product from a search that found nothing', () => {
  const from = (path: string, staff: string) =>
    nameFromAddress(new URL(path, 'http://console.test').searchParams, staff);

  it('is named by the search, in the language it was typed in', () => {
    expect(from(newProductPath('ทุเรียนทอด', 'th-TH'), 'en-US')).toEqual({ 'th-TH': 'ทุเรียนทอด' });
    expect(newProductPath('soda pop', 'en-US')).toBe('/catalogue/new?name=soda+pop&locale=en-US');
  });

  it("falls back to the staff member's language, then English, and to no name without a search", () => {
    expect(from('/catalogue/new?name=sầu riêng', 'vi-VN')).toEqual({ 'vi-VN': 'sầu riêng' });
    expect(from('/catalogue/new?name=durian&locale=xx-XX', 'fil-PH')).toEqual({ 'fil-PH': 'durian' });
    expect(from('/catalogue/new?name=durian', 'de-DE')).toEqual({ 'en-US': 'durian' });
    expect(from('/catalogue/new?name=%20%20', 'en-US')).toEqual({});
    expect(from('/catalogue/new', 'en-US')).toEqual({});
  });
});
