import { describe, expect, it } from 'vitest';
import { formatRemaining } from './useCountdown';

describe('formatRemaining', () => {
  it('shows minutes and seconds, and hours when there are any', () => {
    expect(formatRemaining(29 * 60_000 + 5_000, 'en-US')).toBe('29:05');
    expect(formatRemaining(3_600_000 + 61_000, 'en-US')).toBe('1:01:01');
    expect(formatRemaining(400, 'en-US')).toBe('00:01');
  });
});
