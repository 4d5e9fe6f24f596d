import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '../i18n';
import { saveSession } from '../lib/session';
import { fakeApi, ok } from '../test/fakeApi';
import { countries } from '../test/fixtures';
import { renderConsole } from '../test/render';

const page = { pageNum: 1, pageSize: 20, total: 0, list: [] };

function api() {
  return fakeApi({
    'GET /global/base/getCountry': () => ok(countries),
    'GET /app/setting/get': () => ok({ PASSWORD_MD5_SUFFIX: 'S' }),
    'POST /sso/login/password': () => ok({ tokenHead: 'Bearer ', token: 'ops-token' }),
    'GET /staff/roles': () => ok({ roles: ['operations'], canManipulateOrder: false }),
    'GET /sso/info': () => ok({ id: 9, memberDto: { nickname: 'Vy Hoàng', username: '+84938123409' } }),
    'GET /ops/order/list': () => ok(page),
    'GET /ops/customer/list': () => ok(page),
    'GET /admin/staff/list': () => ok(page),
  });
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Phone number'), '0938123409');
  await user.type(screen.getByLabelText('Password'), 'ops12345');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => changeLocale('en-US'));

describe('the sections a role does not open', () => {
  it('answer with the no-access page and lead to the sections the staff member has, without asking the API', async () => {
    const fake = api();
    saveSession({ token: 'Bearer ops-token', name: 'Vy Hoàng', roles: ['operations'] });
    const { router } = renderConsole('/staff');
    const refusal = await screen.findByRole('region', { name: 'You have no access to this section' });
    expect(refusal.textContent).toContain('Staff is not part of your roles (Operations).');
    const yours = within(refusal).getByRole('list', { name: 'Your sections' });
    expect(
      within(yours)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Orders', 'Today', 'Customers', 'Delivery']);
    expect(fake.calls('GET', '/admin/staff/list')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.setup().click(within(yours).getByRole('link', { name: 'Customers' }));
    await screen.findByRole('searchbox', { name: 'Find a customer by phone or name' });
    expect(router.state.location.pathname).toBe('/customers');
  });

  it('refuses the packing slip to a role without the orders, in the staff member’s language', async () => {
    const fake = api();
    await changeLocale('vi-VN');
    saveSession({ token: 'Bearer cat-token', name: 'Tùng Ngô', roles: ['catalogue'] });
    renderConsole('/orders/5/slip');
    const refusal = await screen.findByRole('region', { name: 'Bạn không có quyền vào mục này' });
    expect(within(refusal).getByRole('link', { name: 'Danh mục hàng' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(fake.seen.filter((s) => s.path.startsWith('/ops/'))).toHaveLength(0);
  });
});

describe('a deep link before sign-in', () => {
  it('lands where it pointed, query and all, when the roles open it', async () => {
    api();
    const { router } = renderConsole('/customers?keyword=0901');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(router.state.location.search).toBe('?keyword=0901');
  });

  it('lands on the roles’ first section when they do not open it', async () => {
    const fake = api();
    const { router } = renderConsole('/staff');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(fake.calls('GET', '/admin/staff/list')).toHaveLength(0);
  });
});
