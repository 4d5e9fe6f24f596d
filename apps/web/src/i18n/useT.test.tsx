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
    // Not there yet: i18next answers with the key...
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
});
