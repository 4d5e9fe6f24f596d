import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeskFreightActivity } from '@storefront/contract';
import { saveSession } from '../../../lib/session';
import { fakeApi, ok, type Seen } from '../../../test/fakeApi';
import { countries } from '../../../test/fixtures';
import { renderConsole } from '../../../test/render';

const activity: DeskFreightActivity = {
  activityId: 3,
  warehouseId: 1,
  warehouseName: 'District 1',
  countryCode: 'VN',
  currencyCode: 'VND',
  kind: 'reduced',
  title: 'Cheaper delivery',
  titles: { 'en-US': 'Cheaper delivery' },
  thresholdAmount: 300_000,
  fee: 25_000,
  basicFee: 37_500,
  startsAt: new Date(Date.now() - 86_400_000).toISOString(),
  endsAt: new Date(Date.now() + 86_400_000).toISOString(),
  state: 'running',
};

function api(extra: Record<string, (req: Seen) => ReturnType<typeof ok>> = {}) {
  return fakeApi({
    'GET /global/base/getCountry': () => ok(countries),
    'GET /staff/catalogue/freight/warehouses': () =>
      ok([{ warehouseId: 1, name: 'District 1', countryCode: 'VN', currencyCode: 'VND', basicFee: 37_500 }]),
    'GET /staff/catalogue/freight/list': () => ok({ pageNum: 1, pageSize: 20, total: 1, list: [activity] }),
    ...extra,
  });
}

beforeEach(() => saveSession({ token: 'Bearer staff-token', name: 'Tùng Ngô', roles: ['catalogue'] }));

describe('the freight activities page', () => {
  it('lists each activity with what it charges instead of the basic fee, and from what amount', async () => {
    api();
    renderConsole('/promotions/freight');
    const row = (await screen.findByRole('button', { name: 'Cheaper delivery' })).closest('tr')!;
    expect(within(row).getByText('Delivery ₫25,000 instead of ₫37,500 from ₫300,000')).toBeTruthy();
    expect(within(row).getByText('District 1')).toBeTruthy();
  });

  it('changes the reduced fee: refuses one not below the basic fee, then sends it', async () => {
    const saved: unknown[] = [];
    api({
      'POST /staff/catalogue/freight/save': (req) => {
        saved.push(req.body);
        return ok(activity);
      },
    });
    renderConsole('/promotions/freight');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Cheaper delivery' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Basic delivery fee: ₫37,500')).toBeTruthy();
    const fee = within(dialog).getByLabelText('Delivery fee from then on');
    await userEvent.clear(fee);
    await userEvent.type(fee, '40000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be above zero and below the basic fee, ₫37,500')).toBeTruthy();
    await userEvent.clear(fee);
    await userEvent.type(fee, '15000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      activityId: 3,
      warehouseId: 1,
      kind: 'reduced',
      fee: '15000',
      thresholdAmount: '300000',
    });
  });
});
