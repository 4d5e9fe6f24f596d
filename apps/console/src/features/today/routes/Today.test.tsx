import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Today } from '@storefront/contract';
import { saveSession } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fakeApi';
import { countries } from '../../../test/fixtures';
import { renderConsole } from '../../../test/render';

const today: Today = {
  countries: [
    { countryCode: 'TH', currencyCode: 'THB', orders: 3, revenue: 123456 },
    { countryCode: 'VN', currencyCode: 'VND', orders: 12, revenue: 3450000 },
  ],
  waiting: [
    { status: 0, count: 4 },
    { status: 1, count: 2 },
    { status: 2, count: 0 },
    { status: 3, count: 1 },
  ],
  receiptsWaiting: 5,
  refundsWaiting: 1,
  lowStock: [{ productSkuId: 11, name: 'Jasmine rice', spec: '5 kg', warehouseName: 'Saigon Central', available: 2 }],
  lowStockThreshold: 5,
};

beforeEach(() => saveSession({ token: 'Bearer finance-token', name: 'Hoa Phạm', roles: ['finance'] }));

describe('today', () => {
  it('shows each country’s orders and revenue in its own currency, what waits, and low stock', async () => {
    fakeApi({ 'GET /global/base/getCountry': () => ok(countries), 'GET /ops/today': () => ok(today) });
    renderConsole('/today');
    const sales = (await screen.findByRole('heading', { name: 'Orders and revenue today' })).closest('section')!;
    expect(within(sales).getByText('฿1,234.56')).toBeTruthy();
    expect(within(sales).getByText('₫3,450,000')).toBeTruthy();
    const waiting = screen.getByRole('heading', { name: 'Waiting for staff' }).closest('section')!;
    expect(within(waiting).getByText('Pending payment').closest('.ant-card')!.textContent).toContain('4');
    expect(within(waiting).getByText('Receipts to check').closest('.ant-card')!.textContent).toContain('5');
    expect(
      within(waiting)
        .getAllByRole('link', { name: 'Open' })
        .map((a) => a.getAttribute('href')),
    ).toContain('/payments?queue=refunds');
    const low = screen.getByRole('heading', { name: 'Low in stock (5 or fewer available)' }).closest('section')!;
    expect(within(low).getByText('Jasmine rice · 5 kg')).toBeTruthy();
  });
});
