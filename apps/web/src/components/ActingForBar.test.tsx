import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/Providers';
import { setupHttp } from '../app/setupHttp';
import { i18n } from '../i18n';
import { resetHttpConfig } from '../lib/http';
import { memberInfo } from '../lib/stores/session.fixtures';
import { useSessionStore } from '../lib/stores/session.store';
import { json } from '../test/catalogueFixtures';
import { ActingForBar } from './ActingForBar';
import { LOCALES } from '@storefront/contract/constants';

const customer = {
  id: 7,
  nickname: 'Lan Nguyen',
  phoneCountryCode: '84',
  phone: '9012345077',
  username: '+849012345077',
  icon: null,
  isCertified: false,
  isRegulars: false,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const path = new URL(input, 'http://x').pathname;
      if (path === '/api/sso/info')
        return Promise.resolve(json(memberInfo(useSessionStore.getState().isGuestOrdering ? 7 : 1)));
      if (path === '/api/sso/logout') return Promise.resolve(json(null));
      return Promise.resolve(json(null, 404));
    }),
  );
  setupHttp();
  useSessionStore.getState().reset();
  useSessionStore.setState({ token: 'Bearer staff', id: 1 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetHttpConfig();
});

const renderBar = () => {
  const router = createMemoryRouter(
    [
      {
        path: '/orderDetails',
        element: (
          <>
            <ActingForBar />
            <p>customer order VN2611240001</p>
          </>
        ),
      },
      { path: '/my', element: <p>staff account page</p> },
    ],
    { initialEntries: ['/orderDetails?orderId=41'] },
  );
  render(
    <Providers queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
};

describe('ActingForBar', () => {
  it('is absent for a shopper in their own account', () => {
    renderBar();
    expect(screen.queryByTestId('acting-for-bar')).toBeNull();
  });

  it('names the customer and the mode while staff order for them, and Exit returns to the staff account', async () => {
    useSessionStore.getState().startGuestOrdering({ tokenHead: 'Bearer ', token: 'customer' }, customer);
    const router = renderBar();
    const bar = screen.getByRole('complementary', { name: 'Ordering for a customer' });
    expect(bar.textContent).toContain('Lan Nguyen');
    // The accessible name starts with the word on the button, so "Exit" finds it by voice too.
    const exit = screen.getByRole('button', { name: /^Exit\b/ });
    expect(exit.getAttribute('aria-label')).toBe('Exit: stop ordering for Lan Nguyen and return to your own account');
    fireEvent.click(exit);
    await waitFor(() => expect(useSessionStore.getState().isGuestOrdering).toBe(0));
    expect(useSessionStore.getState().token).toBe('Bearer staff');
    // The customer's order is no longer on screen.
    await waitFor(() => expect(router.state.location.pathname).toBe('/my'));
    expect(screen.queryByText(/customer order/)).toBeNull();
    expect(screen.queryByTestId('acting-for-bar')).toBeNull();
  });

  it('has one name for the mode in every language, never the word for an anonymous guest', () => {
    for (const locale of LOCALES) {
      const mode = i18n.getFixedT(locale, 'common')('actingFor.mode');
      expect(i18n.getFixedT(locale, 'my')('guestMode')).toBe(mode);
      if (locale === 'en-US') expect(mode).not.toMatch(/guest/i);
    }
  });
});
