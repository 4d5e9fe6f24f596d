import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { Providers } from '../Providers';
import { BootGate } from './BootGate';
import { bootSteps, runBoot } from './steps';
import { request, resetHttpConfig } from '../../lib/http';
import { EMBEDDED_ID, resetEmbedded } from '../../lib/http/embedded';
import { setupHttp } from '../setupHttp';
import { useLocaleStore } from '../../lib/stores/locale.store';
import { useSessionStore } from '../../lib/stores/session.store';

const country = (code: string, isDefault: boolean) => ({
  countryCode: code,
  name: code,
  phoneCode: '1',
  currencyCode: 'THB',
  currencySymbol: '฿',
  currencyStep: 0.01,
  currencyDigits: 2,
  languageCode: 'th-TH',
  isDefault,
  languages: ['th-TH'],
});
const settings = {
  UNDER_18_CATEGORY_ID: null,
  USER_WALLET_SHOW: false,
  PASSWORD_MD5_SUFFIX: 'x',
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
const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: 'ok', data }), { headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
beforeEach(() => {
  fetchMock = vi.fn((url: string, _init?: RequestInit) =>
    Promise.resolve(
      ok(
        url.endsWith('/global/base/getCountry')
          ? [country('VN', false), country('TH', true)]
          : url.endsWith('/sso/visitor/token')
            ? { tokenHead: 'Bearer ', token: 'visitor-1', visitorId: 'fp-1' }
            : url.endsWith('/home/listRegionV2')
              ? []
              : settings,
      ),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  setupHttp();
  useLocaleStore.setState({ country: null, countryList: [] });
  localStorage.removeItem('bootReads');
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetHttpConfig();
});

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('boot sequence', () => {
  it('runs the spec order and picks the default country, or the saved one if still offered', async () => {
    expect(bootSteps.map((s) => s.id)).toEqual([
      'countries',
      'defaultCountry',
      'settings',
      'visitorToken',
      'userInfo',
      'warehouse',
      'cart',
    ]);
    await runBoot({ queryClient: newClient(), locale: 'en-US' });
    const urls = fetchMock.mock.calls.map(([u]) => u);
    // The visitor token depends on nothing before it, so it is asked for at once; the
    // others go in the spec's order.
    expect(urls.filter((u) => !u.endsWith('/sso/visitor/token'))).toEqual([
      '/api/global/base/getCountry',
      '/api/app/setting/get',
      // No position stored (0/0): the region list without coordinates; no warehouse, no freight.
      '/api/home/listRegionV2',
    ]);
    expect(urls.filter((u) => u.endsWith('/sso/visitor/token'))).toHaveLength(1);
    expect(useLocaleStore.getState().country?.countryCode).toBe('TH');
    // The visitor token is asked once per device, then sent as GuestAuthorization.
    expect(useSessionStore.getState().visitorToken).toBe('Bearer visitor-1');

    localStorage.setItem('country', '"VN"');
    await runBoot({ queryClient: newClient(), locale: 'en-US' });
    expect(useLocaleStore.getState().country?.countryCode).toBe('VN');
  });

  it('hydrates a drawn page without waiting for the visitor token; what is asked next carries it', async () => {
    // The page's boot reads are in its HTML; only the visitor token is asked over the network.
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = EMBEDDED_ID;
    el.textContent = JSON.stringify({
      locale: 'en-US',
      answers: [
        { method: 'GET', path: '/global/base/getCountry', data: [country('VN', true)] },
        { method: 'GET', path: '/app/setting/get', data: settings },
        { method: 'GET', path: '/home/listRegionV2', data: [] },
      ],
    });
    document.head.append(el);
    resetEmbedded();
    useLocaleStore.setState({ locale: 'en-US' });
    useSessionStore.setState({ visitorToken: '' });
    let answerToken: (r: Response) => void = () => {};
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((url: string) =>
      url.endsWith('/sso/visitor/token') ? new Promise<Response>((resolve) => (answerToken = resolve)) : base(url),
    );
    await runBoot({ queryClient: newClient(), locale: 'en-US', drawn: true });
    expect(useSessionStore.getState().visitorToken).toBe('');

    // Asked before the token is here: sent once it is, with it.
    const later = request({ path: '/app/setting/get' });
    await new Promise((r) => setTimeout(r, 0));
    const asked = () => fetchMock.mock.calls.filter(([u]) => u.endsWith('/app/setting/get'));
    expect(asked()).toHaveLength(0);
    answerToken(ok({ tokenHead: 'Bearer ', token: 'visitor-2', visitorId: 'fp-1' }));
    await later;
    expect(asked()).toHaveLength(1);
    expect(new Headers(asked()[0]![1]?.headers).get('GuestAuthorization')).toBe('Bearer visitor-2');
    resetEmbedded();
  });

  it('takes the reads the server embedded in the page, once, in the same locale only', async () => {
    const embed = (locale: string) => {
      const el = document.createElement('script');
      el.type = 'application/json';
      el.id = EMBEDDED_ID;
      el.textContent = JSON.stringify({
        locale,
        answers: [
          { method: 'GET', path: '/global/base/getCountry', data: [country('VN', true)] },
          { method: 'GET', path: '/app/setting/get', data: settings },
          { method: 'GET', path: '/home/listRegionV2', data: [] },
        ],
      });
      document.head.append(el);
      resetEmbedded();
    };
    useLocaleStore.setState({ locale: 'en-US' });
    useSessionStore.setState({ visitorToken: '' });
    embed('en-US');
    await runBoot({ queryClient: newClient(), locale: 'en-US' });
    expect(fetchMock.mock.calls.map(([u]) => u)).toEqual(['/api/sso/visitor/token']);
    expect(useLocaleStore.getState().country?.countryCode).toBe('VN');
    expect(document.getElementById(EMBEDDED_ID)).toBeNull();

    // Taken once: the next boot asks the network.
    await runBoot({ queryClient: newClient(), locale: 'en-US' });
    expect(fetchMock.mock.calls.map(([u]) => u)).toContain('/api/global/base/getCountry');

    // Read for another language than the one the shopper uses: not taken.
    fetchMock.mockClear();
    embed('th-TH');
    await runBoot({ queryClient: newClient(), locale: 'en-US' });
    expect(fetchMock.mock.calls.map(([u]) => u)).toContain('/api/global/base/getCountry');
    resetEmbedded();
  });

  it('opens for a member offline with the info saved last time, as for a visitor', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 'member-1' });
    useSessionStore.setState({ visitorToken: 'Bearer visitor-1' });
    const answer = fetchMock.getMockImplementation() as (url: string) => Promise<Response>;
    // What the service worker keeps (countries, settings, regions) answers; member reads do not.
    fetchMock.mockImplementation((url: string) =>
      url.endsWith('/sso/info') || url.includes('/cart/') || url.includes('/wms/')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : answer(url),
    );
    render(
      <Providers queryClient={newClient()}>
        <BootGate>{() => <p>app mounted</p>}</BootGate>
      </Providers>,
    );
    expect(await screen.findByText('app mounted')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([u]) => u)).toContain('/api/sso/info');
    expect(useSessionStore.getState().token).toBe('Bearer member-1');
    expect(warn).toHaveBeenCalled();
    useSessionStore.getState().reset();
  });

  it('opens a page never saved offline with the shop-wide reads of the last boot, in its locale only', async () => {
    await runBoot({ queryClient: newClient(), locale: 'en-US' });
    expect(JSON.parse(localStorage.getItem('bootReads') ?? '{}')).toMatchObject({ locale: 'en-US' });
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    const offline = newClient();
    await runBoot({ queryClient: offline, locale: 'en-US' });
    expect(useLocaleStore.getState().countryList.map((c) => c.countryCode)).toEqual(['VN', 'TH']);
    expect(offline.getQueryData(['app', 'setting', 'en-US'])).toMatchObject({ privacyAgreement: 'P' });

    await expect(runBoot({ queryClient: newClient(), locale: 'th-TH' })).rejects.toThrow();
  });

  it('shows a splash, then the app', async () => {
    render(
      <Providers queryClient={newClient()}>
        <BootGate>{() => <p>app mounted</p>}</BootGate>
      </Providers>,
    );
    expect(screen.getByText(/Opening the store/).closest('[role="status"]')).toBeTruthy();
    expect(await screen.findByText('app mounted')).toBeTruthy();
  });

  it('shows a retry screen when the API is unreachable, and retries', async () => {
    const show = vi.spyOn(Toast, 'show');
    const answer = fetchMock.getMockImplementation() as (url: string) => Promise<Response>;
    let failed = false;
    fetchMock.mockImplementation((url: string) => {
      if (failed || !url.endsWith('/global/base/getCountry')) return answer(url);
      failed = true;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    render(
      <Providers queryClient={newClient()}>
        <BootGate>{() => <p>app mounted</p>}</BootGate>
      </Providers>,
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not reach the store/);
    expect(show).not.toHaveBeenCalled(); // boot calls are silent: the screen says it
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('app mounted')).toBeTruthy());
  });
});

describe('antd-mobile on React 19', () => {
  it('renders a Toast through the createRoot renderer', async () => {
    Toast.show({ content: 'Hello toast', duration: 0 });
    await waitFor(() => expect(document.body.textContent).toContain('Hello toast'));
    Toast.clear();
  });
});
