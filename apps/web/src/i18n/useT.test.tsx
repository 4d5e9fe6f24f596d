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
});
