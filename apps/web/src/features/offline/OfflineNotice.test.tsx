import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { OfflineNotice } from './OfflineNotice';

const goOffline = (offline: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
};

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en-US');
});

describe('offline notice', () => {
  it('appears when the network goes and leaves when it comes back', () => {
    render(<OfflineNotice />);
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    goOffline(true);
    expect(screen.getByRole('status').textContent).toMatch(/offline.*orders/i);
    goOffline(false);
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });

  it.each([
    ['zh-CN', /离线/],
    ['th-TH', /ออฟไลน์/],
    ['vi-VN', /ngoại tuyến/],
    ['lo-LA', /ອອບລາຍ/],
    ['fil-PH', /offline/i],
  ])('is translated in %s', async (locale, text) => {
    await i18n.changeLanguage(locale);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineNotice />);
    expect(screen.getByTestId('offline-notice').textContent).toMatch(text);
  });
});
