import { describe, expect, it } from 'vitest';
import { dueDateOf } from './credit.due.js';

// Friday 5 December 2025, 20:00 in Ho Chi Minh City (13:00 UTC).
const friday = new Date('2025-12-05T13:00:00Z');

describe('the day a credit debt is settled by', () => {
  it('is today, the coming Sunday or the month’s last day, by the cycle', () => {
    expect(dueDateOf(1, friday, 'VND')).toBe('2025-12-05');
    expect(dueDateOf(2, friday, 'VND')).toBe('2025-12-07');
    expect(dueDateOf(3, friday, 'VND')).toBe('2025-12-31');
    expect(dueDateOf(3, new Date('2026-02-10T03:00:00Z'), 'THB')).toBe('2026-02-28');
  });

  it('counts days in the credit’s country, not in UTC', () => {
    // 18:30 UTC on the 5th is already the 6th in Manila.
    expect(dueDateOf(1, new Date('2025-12-05T18:30:00Z'), 'PHP')).toBe('2025-12-06');
    // A Sunday stays its own week's end.
    expect(dueDateOf(2, new Date('2025-12-07T05:00:00Z'), 'VND')).toBe('2025-12-07');
  });

  it('has no day without a cycle', () => {
    expect(dueDateOf(0, friday, 'VND')).toBeNull();
  });
});
