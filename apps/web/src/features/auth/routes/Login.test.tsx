import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../../app/Providers';
import { setupHttp } from '../../../app/setupHttp';
import { resetHttpConfig } from '../../../lib/http';
import { md5 } from '@storefront/contract/md5';
import { local } from '../../../lib/storage';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useSessionStore } from '../../../lib/stores/session.store';
import { memberInfo } from '../../../lib/stores/session.fixtures';
import { Login } from './Login';

const VN = {
  countryCode: 'VN',
  name: 'Vietnam',
  phoneCode: '84',
  currencyCode: 'VND',
  currencySymbol: '₫',
  currencyStep: 1,
  currencyDigits: 0,
  languageCode: 'vi-VN' as const,
  isDefault: true,
  languages: ['vi-VN' as const],
};
const settings = {
  UNDER_18_CATEGORY_ID: null,
  USER_WALLET_SHOW: false,
  PASSWORD_MD5_SUFFIX: 'SUFFIX',
  USER_WALLET_NAME: 'W',
  maxReceiveAddress: 20,
  MERCHANTS_ENTRY_SWITCH: false,
  MANIPULATE_ORDER_PERMISSION: false,
  paymentTimeoutMinutes: 30,
  cancelReasons: [],
  privacyAgreement: 'P',
  mapTileUrl: null,
  APP_BASIC_CONFIG: { serviceName: 's', servicePhone: '1', serviceEmail: 'e', serviceHours: 'h' },
};
const json = (data: unknown, code = 200, message = 'ok') =>
  new Response(JSON.stringify({ code, message, data }), {
    status: code >= 600 ? 409 : code,
    headers: { 'content-type': 'application/json' },
  });

type Route = (url: URL, init: RequestInit) => Response | undefined;
let routes: Record<string, Route>;
let fetchMock: ReturnType<typeof vi.fn>;
const token = { tokenHead: 'Bearer ', token: 'tok' };

beforeEach(() => {
  routes = {
    '/api/app/setting/get': () => json(settings),
    '/api/sso/info': () => json(memberInfo(1)),
    '/api/sso/login/sendSmsCode': () => json({ resendAfterSeconds: 60, expiresInSeconds: 300 }, 200, 'Code sent'),
    '/api/sso/login/password': () => json(token),
    '/api/sso/login/smsCode': () => json(token),
  };
  fetchMock = vi.fn((input: string, init: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const answer = routes[url.pathname]?.(url, init);
    return Promise.resolve(answer ?? json(null, 404, 'not found'));
  });
  vi.stubGlobal('fetch', fetchMock);
  setupHttp();
  useLocaleStore.setState({ country: VN, countryList: [VN], locale: 'en-US' });
  useSessionStore.getState().reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetHttpConfig();
});

function renderLogin(path = '/login?redirect=%2Fcoupon%3Ftab%3D1') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <Login /> },
      { path: '/coupon', element: <p>coupon page</p> },
      { path: '/personalInfo', element: <p>personal info page</p> },
      { path: '/privacyAgreement', element: <p>agreement</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Providers queryClient={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const bodyOf = (path: string) => {
  const call = fetchMock.mock.calls.find(([u]) => String(u).startsWith(`/api${path}`));
  return call ? JSON.parse((call[1] as RequestInit).body as string) : undefined;
};

const enterPhone = (phone: string) => {
  fireEvent.input(screen.getByLabelText('Mobile number'), { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
};

describe('Login', () => {
  it('checks the phone shape before asking the server', () => {
    renderLogin();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Log in');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveProperty('value', '84');
    enterPhone('12');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid phone number.');
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('registeredOrNot'), expect.anything());
  });

  it('logs a registered phone in with the MD5 digest of the password and returns to the redirect', async () => {
    routes['/api/sso/login/registeredOrNot'] = () => json({ registered: true, hasPassword: true });
    const router = renderLogin();
    enterPhone('901234501');
    const password = await screen.findByLabelText('Password');
    fireEvent.input(password, { target: { value: 'demo1234' } });
    // The button waits for the settings (the password's digest suffix).
    const logIn = screen.getByRole<HTMLButtonElement>('button', { name: 'Log in' });
    await waitFor(() => expect(logIn.disabled).toBe(false));
    fireEvent.click(logIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/coupon'));
    expect(router.state.location.search).toBe('?tab=1');
    expect(bodyOf('/sso/login/password')).toEqual({
      phoneCountryCode: '84',
      phoneNumber: '901234501',
      password: md5('demo1234SUFFIX'),
    });
    expect(useSessionStore.getState().token).toBe('Bearer tok');
    expect(useSessionStore.getState().memberDto?.id).toBe(1);
    expect(local.get('address')?.id).toBe(12);
  });

  it('switches a registered phone to an SMS code, which is sent on entering the step', async () => {
    routes['/api/sso/login/registeredOrNot'] = () => json({ registered: true, hasPassword: true });
    renderLogin();
    enterPhone('901234501');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in with an SMS code instead' }));
    const code = await screen.findByLabelText('SMS verification code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes('scene=login'))).toBe(true));
    expect(await screen.findByText(/new code in 60 s/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend code' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Log in with your password instead' })).toBeTruthy();
  });

  it('registers a new phone by SMS code only after the agreement is accepted', async () => {
    routes['/api/sso/login/registeredOrNot'] = () => json({ registered: false, hasPassword: false });
    const router = renderLogin();
    enterPhone('0901 234 599');
    const code = await screen.findByLabelText('SMS verification code');
    // No SMS goes to a new phone before the agreement is accepted.
    const texted = () => fetchMock.mock.calls.some(([u]) => String(u).includes('scene=register'));
    expect(texted()).toBe(false);
    // "Send code" says why nothing is sent yet, and a tap leads to the agreement box.
    const sendCode = screen.getByTestId('login-resend');
    expect(sendCode.hasAttribute('disabled')).toBe(false);
    const why = document.getElementById(sendCode.getAttribute('aria-describedby')!);
    expect(why?.textContent).toBe('Tick the privacy agreement below to get your code.');
    fireEvent.click(sendCode);
    expect(texted()).toBe(false);
    expect(document.activeElement).toBe(screen.getByTestId('login-agreement'));
    expect(screen.getByRole('link', { name: 'privacy agreement' }).getAttribute('href')).toBe('/privacyAgreement');
    fireEvent.input(code, { target: { value: '12 34 56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and log in' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/accept the privacy agreement/);
    expect(bodyOf('/sso/login/smsCode')).toBeUndefined();

    // Its accessible name is the whole sentence, link included.
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to the privacy agreement' }));
    await waitFor(() => expect(texted()).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Create account and log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personalInfo'));
    expect(bodyOf('/sso/login/smsCode')).toEqual({
      phoneCountryCode: '84',
      phoneNumber: '0901 234 599',
      smsCode: '123456',
      agreement: true,
    });
    const q = new URLSearchParams(router.state.location.search);
    expect(q.get('phone')).toBe('0901 234 599');
    expect(q.get('redirect')).toBe('/coupon?tab=1');
  });

  it('takes the resend countdown from the server when it refuses an early resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    routes['/api/sso/login/registeredOrNot'] = () => json({ registered: true, hasPassword: false });
    routes['/api/sso/login/sendSmsCode'] = () => json({ secondsLeft: 42 }, 409, 'Please wait');
    renderLogin();
    enterPhone('868123408');
    expect(await screen.findByText(/new code in 42 s/)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2100);
    });
    expect(await screen.findByText(/new code in 4[01] s/)).toBeTruthy();
    // No password: no way to switch to one.
    expect(screen.queryByRole('button', { name: /password instead/ })).toBeNull();
  });
});
