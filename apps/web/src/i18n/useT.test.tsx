import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import i18n from 'i18next';
import { useT } from './useT';

// A namespace of its own, so no other text is touched.
const NS = 'useTProbe';
const KEY = 'saved';

describe('useT', () => {
  afterEach(async () => {
    i18n.removeResourceBundle('en-US', NS);
    i18n.removeResourceBundle('vi-VN', NS);
    await act(() => i18n.changeLanguage('en-US'));
  });

  it('gives a text without options once resolved, and anew once texts arrive or the language changes', async () => {
    const { result } = renderHook(() => useT());
    // Not there yet: i18next answers with the key, and that answer is remembered...
    expect(result.current.t(`${NS}:${KEY}` as never)).toBe(KEY);
    expect(result.current.t(`${NS}:${KEY}` as never)).toBe(KEY);
    // ...until texts arrive: the component draws again with a `t` that knows them.
    act(() => {
      i18n.addResource('en-US', NS, KEY, 'Saved for later');
    });
    expect(result.current.t(`${NS}:${KEY}` as never)).toBe('Saved for later');

    act(() => {
      i18n.addResource('vi-VN', NS, KEY, 'Đã lưu để sau');
    });
    await act(() => i18n.changeLanguage('vi-VN'));
    expect(result.current.t(`${NS}:${KEY}` as never)).toBe('Đã lưu để sau');
  });

  it('tells calls apart by their options, and resolves options that are not plain values every time', () => {
    act(() => {
      i18n.addResource('en-US', NS, KEY, '{{count}} waiting');
    });
    const { result } = renderHook(() => useT());
    const t = result.current.t as unknown as (key: string, options?: object) => string;
    expect(t(`${NS}:${KEY}`, { count: 1 })).toBe('1 waiting');
    expect(t(`${NS}:${KEY}`, { count: 2 })).toBe('2 waiting');
    expect(t(`${NS}:${KEY}`, { count: '2' })).toBe('2 waiting');
    // An object is formatted by its own toString at each call: never remembered.
    let calls = 0;
    const counted = { toString: () => String(++calls) };
    const first = t(`${NS}:${KEY}`, { count: counted });
    expect(t(`${NS}:${KEY}`, { count: counted })).not.toBe(first);
  });

  it('puts the strings a call gives into the text it resolved once, and resolves it anew per count', () => {
    act(() => {
      i18n.addResource('en-US', NS, 'add_one', 'Add {{count}} {{name}} ({{price}})');
      i18n.addResource('en-US', NS, 'add_other', 'Add {{count}} of {{name}} ({{price}})');
    });
    const { result } = renderHook(() => useT());
    const t = result.current.t as unknown as (key: string, options?: object) => string;
    expect(t(`${NS}:add`, { name: 'Fuji apples', price: '₫25,000', count: 1 })).toBe('Add 1 Fuji apples (₫25,000)');
    expect(t(`${NS}:add`, { name: 'Pears', price: '₫9,000', count: 1 })).toBe('Add 1 Pears (₫9,000)');
    expect(t(`${NS}:add`, { name: 'Pears', price: '₫9,000', count: 3 })).toBe('Add 3 of Pears (₫9,000)');
    // A string with what looks like a hole, or a replacement pattern, is put in as it is.
    expect(t(`${NS}:add`, { name: '$1 \uE0000\uE001 $&', price: '{{price}}', count: 3 })).toBe(
      'Add 3 of $1 \uE0000\uE001 $& ({{price}})',
    );
  });

  it("keeps i18next's own string options (the language, a default) out of the holes", () => {
    act(() => {
      i18n.addResource('vi-VN', NS, KEY, 'Đã lưu {{name}}');
    });
    const { result } = renderHook(() => useT());
    const t = result.current.t as unknown as (key: string, options?: object) => string;
    expect(t(`${NS}:${KEY}`, { lng: 'vi-VN', name: 'táo' })).toBe('Đã lưu táo');
    expect(t(`${NS}:missing`, { defaultValue: 'Nothing {{name}}', name: 'here' })).toBe('Nothing here');
  });
});
