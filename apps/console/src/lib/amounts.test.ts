import { describe, expect, it } from 'vitest';
import { amountProblem, toMajorText, toMinor } from './amounts';

describe('amounts typed in major units', () => {
  it('start from minor units by the currency digits and compare exactly', () => {
    expect(toMajorText(12345, 2)).toBe('123.45');
    expect(toMajorText(5, 2)).toBe('0.05');
    expect(toMajorText(-5, 2)).toBe('-0.05');
    expect(toMajorText(98000, 0)).toBe('98000');
    expect(toMinor('123.4', 2)).toBe(12340);
    expect(toMinor('98000', 0)).toBe(98000);
  });

  it('say what the server would refuse', () => {
    expect(amountProblem('12.50', 2)).toBeNull();
    expect(amountProblem('12.5', 2)).toBeNull();
    expect(amountProblem('35000.00', 0)).toBeNull();
    expect(amountProblem('1.005', 2)).toBe('decimals');
    expect(amountProblem('12.50', 0)).toBe('decimals');
    expect(amountProblem('0', 0)).toBe('zero');
    expect(amountProblem('0.00', 2)).toBe('zero');
    expect(amountProblem('0.00', 2, true)).toBeNull();
    expect(amountProblem('1,000', 0)).toBe('format');
    expect(amountProblem('-3', 0)).toBe('format');
    expect(amountProblem('', 2)).toBe('format');
  });
});
