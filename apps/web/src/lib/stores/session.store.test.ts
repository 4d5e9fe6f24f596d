import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerSummary } from '@storefront/contract';
import { address, memberInfo } from './session.fixtures';
import { local } from '../storage';
import { GUEST_LOGIN_MAX, isStaff, useSessionStore } from './session.store';
import { applyMemberInfo, forgetMember, pickSavedAddress } from './memberInfo';
import { resetSessionAndLogin, sessionHeaders } from '../../app/setupHttp';

vi.mock('../../app/router/createAppRouter', () => ({ navigateToLogin: vi.fn() }));

const customer = (id: number): CustomerSummary => ({
  id,
  nickname: `Customer ${id}`,
  phoneCountryCode: '84',
  phone: `9000000${id}`,
  username: `+849000000${id}`,
  icon: null,
  isCertified: false,
  isRegulars: false,
});

const store = () => useSessionStore.getState();

beforeEach(() => {
  store().reset();
  useSessionStore.setState({ visitorToken: '' });
});

describe('session store', () => {
  it('stores the token with its head and the info flat, and persists them under `user`', () => {
    store().setLogin({ tokenHead: 'Bearer ', token: 'abc' });
    applyMemberInfo(memberInfo(1));
    expect(store().token).toBe('Bearer abc');
    expect(store().memberDto?.nickname).toBe('Member 1');
    expect(local.get('user')).toMatchObject({ token: 'Bearer abc', id: 1, memberDto: { id: 1 } });
  });

  it('saves the default address when the saved one is empty, and keeps a chosen one', () => {
    applyMemberInfo(memberInfo(1));
    expect(local.get('address')?.id).toBe(12);
    local.set('address', { ...address(11, 0) });
    applyMemberInfo(memberInfo(1));
    expect(local.get('address')?.id).toBe(11);
    local.set('address', { ...address(0, 0) }); // id 0 counts as empty (spec §4)
    applyMemberInfo(memberInfo(1));
    expect(local.get('address')?.id).toBe(12);
    expect(pickSavedAddress([address(3, 0), address(4, 0)])?.id).toBe(3);
    expect(pickSavedAddress([])).toBeNull();
  });

  it('enters guest mode keeping the staff session, sends the staff headers, and exits back to it', () => {
    store().setLogin({ tokenHead: 'Bearer ', token: 'staff' });
    applyMemberInfo(memberInfo(4, { roles: ['proxyOrder'], username: '+84938123404' }));
    store().startGuestOrdering({ tokenHead: 'Bearer ', token: 'cust' }, customer(7));

    const s = store();
    expect(s.isGuestOrdering).toBe(1);
    expect(s.token).toBe('Bearer cust');
    expect(s.temporaryUser).toEqual({ id: 4, token: 'Bearer staff', bdUsername: '+84938123404' });
    expect(s.memberDto).toBeUndefined(); // the staff member's info is not shown as the customer's
    expect(s.guestLoginList.map((c) => c.id)).toEqual([7]);
    const headers = sessionHeaders();
    expect(headers.Authorization).toBe('Bearer cust');
    expect(headers.originalMemberId).toBe('4');
    expect(headers.originalUserName).toBe(encodeURIComponent('+84938123404'));
    expect(local.get('user')).toMatchObject({ isGuestOrdering: 1, temporaryUser: { id: 4 } });

    expect(store().exitGuestOrdering()).toBe(true);
    expect(store()).toMatchObject({ token: 'Bearer staff', isGuestOrdering: 0, temporaryUser: null });
    expect(sessionHeaders().originalMemberId).toBeUndefined();
    // Recent customers stay for the staff member's next order.
    expect(store().guestLoginList.map((c) => c.id)).toEqual([7]);
    // A second exit has nothing to restore and must not clear the staff token.
    expect(store().exitGuestOrdering()).toBe(false);
    expect(store().token).toBe('Bearer staff');
  });

  it('keeps the original staff member when switching customers, and caps recent customers', () => {
    store().setLogin({ tokenHead: 'Bearer ', token: 'staff' });
    applyMemberInfo(memberInfo(4, { roles: ['proxyOrder'] }));
    for (let i = 1; i <= GUEST_LOGIN_MAX + 2; i++) {
      store().startGuestOrdering({ tokenHead: 'Bearer ', token: `c${i}` }, customer(i));
    }
    store().startGuestOrdering({ tokenHead: 'Bearer ', token: 'c3' }, customer(3));
    expect(store().temporaryUser?.token).toBe('Bearer staff');
    expect(store().guestLoginList.map((c) => c.id)).toEqual([3, 7, 6, 5, 4]);
  });

  it('on a 401 in guest mode restores the staff session instead of logging everyone out', () => {
    // The staff member's info is read again after the switch back; not the subject here.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    store().setLogin({ tokenHead: 'Bearer ', token: 'staff' });
    applyMemberInfo(memberInfo(4));
    store().startGuestOrdering({ tokenHead: 'Bearer ', token: 'cust' }, customer(7));
    resetSessionAndLogin();
    expect(store()).toMatchObject({ token: 'Bearer staff', isGuestOrdering: 0 });
    resetSessionAndLogin(); // now the staff token itself is refused
    expect(store().token).toBe('');
    expect(local.get('address')).toBeUndefined();
  });

  it('forgets the member on logout: state, stored user and address, cart; the visitor token stays', () => {
    store().setVisitorToken('Bearer visitor');
    store().setLogin({ tokenHead: 'Bearer ', token: 'abc' });
    applyMemberInfo(memberInfo(1));
    local.set('visitorCart', { '1': [{ productSkuId: 5, quantity: 2 }] });
    forgetMember();
    expect(store()).toMatchObject({ token: '', memberDto: undefined, guestLoginList: [] });
    expect(store().visitorToken).toBe('Bearer visitor');
    expect(local.get('address')).toBeUndefined();
    expect(local.get('visitorCart')).toBeUndefined();
    expect(local.get('user')).toEqual(expect.objectContaining({ token: '', visitorToken: 'Bearer visitor' }));
  });

  it('shows staff features only with the role, the server flag and the setting', () => {
    const info = memberInfo(4, { roles: ['proxyOrder'] });
    expect(isStaff({ ...info, canManipulateOrder: true }, true)).toBe(true);
    expect(isStaff({ ...info, canManipulateOrder: true }, false)).toBe(false);
    expect(isStaff({ ...info, canManipulateOrder: false }, true)).toBe(false);
    expect(isStaff({ ...memberInfo(1), canManipulateOrder: true }, true)).toBe(false);
  });
});
