import { describe, expect, it } from 'vitest';
import { formatMoney, toShownMinor } from './money';

/** The demo countries as the server seeds them (symbol and digits from the country data, spec §3). */
const VN = { currencyCode: 'VND', currencyDigits: 0, currencySymbol: '₫' };
const TH = { currencyCode: 'THB', currencyDigits: 2, currencySymbol: '฿' };
const LA = { currencyCode: 'LAK', currencyDigits: 0, currencySymbol: '₭' };
const PH = { currencyCode: 'PHP', currencyDigits: 2, currencySymbol: '₱' };
const CN = { currencyCode: 'CNY', currencyDigits: 2, currencySymbol: '¥' };

describe('formatMoney', () => {
  it('writes the country symbol, never the ISO code, in every locale of the shop', () => {
    for (const locale of ['zh-CN', 'en-US', 'vi-VN', 'th-TH', 'lo-LA', 'fil-PH']) {
      expect(formatMoney(3900, TH, locale)).toContain('฿');
      expect(formatMoney(3900, TH, locale)).not.toContain('THB');
      expect(formatMoney(118000, LA, locale)).toContain('₭');
      expect(formatMoney(118000, LA, locale)).not.toContain('LAK');
    }
  });

  it('places digits and separators as the locale writes them, with the currency step', () => {
    expect(formatMoney(3900, TH, 'en-US')).toBe('฿39.00');
    expect(formatMoney(25000, VN, 'vi-VN')).toMatch(/^25\.000\s₫$/);
    expect(formatMoney(118000, LA, 'en-US')).toBe('₭118,000');
    expect(formatMoney(12345, PH, 'fil-PH')).toBe('₱123.45');
    expect(formatMoney(12345, CN, 'zh-CN')).toBe('¥123.45');
    expect(formatMoney(0, VN, 'en-US')).toBe('₫0');
  });

  it('falls back to what Intl knows when the country data has no symbol', () => {
    expect(formatMoney(12345, { currencyCode: 'THB', currencyDigits: 2 }, 'th-TH')).toMatch(/฿\s?123\.45/);
  });

  it('tells remembered amounts apart by locale, currency, step and symbol', () => {
    expect(formatMoney(3900, TH, 'en-US')).toBe('฿39.00');
    expect(formatMoney(3900, PH, 'en-US')).toBe('₱39.00');
    expect(formatMoney(3900, VN, 'en-US')).toBe('₫3,900');
    expect(formatMoney(3900, { ...TH, currencySymbol: undefined }, 'en-US')).toMatch(/^(THB|฿)\s?39\.00$/);
    expect(formatMoney(3900, TH, 'zh-CN')).toBe('฿39.00');
    expect(formatMoney(3900, VN, 'vi-VN')).toMatch(/^3\.900\s₫$/);
  });

  it('applies the country currencyStep: amounts are shown to the smallest amount the market uses', () => {
    expect(formatMoney(3900, { ...TH, currencyStep: 0.01 }, 'en-US')).toBe('฿39.00');
    // A market priced in whole baht shows no satang, and rounds to the baht.
    expect(formatMoney(3950, { ...TH, currencyStep: 1 }, 'en-US')).toBe('฿40');
    expect(formatMoney(25400, { ...VN, currencyStep: 1000 }, 'en-US')).toBe('₫25,000');
    expect(toShownMinor(3949, { ...TH, currencyStep: 0.5 })).toBe(3950);
  });

  it('keeps amounts within currencyMax', () => {
    expect(toShownMinor(5e12, VN)).toBe(1e10);
    expect(toShownMinor(-5e12, VN)).toBe(-1e10);
    expect(formatMoney(5000, VN, 'en-US', 1000)).toBe('₫1,000');
  });
});
