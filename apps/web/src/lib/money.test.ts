import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats integer minor units with the currency digits, in the locale', () => {
    expect(formatMoney(12345, { currencyCode: 'THB', currencyDigits: 2 }, 'en-US')).toMatch(/^THB\s123\.45$/);
    expect(formatMoney(12345, { currencyCode: 'THB', currencyDigits: 2 }, 'th-TH')).toMatch(/฿\s?123\.45/);
    expect(formatMoney(25000, { currencyCode: 'VND', currencyDigits: 0 }, 'vi-VN')).toMatch(/^25\.000\s₫$/);
  });
});
