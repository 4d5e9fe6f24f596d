import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { orderSummarySchema } from '@storefront/contract';
import { Providers } from '../../../app/Providers';
import { setupHttp } from '../../../app/setupHttp';
import { resetHttpConfig } from '../../../lib/http';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useSessionStore } from '../../../lib/stores/session.store';
import { detail, settings } from '../test/fixtures';
import { forgetVisitorOrdersCache, rememberVisitorOrder } from '../visitorOrders';
import { OrderList } from './OrderList';

const json = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: 'ok', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
/** The contract's summary schema strips what only a detail has. */
const summary = (orderId: number, status: 0 | 1 | 5) =>
  orderSummarySchema.parse(detail({ orderId, orderSn: `VN${orderId}`, status }));

let calls: { path: string; search: string; body: unknown }[];
/** The server moved the visitor's order to the member. */
let claimed: boolean;
let withOtherPhone: boolean;
beforeEach(() => {
  calls = [];
  claimed = false;
  withOtherPhone = false;
  forgetVisitorOrdersCache();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      calls.push({ path: url.pathname, search: url.search, body: init?.body ? JSON.parse(init.body as string) : null });
      if (url.pathname === '/api/order/list') {
        const status = url.searchParams.get('status');
        const list =
          status === '5' ? [summary(3, 5)] : [...(claimed ? [summary(9, 1)] : []), summary(1, 1), summary(2, 0)];
        return Promise.resolve(json({ pageNum: 1, pageSize: 20, total: list.length, list }));
      }
      if (url.pathname === '/api/app/setting/get') return Promise.resolve(json(settings));
      // Order 9 is the visitor's until a member claims it; order 8 was placed with another phone.
      if (url.pathname === '/api/order/visitor/list')
        return Promise.resolve(
          json({ list: [...(claimed ? [] : [summary(9, 1)]), ...(withOtherPhone ? [summary(8, 1)] : [])] }),
        );
      if (url.pathname === '/api/order/visitor/claim') {
        claimed = true;
        return Promise.resolve(json({ claimed: [9] }));
      }
      return Promise.resolve(json(null));
    }),
  );
  setupHttp();
  useLocaleStore.setState({ locale: 'en-US', countryList: [], country: null });
  useSessionStore.getState().reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetHttpConfig();
});

function renderList(search = '') {
  const router = createMemoryRouter([{ path: '/orderList', element: <OrderList /> }], {
    initialEntries: [`/orderList${search}`],
  });
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('OrderList', () => {
  it("lists a member's orders by status tab, with each card's actions", async () => {
    useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 'member' });
    const router = renderList();
    expect(screen.getByTestId('order-skeleton')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(2));
    expect(calls.find((c) => c.path === '/api/order/list')?.search).toBe('?status=all&pageNum=1&pageSize=20');
    expect(screen.getAllByRole('button', { name: 'Cancel order' })).toHaveLength(2);

    fireEvent.click(screen.getByRole('tab', { name: 'Cancelled' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=5'));
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(1));
    expect(screen.getByTestId('order-status').textContent).toBe('Cancelled');
  });

  it('lists the orders this device placed as a visitor after login, once the server moved them to the member', async () => {
    rememberVisitorOrder({ orderId: 9, orderSecret: 'secret-of-order-9-0000' });
    useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 'member' });
    renderList();
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(3));
    const claim = calls.findIndex((c) => c.path === '/api/order/visitor/claim');
    expect(calls[claim]?.body).toEqual({ orderSecrets: ['secret-of-order-9-0000'] });
    // The list is read after the claim answered, so it already holds the visitor's order.
    expect(calls.findIndex((c) => c.path === '/api/order/list')).toBeGreaterThan(claim);
  });

  it("keeps in view, apart, the device's orders placed with another phone", async () => {
    withOtherPhone = true;
    rememberVisitorOrder({ orderId: 9, orderSecret: 'secret-of-order-9-0000' });
    rememberVisitorOrder({ orderId: 8, orderSecret: 'secret-of-order-8-0000' });
    useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 'member' });
    renderList();
    const device = await screen.findByTestId('orders-on-device');
    expect(device.textContent).toMatch(/Orders placed on this device/);
    expect(device.querySelectorAll('[data-testid="order-card"]')).toHaveLength(1);
    expect(screen.getAllByTestId('order-card')).toHaveLength(4);
  });

  it('from the credit page, lists only the orders still owing, without the status tabs', async () => {
    useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 'member' });
    renderList('?debt=true');
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(2));
    expect(calls.find((c) => c.path === '/api/order/list')?.search).toBe('?status=all&pageNum=1&pageSize=20&debt=true');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Unsettled credit orders' })).toBeTruthy();
  });

  it('shows a visitor the orders placed on this device, asked for by their secrets, with links that keep them', async () => {
    rememberVisitorOrder({ orderId: 9, orderSecret: 'secret-of-order-9-000' });
    renderList();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    await screen.findByTestId('order-card');
    expect(calls.find((c) => c.path === '/api/order/visitor/list')?.body).toEqual({
      orderSecrets: ['secret-of-order-9-000'],
      status: 'all',
    });
    expect(screen.getByRole('link', { name: 'Order VN9' }).getAttribute('href')).toBe(
      '/orderDetails?orderId=9&orderSecret=secret-of-order-9-000',
    );
  });

  it('asks a visitor with no orders on this device to log in, and asks the server nothing', () => {
    renderList();
    expect(screen.getByText('Log in to see all your orders.')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/order'))).toHaveLength(0);
  });
});
