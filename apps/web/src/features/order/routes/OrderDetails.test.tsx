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
import { detail, pickupDetail, settings } from '../test/fixtures';
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
      if (url.pathname === '/api/order/bankCard/list')
        return Promise.resolve(
          json([{ id: 7, bankName: 'Vietcombank', bankAccount: '0071000123456', accountHolder: 'LAN' }]),
        );
      if (url.pathname === '/api/order/refund/apply') {
        const body = JSON.parse(init!.body as string) as { reason: string };
        order = detail({
          status: 4,
          refund: {
            amount: 93000,
            method: 'bankCard',
            bankName: 'Vietcombank',
            bankAccount: '0071000123456',
            accountHolder: 'LAN',
            reason: body.reason,
            status: 'requested',
            createTime: '2026-11-25T00:00:00Z',
          },
          actions: { ...order.actions, canRequestRefund: false },
        });
        return Promise.resolve(json(order));
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
    // "Other reason" asks for the shopper's words before it cancels.
    fireEvent.click(within(sheet).getByTestId('cancel-confirm'));
    expect(await within(sheet).findByText('Describe the reason in a few words.')).toBeTruthy();
    fireEvent.change(within(sheet).getByRole('textbox', { name: 'Your reason' }), {
      target: { value: 'Wrong colour' },
    });
    fireEvent.click(within(sheet).getByTestId('cancel-confirm'));
    expect(await screen.findByText('Cancellation successful')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Cancelled'));
    expect(requests.find((r) => r.path === '/api/order/cancel')?.body).toEqual({
      orderId: 41,
      orderSecret: SECRET,
      reason: 'Other reason',
      reasonText: 'Wrong colour',
      refundMethod: 'original',
    });
  });

  it('a pickup order ready for collection says where and when to collect, never a tracking number', async () => {
    order = pickupDetail({
      status: 3,
      readyAt: '2026-11-24T03:00:00Z',
      actions: { ...order.actions, canCancel: false },
    });
    renderDetails(`?orderId=41&orderSecret=${SECRET}`);
    expect((await screen.findByTestId('order-status')).textContent).toBe('Ready for collection');
    expect(screen.getByTestId('order-status-tip').textContent).toMatch(/Collect it at the pickup point/);
    expect(screen.getByTestId('order-status-tip').textContent).not.toMatch(/on its way/);
    const place = screen.getByTestId('pickup-place');
    expect(within(place).getByTestId('pickup-point').textContent).toMatch(/District 1 warehouse/);
    expect(within(place).getByTestId('pickup-address').textContent).toMatch(/45 Nguyễn Huệ/);
    expect(within(place).getByTestId('pickup-hours').textContent).toMatch(/08:00–21:00/);
    expect(within(place).getByTestId('pickup-time').textContent).toMatch(/09:00–11:00/);
    expect(within(place).getByTestId('pickup-person').textContent).toMatch(/Lan/);
    expect(screen.queryByTestId('tracking-number')).toBeNull();
    expect(screen.queryByText('Tracking number')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
  });

  it('on an order pending review, cancelling is the primary action and no refund is offered', async () => {
    order = detail({ status: 1, paymentMethod: 'bankTransfer', paymentState: 'paid' });
    renderDetails(`?orderId=41&orderSecret=${SECRET}`);
    expect((await screen.findByTestId('order-cancel')).className).toMatch(/order-button--primary/);
    expect(screen.queryByTestId('refund-section')).toBeNull();
  });

  it('asks a refund deliberately: the amount, a reason, a saved card, then a confirmation', async () => {
    useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 'member' });
    order = detail({ status: 4, actions: { ...order.actions, canCancel: false, canRequestRefund: true } });
    renderDetails(`?orderId=41&orderSecret=${SECRET}`);
    fireEvent.click(await screen.findByTestId('refund-open'));
    // Opening the step files nothing.
    expect(requests.some((r) => r.path === '/api/order/refund/apply')).toBe(false);
    const sheet = await screen.findByTestId('refund-sheet');
    expect(within(sheet).getByTestId('refund-sheet-amount').textContent).toMatch(/₫93,000/);
    fireEvent.click(within(sheet).getByTestId('refund-confirm'));
    expect(await within(sheet).findByText('Choose a reason.')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/order/refund/apply')).toBe(false);

    fireEvent.click(within(sheet).getByRole('radio', { name: 'The product arrived damaged' }));
    fireEvent.click(within(sheet).getByRole('radio', { name: 'To a bank card' }));
    expect(await within(sheet).findByRole('radio', { name: 'Vietcombank ···3456' })).toBeTruthy();
    expect(within(sheet).getByRole('radio', { name: 'Vietcombank ···3456' })).toHaveProperty('checked', true);
    fireEvent.click(within(sheet).getByRole('button', { name: /Confirm refund of ₫93,000/ }));
    await waitFor(() => expect(screen.getByTestId('refund-reason').textContent).toBe('The product arrived damaged'));
    expect(requests.find((r) => r.path === '/api/order/refund/apply')?.body).toEqual({
      orderId: 41,
      orderSecret: SECRET,
      reason: 'The product arrived damaged',
      refundMethod: 'bankCard',
      bankCardId: 7,
    });
  });

  it('a new card typed in the refund step is saved for next time', async () => {
    useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 'member' });
    order = detail({ status: 4, actions: { ...order.actions, canCancel: false, canRequestRefund: true } });
    renderDetails(`?orderId=41&orderSecret=${SECRET}`);
    fireEvent.click(await screen.findByTestId('refund-open'));
    const sheet = await screen.findByTestId('refund-sheet');
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Other reason' }));
    fireEvent.change(within(sheet).getByRole('textbox', { name: 'Your reason' }), { target: { value: 'Too late' } });
    fireEvent.click(within(sheet).getByRole('radio', { name: 'To a bank card' }));
    fireEvent.click(await within(sheet).findByRole('radio', { name: 'A new bank card' }));
    fireEvent.change(within(sheet).getByTestId('refund-bankName'), { target: { value: 'ACB' } });
    fireEvent.change(within(sheet).getByTestId('refund-bankAccount'), { target: { value: '123456789' } });
    fireEvent.click(within(sheet).getByTestId('refund-confirm'));
    await waitFor(() => expect(screen.getByTestId('refund-reason')).toBeTruthy());
    expect(requests.find((r) => r.path === '/api/order/refund/apply')?.body).toEqual({
      orderId: 41,
      orderSecret: SECRET,
      reason: 'Other reason: Too late',
      refundMethod: 'bankCard',
      bankName: 'ACB',
      bankAccount: '123456789',
      saveBankCard: true,
    });
  });

  it('tells a person to use the app for what the web does not do once the order is on its way', async () => {
    order = detail({ status: 3, trackingNumber: 'GHN123456', actions: { ...order.actions, canCancel: false } });
    renderDetails(`?orderId=41&orderSecret=${SECRET}`);
    const notice = await screen.findByTestId('operate-on-app');
    // What cannot be done here, and where it can: the app's order, or customer service by phone.
    expect(notice.textContent).toMatch(/can no longer be changed or cancelled on this website/);
    expect(notice.textContent).toMatch(/Please operate on the app: open our mobile app, go to My orders/);
    await waitFor(() => expect(notice.textContent).toMatch(/call customer service on 1\b/));
    expect(screen.getByTestId('tracking-number').textContent).toBe('GHN123456');
    expect(screen.queryByTestId('order-cancel')).toBeNull();
  });

  it('shows the uploaded transfer receipt, which opens full size', async () => {
    const url = '/api/order/voucher/0123456789abcdef0123456789abcdef';
    order = detail({ status: 1, paymentMethod: 'bankTransfer', receiptUrl: url });
    renderDetails(`?orderId=41&orderSecret=${SECRET}`);
    const image = await screen.findByRole('img', { name: 'Your transfer receipt (opens full size)' });
    expect(image.getAttribute('src')).toBe(url);
    expect(image.closest('a')?.getAttribute('href')).toBe(url);
  });

  it('says why a receipt was rejected while the order awaits payment again', async () => {
    order = detail({
      status: 0,
      paymentMethod: 'bankTransfer',
      receiptRejection: { reason: 'No transfer of this amount arrived.', at: '2026-12-01T05:00:00.000Z' },
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
