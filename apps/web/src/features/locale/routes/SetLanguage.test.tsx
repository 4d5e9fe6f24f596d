import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SetLanguage } from './SetLanguage';
import { setupLocale } from '../../../app/setupLocale';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { i18n } from '../../../i18n';

function renderScreen() {
  const router = createMemoryRouter([{ path: '/setLanguage', element: <SetLanguage /> }], {
    initialEntries: ['/setLanguage'],
  });
  return render(<RouterProvider router={router} />);
}

describe('SetLanguage', () => {
  beforeEach(() => {
    setupLocale('', ['en-US']);
  });

  it('lists the six locales in their own names as a radio group, marking the current one', () => {
    renderScreen();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(6);
    for (const name of ['简体中文', 'English', 'Tiếng Việt', 'ภาษาไทย', 'ພາສາລາວ', 'Filipino'])
      expect(screen.getByRole('radio', { name: new RegExp(name) })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /English/ }).checked).toBe(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Language');
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('switches the language at once, persists it and sets <html lang>', async () => {
    renderScreen();
    fireEvent.click(screen.getByRole('radio', { name: /ภาษาไทย/ }));
    expect(useLocaleStore.getState().locale).toBe('th-TH');
    expect(localStorage.getItem('locale')).toBe('"th-TH"');
    expect(i18n.language).toBe('th-TH');
    expect(document.documentElement.lang).toBe('th-TH');
    expect(await screen.findByRole('heading', { name: 'ภาษา' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /ภาษาไทย/ }).checked).toBe(true);
  });

  it('survives a reload: the saved locale wins over the browser language', () => {
    localStorage.setItem('locale', '"vi-VN"');
    expect(setupLocale('', ['en-US'])).toBe('vi-VN');
    expect(useLocaleStore.getState().locale).toBe('vi-VN');
  });
});
