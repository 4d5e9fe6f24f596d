import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { createAppRouter, navigateToLogin } from './createAppRouter';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the 401 redirect to login', () => {
  it('during boot (no router yet) changes the address without reloading the page', () => {
    window.history.replaceState(null, '', '/productDetails?productSkuId=5');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    navigateToLogin();
    expect(window.location.pathname + window.location.search).toBe(
      '/login?redirect=' + encodeURIComponent('/productDetails?productSkuId=5'),
    );
    expect(assign).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('cannot be cancelled by a tap elsewhere while the login screen is still loading', async () => {
    let loadLogin!: () => void;
    const loginLoaded = new Promise<void>((r) => (loadLogin = r));
    // The same guard as the real route table: every route's loader sees the pending login.
    const { toRouteObjects } = await import('./createAppRouter');
    const table = [
      { path: '/', name: 'Home', Component: () => null },
      { path: '/other', name: 'Other', Component: () => null },
      { path: '/login', name: 'Login', load: () => loginLoaded.then(() => () => null) },
    ];
    let router!: ReturnType<typeof createMemoryRouter>;
    createAppRouter(
      toRouteObjects(table as never),
      (routes: RouteObject[]) => (router = createMemoryRouter(routes, { initialEntries: ['/other'] })),
    );
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));

    navigateToLogin();
    void router.navigate('/'); // the shopper taps Home before the login screen has arrived
    loadLogin();
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fother');

    // Once login has shown, the user may leave it again.
    await router.navigate('/');
    expect(router.state.location.pathname).toBe('/');
  });
});
