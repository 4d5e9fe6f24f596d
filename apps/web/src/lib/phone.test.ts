import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it.each([
    ['84', '0901234501', '+84 901 234 501'],
    ['84', '901 234 501', '+84 901 234 501'],
    ['+66', '081-234-5678', '+66 81 234 5678'],
    ['63', '09171234567', '+63 917 123 4567'],
    ['856', '2055512345', '+856 20 55 512 345'],
    ['86', '13800138000', '+86 138 0013 8000'],
  ])('+%s %s → %s', (code, number, shown) => {
    expect(formatPhone(code, number)).toBe(shown);
  });

  it('shows what it cannot read as typed', () => {
    expect(formatPhone('84', '12')).toBe('+84 12');
  });
});
