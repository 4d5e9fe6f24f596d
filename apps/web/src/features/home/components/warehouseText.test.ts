import { describe, expect, it } from 'vitest';
import { formatDistance } from './warehouseText';

describe('warehouse distance', () => {
  it('uses the language’s own unit names and separators', () => {
    expect(formatDistance(1143.52, 'lo-LA')).toBe('1.143,5 ກມ');
    expect(formatDistance(0.4, 'lo-LA')).toBe('400 ມ');
    expect(formatDistance(1143.52, 'th-TH')).toBe('1,143.5 กม.');
    expect(formatDistance(2.25, 'en-US')).toBe('2.3 km');
    expect(formatDistance(null, 'en-US')).toBeNull();
  });
});
