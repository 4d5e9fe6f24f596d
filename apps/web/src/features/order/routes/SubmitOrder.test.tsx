import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Dialog } from 'antd-mobile';
import { Providers } from '../../../app/Providers';
import { setupHttp } from '../../../app/setupHttp';
import { useKeepAliveStore } from '../../../app/keepAlive/keepAlive.store';
import { resetHttpConfig } from '../../../lib/http';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { applyMemberInfo } from '../../../lib/stores/memberInfo';
import { address, memberInfo } from '../../../lib/stores/session.fixtures';
import { useSessionStore } from '../../../lib/stores/session.store';
import { useWarehouseStore } from '../../../lib/stores/warehouse.store';
import { warehouse } from '../../../test/catalogueFixtures';
import { amounts, line, preview } from '../test/fixtures';
import { SubmitOrder } from './SubmitOrder';

const json = (data: unknown, code = 200, message = 'ok') =>
  new Response(JSON.stringify({ code, message, data }), {
    status: code >= 600 ? 409 : code,
    headers: { 'content-type': 'application/json' },
  });

const placed = {
  orderId: 41,
  orderSn: 'VN2611240001',
  status: 1,
  payable: 93000,
  currencyCode: 'VND',
  paymentMethod: 'cashOnDelivery',
  paymentDeadline: null,
  orderSecret: null,
  payment: null,
};

/** What the place endpoint answers, one per call, in order. */
let answers: (() => Promise<Response>)[];
let placeCalls: { key: string | null; body: { expectedPayable: number } }[];

beforeEach(() => {
  placeCalls = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/api/order/generateConfirmOrder/simple') return Promise.resolve(json(preview()));
      if (path === '/api/order/generateOrder') {
        placeCalls.push({
          key: new Headers(init?.headers).get('Idempotency-Key'),
          body: JSON.parse(init?.body as string) as { expectedPayable: number },
        });
        const next = answers.shift();
        return next ? next() : Promise.resolve(json(placed));
      }
      if (path === '/api/app/setting/get') return Promise.resolve(json(null, 404));
      return Promise.resolve(json(null, 404));
    }),
  );
  setupHttp();
  useLocaleStore.setState({ locale: 'en-US', countryList: [], country: null });
  useSessionStore.getState().reset();
  useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 'member' });
  applyMemberInfo({ ...memberInfo(1), memberReceiveAddressList: [address(7, 1)] });
  useWarehouseStore.setState({ warehouse: warehouse(3) });
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

async function fillIn() {
  const slot = await screen.findByRole('radio', { name: /09:00–11:00/ });
  fireEvent.click(slot);
  fireEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
  // A new payment method is priced again; the button waits for the new amounts.
  await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('place-order').disabled).toBe(false));
}

describe('SubmitOrder', () => {
  it('shows full slots as full and methods not offered with their reason, and says what is missing', async () => {
    renderCheckout();
    const full = await screen.findByRole('radio', { name: /07:00–09:00/ });
    expect((full as HTMLInputElement).disabled).toBe(true);
    expect(full.closest('label')?.textContent).toMatch(/Full/);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Credit/ }).disabled).toBe(true);
    expect(screen.getByText('You have no credit line')).toBeTruthy();
    fireEvent.click(screen.getByTestId('place-order'));
    expect(await screen.findByText('Choose a time.')).toBeTruthy();
    expect(screen.getByText('Choose a payment method.')).toBeTruthy();
    expect(placeCalls).toHaveLength(0);
    // A fixed field loses its message at once; the others keep theirs.
    fireEvent.click(screen.getByRole('radio', { name: /09:00–11:00/ }));
    await waitFor(() => expect(screen.queryByText('Choose a time.')).toBeNull());
    expect(screen.getByText('Choose a payment method.')).toBeTruthy();
  });

  it('places once with an Idempotency-Key, then leaves keep-alive and opens the result', async () => {
    let release!: () => void;
    answers.push(() => new Promise((r) => (release = () => r(json(placed)))));
    const router = renderCheckout();
    await fillIn();
    const button = screen.getByTestId('place-order');
    fireEvent.click(button);
    await waitFor(() => expect(placeCalls).toHaveLength(1));
    // Locked while the first attempt is out: a second tap sends nothing.
    fireEvent.click(button);
    expect(placeCalls).toHaveLength(1);
    expect(placeCalls[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(placeCalls[0]!.body.expectedPayable).toBe(93000);
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderResult'));
    expect(router.state.location.search).toBe('?orderId=41');
    expect(useKeepAliveStore.getState().include).not.toContain('SubmitOrder');
  });

  it('retries with the same key after a lost connection', async () => {
    answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    const router = renderCheckout();
    await fillIn();
    fireEvent.click(screen.getByTestId('place-order'));
    expect(await screen.findByTestId('retry-hint')).toBeTruthy();
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderResult'));
    expect(placeCalls).toHaveLength(2);
    expect(placeCalls[1]!.key).toBe(placeCalls[0]!.key);
  });

  it('shows the new amounts on a price change and places at them, as a new attempt, when confirmed', async () => {
    answers.push(() =>
      Promise.resolve(json({ amounts: amounts(98000), list: [line] }, 409, 'The prices have changed')),
    );
    const router = renderCheckout();
    await fillIn();
    fireEvent.click(screen.getByTestId('place-order'));
    const changed = await screen.findByTestId('price-changed');
    expect(changed.textContent).toMatch(/Was ₫93,000/);
    expect(changed.textContent).toMatch(/Now ₫98,000/);
    const dialog = changed.closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place order at the new amounts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderResult'));
    expect(placeCalls.map((c) => c.body.expectedPayable)).toEqual([93000, 98000]);
    expect(placeCalls[1]!.key).not.toBe(placeCalls[0]!.key);
  });

  it('preselects a default set while the checkout was kept alive', async () => {
    applyMemberInfo({ ...memberInfo(1), memberReceiveAddressList: [address(7, 1), address(8, 0)] });
    renderCheckout();
    const addresses = await screen.findAllByTestId('checkout-address');
    expect(addresses[0]!.querySelector('input')!.checked).toBe(true);
    // The address screen made 8 the default; /sso/info brings the new list.
    act(() => {
      applyMemberInfo({ ...memberInfo(1), memberReceiveAddressList: [address(7, 0), address(8, 1)] });
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('checkout-address')[1]!.querySelector('input')!.checked).toBe(true),
    );
  });
});
