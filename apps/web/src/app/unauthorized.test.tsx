import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { getMemberInfo } from '@storefront/contract/routes';
import { call, resetHttpConfig } from '../lib/http';
import { memberInfo } from '../lib/stores/session.fixtures';
import { useSessionStore } from '../lib/stores/session.store';
import { json } from '../test/catalogueFixtures';
import { setupHttp } from './setupHttp';

vi.mock('./router/createAppRouter', () => ({ navigateToLogin: vi.fn() }));
const { navigateToLogin } = await import('./router/createAppRouter');

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
    vi.fn((_input: string, init?: RequestInit) => {
      const auth = new Headers(init?.headers).get('authorization');
      return Promise.resolve(auth === 'Bearer staff' ? json(memberInfo(1)) : json(null, 401));
    }),
  );
  setupHttp();
  useSessionStore.getState().reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetHttpConfig();
  Dialog.clear();
  vi.mocked(navigateToLogin).mockClear();
});

describe('a 401 while ordering for a customer', () => {
  it('returns the staff member to their own account and tells them why', async () => {
    useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 'staff' });
    useSessionStore.getState().startGuestOrdering({ tokenHead: 'Bearer ', token: 'expired' }, customer);
    await expect(call(getMemberInfo, {}, { silent: true })).rejects.toBeTruthy();
    expect(useSessionStore.getState()).toMatchObject({ token: 'Bearer staff', isGuestOrdering: 0 });
    expect(await screen.findByText(/Ordering for Lan Nguyen has ended/)).toBeTruthy();
    expect(navigateToLogin).not.toHaveBeenCalled();
    // The staff member's own info comes back (and with it their warehouse).
    await waitFor(() => expect(useSessionStore.getState().id).toBe(1));
  });

  it('entered from a CRM ticket with no staff session here: says so and goes to login', async () => {
    useSessionStore.getState().startGuestOrdering({ tokenHead: 'Bearer ', token: 'expired' }, customer);
    await expect(call(getMemberInfo, {}, { silent: true })).rejects.toBeTruthy();
    expect(useSessionStore.getState().token).toBe('');
    expect(await screen.findByText(/Log in again to continue/)).toBeTruthy();
    expect(navigateToLogin).toHaveBeenCalled();
  });
});
