import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CreditSummary } from '@storefront/contract';
import { Providers } from '../../../app/Providers';
import { setupHttp } from '../../../app/setupHttp';
import { resetHttpConfig } from '../../../lib/http';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useSessionStore } from '../../../lib/stores/session.store';
import { CreditLimit } from './CreditLimit';

const summary: CreditSummary = {
  hasCredit: true,
  reason: null,
  currencyCode: 'VND',
  creditLimit: 5_000_000,
  debt: 3_450_000,
  remaining: 1_550_000,
  paymentCycle: 3,
  debtOrderCount: 2,
  debtWithoutOrder: 0,
  dueDate: '2026-12-31',
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ code: 200, message: 'ok', data: summary }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    ),
  );
  setupHttp();
  useLocaleStore.setState({ locale: 'en-US', countryList: [], country: null });
  useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 'member' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetHttpConfig();
  useSessionStore.getState().reset();
});

describe('CreditLimit', () => {
  it('says by when the debt is settled, beside the debt and its orders', async () => {
    const router = createMemoryRouter([{ path: '/creditLimit', element: <CreditLimit /> }], {
      initialEntries: ['/creditLimit'],
    });
    render(
      <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect((await screen.findByTestId('credit-due-date')).textContent).toBe('Dec 31, 2026');
    expect(screen.getByText('Settle by')).toBeTruthy();
    expect(screen.getByTestId('credit-debt-orders').textContent).toBe('2');
    // The two orders owe all of it: no other part is named.
    expect(screen.queryByTestId('credit-debt-without-order')).toBeNull();
  });
});
