import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Dialog } from 'antd-mobile';
import { Providers } from '../../../app/Providers';
import { setupHttp } from '../../../app/setupHttp';
import { resetHttpConfig } from '../../../lib/http';
import { local } from '../../../lib/storage';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { applyMemberInfo } from '../../../lib/stores/memberInfo';
import { memberInfo } from '../../../lib/stores/session.fixtures';
import { useSessionStore } from '../../../lib/stores/session.store';
import { My } from './My';

const settings = {
  UNDER_18_CATEGORY_ID: null,
  USER_WALLET_SHOW: true,
  PASSWORD_MD5_SUFFIX: 'S',
  USER_WALLET_NAME: 'Store wallet',
  maxReceiveAddress: 20,
  MERCHANTS_ENTRY_SWITCH: false,
  MANIPULATE_ORDER_PERMISSION: true,
  paymentTimeoutMinutes: 30,
  cancelReasons: [],
  privacyAgreement: 'P',
  mapTileUrl: null,
  APP_BASIC_CONFIG: {
    serviceName: 'Care',
    servicePhone: '+84 1900 1234',
    serviceEmail: 'care@example.com',
    serviceHours: '8–20',
    zalo: '0901234567',
  },
};
const json = (data: unknown, code = 200) =>
  new Response(JSON.stringify({ code, message: code === 200 ? 'ok' : 'Server busy', data }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });

const member = {
  ...memberInfo(1, { isCertified: true }),
  isRegulars: true,
  accounts: [{ currencyCode: 'VND', walletBalance: 200000, creditLimit: 0, creditUsed: 0, creditAvailable: 0 }],
};
let logoutCode = 200;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  logoutCode = 200;
  fetchMock = vi.fn((input: string) => {
    const path = new URL(input, 'http://localhost').pathname;
    if (path === '/api/app/setting/get') return Promise.resolve(json(settings));
    if (path === '/api/sso/info')
      return Promise.resolve(json(useSessionStore.getState().isGuestOrdering ? memberInfo(7) : member));
    if (path === '/api/sso/logout') return Promise.resolve(json(null, logoutCode));
    return Promise.resolve(json(null, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  setupHttp();
  useLocaleStore.setState({ locale: 'en-US', countryList: [], country: null });
  useSessionStore.getState().reset();
  useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 'member' });
  applyMemberInfo(member);
  local.set('visitorCart', { '1': [{ productSkuId: 1, quantity: 1 }] });
});
afterEach(() => {
  Dialog.clear();
  vi.unstubAllGlobals();
  resetHttpConfig();
});

function renderMy() {
  const router = createMemoryRouter(
    [
      { path: '/my', element: <My /> },
      { path: '/', element: <p>home page</p> },
    ],
    { initialEntries: ['/my'] },
  );
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const confirmLogout = async () => {
  // An earlier test's dialog may still be fading out: wait for the one this tap opens.
  const before = new Set(screen.queryAllByRole('dialog'));
  fireEvent.click(screen.getByTestId('logout'));
  const dialog = await waitFor(() => {
    const opened = screen.getAllByRole('dialog').find((d) => !before.has(d));
    expect(opened).toBeDefined();
    return opened!;
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
};

describe('My', () => {
  it('shows the member with badges, wallet, entries and customer service', async () => {
    renderMy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Me');
    expect(screen.getByTestId('my-name').textContent).toBe('Member 1');
    expect(screen.getByTestId('my-certified').textContent).toBe('Verified');
    expect(screen.getByText('Regular customer')).toBeTruthy();
    expect((await screen.findByTestId('wallet-balance')).textContent).toMatch(/200,000/);
    for (const name of ['My coupons', 'Shipping addresses', 'Credit limit', 'Switch language'])
      expect(screen.getByRole('link', { name })).toBeTruthy();
    // What the member buys most often is one tap away (spec §2: FrequentPurchases).
    expect(screen.getByRole('link', { name: 'Frequently bought' }).getAttribute('href')).toBe('/frequentPurchases');
    expect(screen.getByRole('link', { name: '+84 1900 1234' }).getAttribute('href')).toBe('tel:+8419001234');
    expect(screen.getByRole('link', { name: '0901234567' }).getAttribute('href')).toBe('https://zalo.me/0901234567');
    // Not staff: no guest order block.
    expect(screen.queryByText('Order for a customer')).toBeNull();
    // A verified member sees no explanation of "Not verified".
    expect(screen.queryByTestId('my-unverified-hint')).toBeNull();
  });

  it('logs out only on code 200, then clears the session, address, user and cart, and goes home', async () => {
    const router = renderMy();
    await confirmLogout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSessionStore.getState().token).toBe('');
    expect(local.get('address')).toBeUndefined();
    expect(local.get('visitorCart')).toBeUndefined();
    expect(local.get('user')?.token ?? '').toBe('');
  });

  it('keeps everything when the server does not confirm the logout', async () => {
    logoutCode = 500;
    const router = renderMy();
    await confirmLogout();
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/sso/logout'))).toBe(true));
    expect(router.state.location.pathname).toBe('/my');
    expect(useSessionStore.getState().token).toBe('Bearer member');
    expect(local.get('address')?.id).toBe(12);
  });

  it('in guest mode shows the banner instead of logout, and exiting restores the staff session', async () => {
    useSessionStore.getState().startGuestOrdering(
      { tokenHead: 'Bearer ', token: 'customer' },
      {
        id: 7,
        nickname: 'Member 7',
        phoneCountryCode: '84',
        phone: '9012345077',
        username: '+849012345077',
        icon: null,
        isCertified: false,
        isRegulars: false,
      },
    );
    renderMy();
    expect(await screen.findByText(/ordering on behalf of Member 7/)).toBeTruthy();
    // Member 7 is not verified: the badge says what that means.
    expect((await screen.findByTestId('my-unverified-hint')).textContent).toMatch(/not been verified yet/);
    expect(screen.queryByTestId('logout')).toBeNull();
    fireEvent.click(screen.getByTestId('exit-guest-mode'));
    await waitFor(() => expect(useSessionStore.getState().isGuestOrdering).toBe(0));
    const logoutCall = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/sso/logout'))!;
    // The proxy session is ended with the customer's token, not the staff one.
    expect(new Headers((logoutCall[1] as RequestInit).headers).get('authorization')).toBe('Bearer customer');
    expect(useSessionStore.getState().token).toBe('Bearer member');
    expect(await screen.findByTestId('logout')).toBeTruthy();
  });
});
