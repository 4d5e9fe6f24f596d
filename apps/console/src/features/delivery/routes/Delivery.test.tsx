import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpsDeliverySettings } from '@storefront/contract';
import { saveSession } from '../../../lib/session';
import { fakeApi, ok, type Seen } from '../../../test/fakeApi';
import { countries } from '../../../test/fixtures';
import { renderConsole } from '../../../test/render';

const saigon: OpsDeliverySettings = {
  warehouseId: 1,
  warehouseName: 'Saigon Central',
  timeZone: 'Asia/Ho_Chi_Minh',
  slotMinutes: 120,
  slotCapacity: 20,
  cutOffMinutes: 60,
  daysAhead: 3,
  closedWeekdays: [],
  closedDates: ['2026-12-24'],
  pickup: true,
};

beforeEach(() => saveSession({ token: 'Bearer ops-token', name: 'Vy Hoàng', roles: ['operations'] }));

describe('the delivery settings', () => {
  it('saves capacity, cut-off and a closed weekday; closes a day and opens one again', async () => {
    const fake = fakeApi({
      'GET /global/base/getCountry': () => ok(countries),
      'GET /ops/delivery/list': () => ok([saigon]),
      'POST /ops/delivery/update': (req: Seen) => ok({ ...saigon, ...(req.body as object) }),
      'POST /ops/delivery/closedDay': () => ok(saigon),
    });
    renderConsole('/delivery');
    const user = userEvent.setup();
    const card = (await screen.findByRole('heading', { name: 'Saigon Central' })).closest('.ant-card') as HTMLElement;
    const capacity = within(card).getByRole('spinbutton', { name: 'Orders per slot' });
    await user.clear(capacity);
    await user.type(capacity, '12');
    await user.click(within(card).getByRole('checkbox', { name: 'Sunday' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.calls('POST', '/ops/delivery/update')[0]?.body).toEqual({
        warehouseId: 1,
        slotCapacity: 12,
        cutOffMinutes: 60,
        closedWeekdays: [0],
        pickup: true,
      }),
    );
    await user.type(within(card).getByLabelText('Day to close'), '2026-12-31');
    await user.click(within(card).getByRole('button', { name: 'Close this day' }));
    await waitFor(() =>
      expect(fake.calls('POST', '/ops/delivery/closedDay')[0]?.body).toEqual({
        warehouseId: 1,
        date: '2026-12-31',
        closed: true,
      }),
    );
    await user.click(within(card).getByLabelText('Open 2026-12-24 again'));
    await waitFor(() =>
      expect(fake.calls('POST', '/ops/delivery/closedDay')[1]?.body).toEqual({
        warehouseId: 1,
        date: '2026-12-24',
        closed: false,
      }),
    );
  });
});
