import { describe, expect, it } from 'vitest';
import { cleanSynonyms, dayText, synonymProblem } from './words';

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
