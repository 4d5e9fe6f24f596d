import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMember } from '@storefront/contract';
import { saveSession } from '../../../lib/session';
import { fail, fakeApi, ok } from '../../../test/fakeApi';
import { countries, regions } from '../../../test/fixtures';
import { renderConsole } from '../../../test/render';

const thu: StaffMember = {
  memberId: 9,
  nickname: 'Thu Võ',
  phoneCountryCode: '84',
  phone: '909000005',
  roles: ['sales'],
  warehouseIds: [],
};

function api() {
  return fakeApi({
    'GET /global/base/getCountry': () => ok(countries),
    'GET /admin/staff/list': () => ok({ pageNum: 1, pageSize: 20, total: 1, list: [thu] }),
    'POST /admin/staff/grantRole': (req) =>
      (req.body as { role: string }).role === 'finance'
        ? fail(409, 'Sales and finance cannot be held by the same person')
        : ok({ ...thu, roles: [...thu.roles, (req.body as { role: 'operations' }).role] }),
    'POST /admin/staff/revokeRole': () => ok({ ...thu, roles: [] }),
    'GET /home/listRegionV2': () => ok(regions),
    'POST /admin/staff/setWarehouses': (req) =>
      ok({ ...thu, warehouseIds: (req.body as { warehouseIds: number[] }).warehouseIds }),
  });
}

beforeEach(() => saveSession({ token: 'Bearer admin-token', name: 'An Đỗ', roles: ['admin'] }));

describe('the staff roles', () => {
  it('lands an admin on the staff list, the only section of the role', async () => {
    api();
    const { router } = renderConsole('/');
    await screen.findByRole('heading', { name: 'Staff and roles' });
    expect(router.state.location.pathname).toBe('/staff');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Staff']);
  });

  it('grants and removes a role; the refusal of sales with finance is shown as the server says it', async () => {
    const fake = api();
    renderConsole('/staff');
    const roles = await screen.findByRole('group', { name: 'Roles of Thu Võ' });
    const user = userEvent.setup();
    expect(within(roles).getByRole<HTMLInputElement>('checkbox', { name: 'Sales' }).checked).toBe(true);
    await user.click(within(roles).getByRole('checkbox', { name: 'Operations' }));
    await waitFor(() =>
      expect(fake.calls('POST', '/admin/staff/grantRole')[0]?.body).toEqual({ memberId: 9, role: 'operations' }),
    );
    await user.click(within(roles).getByRole('checkbox', { name: 'Finance' }));
    expect(await screen.findByText('Sales and finance cannot be held by the same person')).toBeTruthy();
    await user.click(within(roles).getByRole('checkbox', { name: 'Sales' }));
    await waitFor(() =>
      expect(fake.calls('POST', '/admin/staff/revokeRole')[0]?.body).toEqual({ memberId: 9, role: 'sales' }),
    );
  });

  it('searches members by phone or name', async () => {
    const fake = api();
    renderConsole('/staff');
    await userEvent
      .setup()
      .type(await screen.findByRole('searchbox', { name: 'Find a member by phone or name' }), '909000{Enter}');
    await waitFor(() => expect(fake.calls('GET', '/admin/staff/list').at(-1)?.query.get('keyword')).toBe('909000'));
  });

  it('limits a staff member to warehouses; none chosen reads as every warehouse', async () => {
    const fake = api();
    renderConsole('/staff');
    const row = (await screen.findByRole('group', { name: 'Roles of Thu Võ' })).closest('tr')!;
    expect(within(row).getByText('All warehouses')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Choose the warehouses of Thu Võ' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Warehouses of Thu Võ')).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: 'Warehouses' }));
    await user.click(await screen.findByText('Thu Duc'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.calls('POST', '/admin/staff/setWarehouses')[0]?.body).toEqual({ memberId: 9, warehouseIds: [2] }),
    );
    expect(await screen.findByText('Warehouses of Thu Võ saved.')).toBeTruthy();
  });
});
