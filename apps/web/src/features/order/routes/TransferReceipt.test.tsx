import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toast } from 'antd-mobile';
import { Providers } from '../../../app/Providers';
import { setupHttp } from '../../../app/setupHttp';
import { resetHttpConfig } from '../../../lib/http';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useSessionStore } from '../../../lib/stores/session.store';
import { detail } from '../test/fixtures';
import { FakeXhr } from '../../../test/fakeXhr';
import { TransferReceipt } from './TransferReceipt';

const SECRET = 'secret-of-order-41-000';
const awaiting = detail({
  status: 0,
  paymentMethod: 'bankTransfer',
  actions: { ...detail().actions, canUploadReceipt: true, canPay: true },
});
const json = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: 'ok', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/order/detail') return Promise.resolve(json(awaiting));
      return Promise.resolve(json(null));
    }),
  );
  setupHttp();
  useLocaleStore.setState({ locale: 'en-US', countryList: [], country: null });
  useSessionStore.getState().reset();
});
afterEach(() => {
  Toast.clear();
  vi.unstubAllGlobals();
  resetHttpConfig();
});

function renderReceipt() {
  const router = createMemoryRouter(
    [
      { path: '/transferVoucher', element: <TransferReceipt /> },
      { path: '/orderDetails', element: <p>details page</p> },
    ],
    { initialEntries: [`/transferVoucher?orderId=41&orderSecret=${SECRET}`] },
  );
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'receipt.png', { type: 'image/png' });

describe('TransferReceipt', () => {
  it('refuses a file that is not an image, and asks for one before uploading', async () => {
    renderReceipt();
    fireEvent.click(await screen.findByTestId('voucher-upload'));
    expect(screen.getByTestId('voucher-error').textContent).toBe('Choose the image of your receipt first.');
    fireEvent.change(screen.getByTestId('voucher-input'), {
      target: { files: [new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByTestId('voucher-error').textContent).toBe('Choose an image file (JPG, PNG or WebP).');
    expect(FakeXhr.last).toBeNull();
  });

  it('uploads the receipt with its progress, then opens the order', async () => {
    const router = renderReceipt();
    fireEvent.change(await screen.findByTestId('voucher-input'), { target: { files: [png()] } });
    fireEvent.click(screen.getByTestId('voucher-upload'));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/api/order/transferVoucher');
    // The spec's one timeout for every call, uploads included.
    expect(xhr.timeout).toBe(25_000);
    expect(JSON.parse(xhr.body as string)).toEqual({ orderId: 41, orderSecret: SECRET, imageBase64: 'iVBORwECAw==' });

    xhr.progress(40, 100);
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('value')).toBe('40'));
    xhr.answer(detail({ status: 1, paymentMethod: 'bankTransfer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderDetails'));
    expect(router.state.location.search).toBe(`?orderId=41&orderSecret=${SECRET}`);
  });
});
