import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Dialog } from 'antd-mobile';
import { Providers } from '../../../app/Providers';
import { setupHttp } from '../../../app/setupHttp';
import { useKeepAliveStore } from '../../../app/keepAlive/keepAlive.store';
import { useCartStore } from '../../../lib/cart/cart.store';
import { resetHttpConfig } from '../../../lib/http';
import { local } from '../../../lib/storage';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useSessionStore } from '../../../lib/stores/session.store';
import { useWarehouseStore } from '../../../lib/stores/warehouse.store';
import { warehouse } from '../../../test/catalogueFixtures';
import { preview } from '../test/fixtures';
import { SubmitOrder } from './SubmitOrder';

const json = (data: unknown, code = 200) =>
  new Response(JSON.stringify({ code, message: 'ok', data }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });

const placed = {
  orderId: 42,
  orderSn: 'VN2611240002',
  status: 1,
  payable: 93000,
  currencyCode: 'VND',
  paymentMethod: 'cashOnDelivery',
  paymentDeadline: null,
  orderSecret: 'secret',
  payment: null,
};

interface SentAddress {
  latitude?: number;
  longitude?: number;
  detailAddress: string;
}
let previewBodies: { address?: SentAddress }[];
let placeBodies: { address?: SentAddress; pickupName?: string }[];

beforeEach(() => {
  previewBodies = [];
  placeBodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/api/order/generateConfirmOrder/simple') {
        previewBodies.push(JSON.parse(init?.body as string) as { address?: SentAddress });
        return Promise.resolve(json(preview()));
      }
      if (path === '/api/order/generateOrder') {
        placeBodies.push(JSON.parse(init?.body as string) as { address?: SentAddress });
        return Promise.resolve(json(placed));
      }
      return Promise.resolve(json(null, 404));
    }),
  );
  setupHttp();
  localStorage.clear();
  useLocaleStore.setState({ locale: 'en-US', countryList: [], country: null });
  useSessionStore.getState().reset();
  useWarehouseStore.setState({ warehouse: warehouse(3) });
  useCartStore.setState({ visitor: { '3': [{ productSkuId: 11, quantity: 2 }] }, unselected: {} });
  useKeepAliveStore.getState().reset();
});
afterEach(() => {
  Dialog.clear();
  vi.unstubAllGlobals();
  resetHttpConfig();
});

function renderCheckout() {
  const router = createMemoryRouter(
    [
      { path: '/submitOrder', element: <SubmitOrder /> },
      { path: '/orderResult', element: <p>result page</p> },
    ],
    { initialEntries: ['/submitOrder'] },
  );
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function fillVisitor() {
  await screen.findByTestId('visitor-name');
  type('visitor-name', 'Mai');
  type('visitor-phone', '0901234567');
  type('visitor-detail-address', '1 Lê Lợi');
  type('visitor-house-number', '12');
  fireEvent.click(await screen.findByRole('radio', { name: /09:00–11:00/ }));
  fireEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
}

describe('a visitor ordering for delivery', () => {
  it('sends the position the browser gave with the typed address, so the warehouse can deliver', async () => {
    local.set('currentPosition', { latitude: 10.7769, longitude: 106.7009 });
    const router = renderCheckout();
    await fillVisitor();
    await waitFor(() => expect(previewBodies.some((b) => b.address?.latitude === 10.7769)).toBe(true));
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('place-order').disabled).toBe(false));
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderResult'));
    expect(placeBodies[0]!.address).toMatchObject({
      detailAddress: '1 Lê Lợi',
      latitude: 10.7769,
      longitude: 106.7009,
    });
  });

  it('asks where the address is when no position is known, and takes one typed in', async () => {
    renderCheckout();
    await fillVisitor();
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('place-order').disabled).toBe(false));
    fireEvent.click(screen.getByTestId('place-order'));
    expect(await screen.findByText('Set where the address is: use your location or pick it on the map.')).toBeTruthy();
    expect(placeBodies).toHaveLength(0);
    fireEvent.click(screen.getByTestId('address-modify-location'));
    type('address-latitude', '10.78');
    type('address-longitude', '106.7');
    await waitFor(() =>
      expect(screen.queryByText('Set where the address is: use your location or pick it on the map.')).toBeNull(),
    );
    await waitFor(() => expect(previewBodies.some((b) => b.address?.longitude === 106.7)).toBe(true));
  });

  it('keeps the typed name, phone and time when switching to pickup', async () => {
    renderCheckout();
    await fillVisitor();
    fireEvent.click(screen.getByTestId('mode-pickup'));
    expect(screen.getByTestId<HTMLInputElement>('pickup-name').value).toBe('Mai');
    expect(screen.getByTestId<HTMLInputElement>('pickup-phone').value).toBe('0901234567');
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: /09:00–11:00/ }).checked).toBe(true),
    );
  });
});
