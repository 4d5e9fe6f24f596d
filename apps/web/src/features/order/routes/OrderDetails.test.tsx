import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Dialog, Toast } from 'antd-mobile';
import type { OrderDetail } from '@storefront/contract';
import { Providers } from '../../../app/Providers';
import { setupHttp } from '../../../app/setupHttp';
import { resetHttpConfig } from '../../../lib/http';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useSessionStore } from '../../../lib/stores/session.store';
import { detail, settings } from '../test/fixtures';
import { OrderDetails } from './OrderDetails';

const SECRET = 's3cr3t-visitor-link-0001';
const json = (data: unknown, code = 200, message = 'ok') =>
  new Response(JSON.stringify({ code, message, data }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });
let order: OrderDetail;
let requests: { path: string; search: string; body: unknown }[];
beforeEach(() => {
  order = detail();
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      requests.push({
        path: url.pathname,
        search: url.search,
        body: init?.body ? JSON.parse(init.body as string) : null,
      });
      if (url.pathname === '/api/app/setting/get') return Promise.resolve(json(settings));
      if (url.pathname === '/api/order/detail') {
        return Promise.resolve(
          url.searchParams.get('orderSecret') === SECRET ? json(order) : json(null, 404, 'Not found'),
        );
      }
      if (url.pathname === '/api/order/cancel') {
        order = detail({
          status: 5,
          cancelReason: 'Other reason',
          actions: { ...order.actions, canCancel: false },
        });
        return Promise.resolve(json(order));
      }
      return Promise.resolve(json(null, 404));
    }),
  );
  setupHttp();
  useLocaleStore.setState({ locale: 'en-US', countryList: [], country: null });
  useSessionStore.getState().reset();
});
afterEach(() => {
  Dialog.clear();
  Toast.clear();
  vi.unstubAllGlobals();
  resetHttpConfig();
});

function renderDetails(search: string) {
  const router = createMemoryRouter([{ path: '/orderDetails', element: <OrderDetails /> }], {
    initialEntries: [`/orderDetails${search}`],
  });
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('OrderDetails', () => {
  it('opens a visitor order through its secret link, with the status tip, amounts and invoice', async () => {
    renderDetails(`?orderId=41&orderSecret=${SECRET}`);
    expect((await screen.findByTestId('order-status')).textContent).toBe('Pending review');
    expect(screen.getByTestId('order-status-tip').textContent).toBe(
      'We have received your order and are waiting for the warehouse to confirm it.',
    );
    expect(screen.getByTestId('amount-payable').textContent).toMatch(/₫93,000/);
    expect(screen.getByTestId('amount-freightTotal').textContent).toMatch(/₫37,500/);
    expect(screen.getByTestId('invoice-details').textContent).toMatch(/No invoice requested/);
    expect(requests.find((r) => r.path === '/api/order/detail')?.search).toBe(`?orderId=41&orderSecret=${SECRET}`);
  });

  it('names a status this web does not know as unknown, never as a raw key', async () => {
    order = { ...detail(), status: 6 as unknown as OrderDetail['status'] };
    renderDetails(`?orderId=41&orderSecret=${SECRET}`);
    expect((await screen.findByTestId('order-status')).textContent).toBe('Unknown status');
    expect(screen.getByTestId('order-status-tip').textContent).toMatch(/contact customer service/);
  });

  it('says the order is not found without its secret', async () => {
    renderDetails('?orderId=41');
    expect((await screen.findByTestId('order-not-found')).textContent).toMatch(/could not find this order/);
  });

  it('cancels with a chosen reason and says so', async () => {
    renderDetails(`?orderId=41&orderSecret=${SECRET}`);
    fireEvent.click(await screen.findByTestId('order-cancel'));
    const sheet = await screen.findByTestId('cancel-sheet');
    fireEvent.click(within(sheet).getByTestId('cancel-confirm'));
    expect(await within(sheet).findByText('Choose a reason.')).toBeTruthy();
    fireEvent.click(await within(sheet).findByRole('radio', { name: 'Other reason' }));
    fireEvent.click(within(sheet).getByTestId('cancel-confirm'));
    expect(await screen.findByText('Cancellation successful')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Cancelled'));
    expect(requests.find((r) => r.path === '/api/order/cancel')?.body).toEqual({
      orderId: 41,
      orderSecret: SECRET,
      reason: 'Other reason',
      refundMethod: 'original',
    });
  });

  it('tells a person to use the app for what the web does not do once the order is on its way', async () => {
    order = detail({ status: 3, trackingNumber: 'GHN123456', actions: { ...order.actions, canCancel: false } });
    renderDetails(`?orderId=41&orderSecret=${SECRET}`);
    expect((await screen.findByTestId('operate-on-app')).textContent).toMatch(/Please operate on the app/);
    expect(screen.getByTestId('tracking-number').textContent).toBe('GHN123456');
    expect(screen.queryByTestId('order-cancel')).toBeNull();
  });

  it('shows the uploaded transfer receipt, which opens full size', async () => {
    const url = '/api/order/voucher/0123456789abcdef0123456789abcdef';
    order = detail({ status: 1, paymentMethod: 'bankTransfer', voucherUrl: url });
    renderDetails(`?orderId=41&orderSecret=${SECRET}`);
    const image = await screen.findByRole('img', { name: 'Your transfer receipt (opens full size)' });
    expect(image.getAttribute('src')).toBe(url);
    expect(image.closest('a')?.getAttribute('href')).toBe(url);
  });

  it('says why a receipt was rejected while the order awaits payment again', async () => {
    order = detail({
      status: 0,
      paymentMethod: 'bankTransfer',
      voucherRejection: { reason: 'No transfer of this amount arrived.', at: '2026-12-01T05:00:00.000Z' },
    });
    renderDetails(`?orderId=41&orderSecret=${SECRET}`);
    const row = await screen.findByTestId('info-voucherRejected');
    expect(row.textContent).toContain('Receipt not accepted');
    expect(within(row).getByRole('alert').textContent).toBe(
      'No transfer of this amount arrived. Please pay again with the QR code and send a new receipt.',
    );
  });

  it('shows the price adjustment with the reason staff gave', async () => {
    const base = detail();
    order = detail({
      amounts: { ...base.amounts, priceAdjustment: -1500, payable: base.amounts.payable - 1500 },
      priceAdjustmentReason: 'The melon weighed 1.8 kg',
    });
    renderDetails(`?orderId=41&orderSecret=${SECRET}`);
    expect((await screen.findByTestId('info-priceAdjustment')).textContent).toContain('The melon weighed 1.8 kg');
    expect(screen.getByTestId('amount-rows').textContent).toContain('Price adjustment');
  });
});
