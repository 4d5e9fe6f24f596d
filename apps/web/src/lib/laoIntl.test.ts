import { describe, expect, it } from 'vitest';
import { formatLaoDate, intlLacksLao, laoNumberParts } from './laoIntl';

// Every date shape the shop writes (formatDate's callers).
const SHAPES: Intl.DateTimeFormatOptions[] = [
  { dateStyle: 'medium' },
  { dateStyle: 'medium', timeStyle: 'short' },
  { weekday: 'short', month: 'short', day: 'numeric' },
  { weekday: 'long', month: 'long', day: 'numeric' },
  { day: 'numeric', month: 'short', year: 'numeric' },
];

describe('Lao without Lao data in Intl', () => {
  it('Node has Lao data, so its own Lao is the reference', () => {
    expect(intlLacksLao()).toBe(false);
  });

  it('writes every shape the shop uses as Intl with Lao data does, every month and weekday', () => {
    for (let m = 0; m < 12; m++) {
      const date = new Date(2026, m, 1 + m * 2, 14, 30);
      for (const shape of SHAPES) {
        const written = formatLaoDate(new Intl.DateTimeFormat('en-GB', shape), date);
        expect(written, JSON.stringify(shape)).toBe(new Intl.DateTimeFormat('lo-LA', shape).format(date));
      }
    }
  });

  it('writes amounts and numbers as Intl with Lao data does', () => {
    const amounts = [0, 5, 12345, 1234567.5, -42];
    for (const [currency, digits] of [
      ['LAK', 0],
      ['THB', 2],
      ['VND', 0],
      ['CNY', 2],
    ] as const) {
      const options: Intl.NumberFormatOptions = {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      };
      for (const n of amounts) {
        const written = laoNumberParts(new Intl.NumberFormat('en-US', options), n)
          .map((p) => p.value)
          .join('');
        expect(written, `${currency} ${n}`).toBe(new Intl.NumberFormat('lo-LA', options).format(n));
      }
    }
    for (const n of [7, 1234, 1234567.891]) {
      const written = laoNumberParts(new Intl.NumberFormat('en-US'), n)
        .map((p) => p.value)
        .join('');
      expect(written).toBe(new Intl.NumberFormat('lo-LA').format(n));
    }
  });
});
