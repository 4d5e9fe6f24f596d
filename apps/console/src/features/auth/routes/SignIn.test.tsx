import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '../../../i18n';
import { md5 } from '@storefront/contract/md5';
import { currentSession } from '../../../lib/session';
import { fail, fakeApi, ok } from '../../../test/fakeApi';
import { countries } from '../../../test/fixtures';
import { renderConsole } from '../../../test/render';

const memberInfo = { id: 4, memberDto: { nickname: 'Quang Lê', username: '+84938123404' } };
const shared = {
  'GET /global/base/getCountry': () => ok(countries),
  'GET /app/setting/get': () => ok({ PASSWORD_MD5_SUFFIX: 'S' }),
  'POST /sso/login/password': () => ok({ tokenHead: 'Bearer ', token: 'staff-token' }),
  'GET /sso/info': () => ok(memberInfo),
  'GET /sso/logout': () => ok(null),
};

async function signInAs(phone: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Phone number'), phone);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('staff sign-in', () => {
  it('signs staff in with the password digest and opens the orders', async () => {
    const api = fakeApi({
      ...shared,
      'GET /staff/roles': () => ok({ roles: ['operations'], canManipulateOrder: false }),
      'GET /ops/order/list': () => ok({ pageNum: 1, pageSize: 20, total: 0, list: [] }),
    });
    renderConsole('/orders');
    // Signed out, the console asks for sign-in first.
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    await signInAs('0938123404', 'sales1234');

    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(screen.getByText('Signed in as Quang Lê')).toBeTruthy();
    // The frame's controls are labelled for screen readers.
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Filter orders by status' })).toBeTruthy();
    expect(api.calls('POST', '/sso/login/password')[0]?.body).toEqual({
      phoneCountryCode: '84',
      phoneNumber: '0938123404',
      password: md5('sales1234S'),
    });
    // The roles check and every call after carry the new session.
    expect(api.calls('GET', '/staff/roles')[0]?.headers.get('Authorization')).toBe('Bearer staff-token');
    expect(api.calls('GET', '/ops/order/list')[0]?.headers.get('Authorization')).toBe('Bearer staff-token');
    expect(currentSession()).toEqual({ token: 'Bearer staff-token', name: 'Quang Lê', roles: ['operations'] });
  });

  it('refuses a customer in their language and ends the session it opened', async () => {
    const api = fakeApi({ ...shared, 'GET /staff/roles': () => ok({ roles: [], canManipulateOrder: false }) });
    renderConsole('/sign-in');
    await signInAs('0901234501', 'demo1234');

    expect((await screen.findByRole('alert')).textContent).toContain(
      'This account is not a staff account. Only staff members may use the console.',
    );
    expect(api.calls('GET', '/sso/logout')[0]?.headers.get('Authorization')).toBe('Bearer staff-token');
    expect(currentSession()).toBeNull();
  });

  it('tells sales staff that their work is in the shop, and ends the session it opened', async () => {
    const api = fakeApi({ ...shared, 'GET /staff/roles': () => ok({ roles: ['sales'], canManipulateOrder: true }) });
    renderConsole('/sign-in');
    await signInAs('0938123404', 'sales1234');
    expect((await screen.findByRole('alert')).textContent).toContain('sales staff order for customers in the shop');
    expect(api.calls('GET', '/sso/logout')).toHaveLength(1);
    expect(currentSession()).toBeNull();
  });

  it("shows the API's message when the password is wrong", async () => {
    fakeApi({ ...shared, 'POST /sso/login/password': () => fail(401, 'Wrong phone number or password') });
    renderConsole('/sign-in');
    await signInAs('0938123404', 'wrong1234');
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong phone number or password');
    expect(currentSession()).toBeNull();
  });

  it('asks for the phone and the password before calling anyone', async () => {
    const api = fakeApi(shared);
    renderConsole('/sign-in');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your phone number.')).toBeTruthy();
    expect(await screen.findByText('Enter your password.')).toBeTruthy();
    await waitFor(() => expect(api.calls('POST', '/sso/login/password')).toHaveLength(0));
  });

  it('signs out: the session ends on the server and here', async () => {
    const { saveSession } = await import('../../../lib/session');
    saveSession({ token: 'Bearer staff-token', name: 'Quang Lê', roles: ['operations'] });
    const api = fakeApi({
      ...shared,
      'GET /ops/order/list': () => ok({ pageNum: 1, pageSize: 20, total: 0, list: [] }),
    });
    renderConsole('/orders');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    expect(api.calls('GET', '/sso/logout')).toHaveLength(1);
    expect(currentSession()).toBeNull();
  });

  it("speaks the staff member's language", async () => {
    fakeApi(shared);
    await changeLocale('vi-VN');
    try {
      renderConsole('/sign-in');
      expect(await screen.findByRole('heading', { name: 'Đăng nhập nhân viên' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Đăng nhập' })).toBeTruthy();
      expect(document.documentElement.lang).toBe('vi-VN');
    } finally {
      await changeLocale('en-US');
    }
  });
});
