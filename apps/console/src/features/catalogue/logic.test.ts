import { describe, expect, it } from 'vitest';
import { arranged, thumbnail } from './pictures';
import { adjustmentProblem, availability, onHandAfter } from './stock';
import { changedTexts, EDIT_ORDER, missingLocales } from './texts';

describe('stock adjustments', () => {
  const row = { onHand: 20, reserved: 6, lowStockBelow: 15 };

  it('compute what is on hand after, as the server does', () => {
    expect(onHandAfter('received', 20, 5)).toBe(25);
    expect(onHandAfter('damaged', 20, 5)).toBe(15);
    expect(onHandAfter('count', 20, 8)).toBe(8);
  });

  it('refuse a zero receipt or write-off, and anything below what open orders hold', () => {
    expect(adjustmentProblem('received', 0, row)).toBe('quantity');
    expect(adjustmentProblem('damaged', null, row)).toBe('quantity');
    expect(adjustmentProblem('damaged', 15, row)).toBe('belowReserved');
    expect(adjustmentProblem('damaged', 14, row)).toBeNull();
    expect(adjustmentProblem('count', 5, row)).toBe('belowReserved');
    expect(adjustmentProblem('count', 6, row)).toBeNull();
    expect(adjustmentProblem('count', 0, { onHand: 3, reserved: 0 })).toBeNull();
  });

  it('mark a SKU low at or below its threshold, by what is available', () => {
    expect(availability(row)).toEqual({ available: 14, low: true });
    expect(availability({ ...row, lowStockBelow: 13 })).toEqual({ available: 14, low: false });
    expect(availability({ ...row, lowStockBelow: null }).low).toBe(false);
  });
});

describe('translated texts', () => {
  it('edit English first, then the other five', () => {
    expect(EDIT_ORDER[0]).toBe('en-US');
    expect([...EDIT_ORDER].sort()).toEqual(['en-US', 'fil-PH', 'lo-LA', 'th-TH', 'vi-VN', 'zh-CN']);
  });

  it('mark the languages with no text', () => {
    expect(missingLocales({ 'en-US': 'Apple', 'vi-VN': ' ', 'th-TH': 'แอปเปิ้ล' })).toEqual([
      'zh-CN',
      'vi-VN',
      'lo-LA',
      'fil-PH',
    ]);
  });

  it('send only the languages edited, an emptied one as empty', () => {
    const before = { 'en-US': 'Apple', 'th-TH': 'แอปเปิ้ล', 'vi-VN': 'Táo' };
    expect(changedTexts(before, { ...before })).toBeUndefined();
    expect(changedTexts(before, { ...before, 'th-TH': 'แอปเปิ้ลใหม่', 'vi-VN': '' })).toEqual({
      'th-TH': 'แอปเปิ้ลใหม่',
      'vi-VN': '',
    });
  });
});

describe('photos', () => {
  const photos = ['a', 'b', 'c'];

  it('move to the front as the main one, one place earlier or later, or out', () => {
    expect(arranged(photos, 2, 'main')).toEqual(['c', 'a', 'b']);
    expect(arranged(photos, 1, 'earlier')).toEqual(['b', 'a', 'c']);
    expect(arranged(photos, 1, 'later')).toEqual(['a', 'c', 'b']);
    expect(arranged(photos, 2, 'later')).toEqual(['a', 'b', 'c']);
    expect(arranged(photos, 0, 'earlier')).toEqual(['a', 'b', 'c']);
    expect(arranged(photos, 1, 'remove')).toEqual(['a', 'c']);
    expect(arranged(photos, 5, 'remove')).toEqual(photos);
  });

  it('ask the server for a thumbnail beside the signature it gave', () => {
    expect(thumbnail('/api/upload/file/k?t=1.x')).toBe('/api/upload/file/k?t=1.x&w=200&h=200');
    expect(thumbnail('/api/upload/file/k', 96)).toBe('/api/upload/file/k?w=96&h=96');
  });
});
