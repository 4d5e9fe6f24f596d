import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  const origin = 'https://shop.example';
  it('returns same-origin paths with their query', () => {
    expect(safeRedirect('/my', origin)).toBe('/my');
    expect(safeRedirect('/coupon?tab=used&x=1', origin)).toBe('/coupon?tab=used&x=1');
  });
  it('sends anything else home', () => {
    for (const bad of [
      null,
      '',
      'my',
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      '/login?redirect=/my',
    ])
      expect(safeRedirect(bad, origin)).toBe('/');
  });
});
