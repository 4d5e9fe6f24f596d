import { describe, expect, it, beforeEach } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { guardRedirect, loginPath } from './guards';
import { routeTable } from './routeTable';
import { toRouteObjects } from './createAppRouter';
import { useSessionStore } from '../../lib/stores/session.store';

const url = (href: string) => new URL(href, 'https://shop.example');

describe('guardRedirect', () => {
  const my = { name: 'My', auth: true };
  it('sends a protected route without a token to login with the encoded path + query', () => {
    expect(guardRedirect(my, url('/my'), false)).toBe('/login?redirect=%2Fmy');
    expect(guardRedirect({ name: 'Coupon', auth: true }, url('/coupon?tab=used&x=1'), false)).toBe(
      '/login?redirect=%2Fcoupon%3Ftab%3Dused%26x%3D1',
    );
  });
  it('lets a protected route through with a token', () => {
    expect(guardRedirect(my, url('/my'), true)).toBeNull();
  });
  it('sends a logged-in user away from /login, and lets a visitor in', () => {
    expect(guardRedirect({ name: 'Login' }, url('/login?redirect=%2Fmy'), true)).toBe('/');
    expect(guardRedirect({ name: 'Login' }, url('/login'), false)).toBeNull();
  });
  it('lets /personalInfo?phone= through without a token, but not without the phone', () => {
    const route = { name: 'PersonalInfo', auth: true, allowWithQuery: 'phone' };
    expect(guardRedirect(route, url('/personalInfo?phone=66812345678'), false)).toBeNull();
    expect(guardRedirect(route, url('/personalInfo'), false)).toBe('/login?redirect=%2FpersonalInfo');
  });
  it('treats open and auth:false routes as open', () => {
    expect(guardRedirect({ name: 'Home' }, url('/'), false)).toBeNull();
    expect(guardRedirect({ name: 'SubmitOrder', auth: false }, url('/submitOrder'), false)).toBeNull();
  });
  it('never puts the origin into the redirect', () => {
    expect(loginPath('/address', '?a=1')).toBe('/login?redirect=%2Faddress%3Fa%3D1');
  });
});

describe('route table', () => {
  it('has the 26 routes of spec §2 with unique names and paths', () => {
    expect(routeTable).toHaveLength(26);
    expect(new Set(routeTable.map((r) => r.name)).size).toBe(26);
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(26);
  });
  it('protects exactly the spec’s login-required routes', () => {
    const protectedNames = routeTable
      .filter((r) => r.auth === true)
      .map((r) => r.name)
      .sort();
    expect(protectedNames).toEqual(
      ['Address', 'AddAddress', 'Coupon', 'FrequentPurchases', 'My', 'PersonalInfo', 'UserInfo'].sort(),
    );
    expect(routeTable.find((r) => r.name === 'SubmitOrder')?.auth).toBe(false);
  });
});

describe('router loaders', () => {
  beforeEach(() => useSessionStore.getState().reset());

  const settle = async (entry: string) => {
    const router = createMemoryRouter(toRouteObjects(), { initialEntries: [entry] });
    await new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const off = router.subscribe((s) => s.initialized && (off(), resolve()));
    });
    const { pathname, search } = router.state.location;
    router.dispose();
    return pathname + search;
  };

  it('redirects /my to /login?redirect=%2Fmy without a token', async () => {
    expect(await settle('/my')).toBe('/login?redirect=%2Fmy');
  });
  it('redirects a logged-in /login to /', async () => {
    useSessionStore.getState().setToken('Bearer abc');
    expect(await settle('/login')).toBe('/');
  });
  it('lets open routes and the phone exception through', async () => {
    expect(await settle('/searchList?keyword=rice')).toBe('/searchList?keyword=rice');
    expect(await settle('/personalInfo?phone=1')).toBe('/personalInfo?phone=1');
  });
});
