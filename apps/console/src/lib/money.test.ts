import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('amounts', () => {
  it("are minor units, written with the country's digits and symbol in the staff member's locale", () => {
    expect(formatMoney(120000, 'VND', 'en-US', { digits: 0, symbol: '₫' })).toBe('₫120,000');
    expect(formatMoney(12345, 'THB', 'en-US', { digits: 2, symbol: '฿' })).toBe('฿123.45');
    expect(formatMoney(12000, 'LAK', 'en-US', { digits: 0, symbol: '₭' })).toBe('₭12,000');
    expect(formatMoney(12345, 'THB', 'vi-VN', { digits: 2, symbol: '฿' })).toBe('123,45\u00a0฿');
  });

  it("fall back to Intl's digits for a currency the countries list lacks", () => {
    expect(formatMoney(12345, 'USD', 'en-US')).toBe('$123.45');
  });
});
