import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../../app/Providers';
import { setupHttp } from '../../../app/setupHttp';
import { resetHttpConfig } from '../../../lib/http';
import { addVisitorLine, reloadCartStore, visitorLines } from '../../../lib/cart';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useSessionStore } from '../../../lib/stores/session.store';
import { useWarehouseStore } from '../../../lib/stores/warehouse.store';
import { json, warehouse } from '../../../test/catalogueFixtures';
import type { CartPricing } from '../api/cartPricing';
import { cartLine, pricing } from '../cartFixtures';
import { LONG_PRESS_MS } from '../components/useLongPress';
import { ShoppingCart } from './ShoppingCart';
import { afterPaint } from '../../../test/afterPaint';

let cart: CartPricing;
const calls: { path: string; body: unknown }[] = [];
const bodiesOf = (path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://x').pathname.replace(/^\/api/, '');
      calls.push({ path, body: init?.body ? JSON.parse(init.body as string) : undefined });
      if (path === '/cart/list/promotion/v4') return Promise.resolve(json(cart));
      if (path === '/cart/update/quantity' || path === '/cart/addV2')
        return Promise.resolve(json({ totalQuantity: 3, lineQuantity: 2 }));
      if (path === '/cart/delete') return Promise.resolve(json({ totalQuantity: 1 }));
      if (path === '/cart/select') return Promise.resolve(json(null));
      if (path === '/cart/totalQuantity') return Promise.resolve(json({ totalQuantity: 2 }));
      return Promise.resolve(json(null, 404));
    }),
  );
  setupHttp();
  reloadCartStore();
  useLocaleStore.setState({ locale: 'en-US', countryList: [] });
  useWarehouseStore.setState({ warehouse: warehouse(4) });
  useSessionStore.setState({ token: 'Bearer m1' });
});
afterEach(async () => {
  // Unmount before the session resets below, or the cart refetches as a visitor on the real network.
  cleanup();
  vi.useRealTimers();
  // antd's dialogs live outside the rendered tree: close them so the next test starts clean.
  Dialog.clear();
  await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
  vi.unstubAllGlobals();
  resetHttpConfig();
  useSessionStore.getState().reset();
});

function renderCart() {
  const router = createMemoryRouter(
    [
      { path: '/shoppingCart', element: <ShoppingCart /> },
      { path: '/', element: <p>home</p> },
      { path: '/submitOrder', element: <p>submit order</p> },
    ],
    { initialEntries: ['/shoppingCart'] },
  );
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('ShoppingCart', () => {
  it("prices a member's cart of the current warehouse and shows the lines, payable and checkout count", async () => {
    cart = pricing([cartLine(1, { quantity: 2, lineTotal: 50000 }), cartLine(2)]);
    renderCart();
    expect(await screen.findAllByTestId('cart-line')).toHaveLength(2);
    expect(bodiesOf('/cart/list/promotion/v4')[0]).toEqual({ currentWarehouseId: 4 });
    expect(screen.getByTestId('cart-payable').textContent).toMatch(/90[.,]000/);
    expect(screen.getByTestId('cart-checkout').textContent).toBe('Check out (3)');
  });

  it('sends a visitor\u2019s local lines and unselected ids in the body', async () => {
    useSessionStore.setState({ token: '' });
    addVisitorLine(4, 7, 2);
    cart = pricing([cartLine(7, { quantity: 2 })]);
    renderCart();
    await screen.findByTestId('cart-line');
    expect(bodiesOf('/cart/list/promotion/v4')[0]).toEqual({
      currentWarehouseId: 4,
      items: [{ productSkuId: 7, quantity: 2 }],
      unselected: [],
    });
    await afterPaint();
    fireEvent.click(screen.getByLabelText('Check out Product 7'));
    await waitFor(() => expect(bodiesOf('/cart/list/promotion/v4').at(-1)).toMatchObject({ unselected: [7] }));
  });

  it('shows a visitor without lines the empty cart without waiting for the server', async () => {
    useSessionStore.setState({ token: '' });
    // The pricing answer never comes: an empty local cart needs none.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderCart();
    await screen.findByTestId('cart-empty');
    expect(screen.queryByTestId('cart-skeleton')).toBeNull();
  });

  it('leads an empty cart back to shopping', async () => {
    cart = pricing([]);
    const router = renderCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Go shopping' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends the last of quick stepper taps as one quantity, within the line maximum', async () => {
    cart = pricing([cartLine(1, { quantity: 1, maxQuantity: 3 })]);
    renderCart();
    await screen.findByTestId('cart-line');
    const plus = screen.getByRole('button', { name: 'One more Product 1' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    fireEvent.click(plus);
    await waitFor(() =>
      expect(bodiesOf('/cart/update/quantity')).toEqual([{ warehouseId: 4, productSkuId: 1, quantity: 3 }]),
    );
    expect((plus as HTMLButtonElement).disabled).toBe(true);
  });

  it('deletes a line held for 500 ms, after confirmation', async () => {
    cart = pricing([cartLine(1), cartLine(2)]);
    renderCart();
    const [first] = await screen.findAllByTestId('cart-line-press');
    vi.useFakeTimers();
    fireEvent.pointerDown(first!, { button: 0, clientX: 10, clientY: 10 });
    void act(() => vi.advanceTimersByTime(LONG_PRESS_MS - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    void act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    const dialog = await screen.findByRole('dialog', { name: 'Remove from cart?' });
    cart = pricing([cartLine(2)]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodiesOf('/cart/delete')).toEqual([{ warehouseId: 4, productSkuIds: [1] }]));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
  });

  it('deletes a line by its swipe action, after confirmation', async () => {
    cart = pricing([cartLine(1), cartLine(2)]);
    renderCart();
    const [first] = await screen.findAllByTestId('cart-line');
    fireEvent.click(within(first!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from cart?' });
    expect(within(dialog).getByText('Product 1 will be removed from your cart.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
    expect(bodiesOf('/cart/delete')).toEqual([]);
    fireEvent.click(within(first!).getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Remove from cart?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodiesOf('/cart/delete')).toEqual([{ warehouseId: 4, productSkuIds: [1] }]));
  });

  it('does not delete when the press moves (a scroll) or is released early', async () => {
    cart = pricing([cartLine(1)]);
    renderCart();
    const press = await screen.findByTestId('cart-line-press');
    vi.useFakeTimers();
    fireEvent.pointerDown(press, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(press, { clientX: 10, clientY: 40 });
    void act(() => vi.advanceTimersByTime(LONG_PRESS_MS * 2));
    fireEvent.pointerDown(press, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(press);
    void act(() => vi.advanceTimersByTime(LONG_PRESS_MS * 2));
    vi.useRealTimers();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows unavailable lines with their reason and clears them after confirmation', async () => {
    cart = pricing([cartLine(1)], {
      unavailable: [
        {
          productSkuId: 5,
          productId: 5,
          name: 'Old milk',
          spec: '',
          pic: '',
          quantity: 1,
          reason: 'offShelf',
          message: 'No longer sold',
          available: 0,
        },
      ],
    });
    renderCart();
    const group = await screen.findByTestId('cart-unavailable');
    expect(within(group).getByText('Off shelf')).toBeTruthy();
    expect(within(group).getByText('No longer sold')).toBeTruthy();
    fireEvent.click(within(group).getByRole('button', { name: 'Clear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear unavailable products?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodiesOf('/cart/delete')).toEqual([{ warehouseId: 4, productSkuIds: [5] }]));
  });

  it('keeps a line the warehouse holds too few of, at what it holds', async () => {
    const short = {
      productSkuId: 6,
      productId: 6,
      name: 'Jasmine rice 5 kg',
      spec: '',
      pic: '',
      quantity: 9,
      reason: 'insufficientStock' as const,
      message: 'Only 3 left',
      available: 3,
    };
    cart = pricing([cartLine(1)], { unavailable: [short, { ...short, productSkuId: 8, available: 0 }] });
    renderCart();
    const group = await screen.findByTestId('cart-unavailable');
    // Only where some are left.
    expect(within(group).getAllByTestId('cart-reduce')).toHaveLength(1);
    fireEvent.click(within(group).getByRole('button', { name: 'Change to 3' }));
    await waitFor(() =>
      expect(bodiesOf('/cart/update/quantity')).toEqual([{ warehouseId: 4, productSkuId: 6, quantity: 3 }]),
    );
  });

  it('asks which group to check out, with each group’s count and amount, then checks out only that group', async () => {
    cart = pricing([cartLine(1), cartLine(2, { fulfilment: 'shipped' })], {
      groups: [
        { fulfilment: 'sameDay', title: 'Same-day delivery', productSkuIds: [1], itemCount: 1, payable: 45000 },
        { fulfilment: 'shipped', title: 'Shipped', productSkuIds: [2], itemCount: 4, payable: 1234500 },
      ],
    });
    const router = renderCart();
    fireEvent.click(await screen.findByTestId('cart-checkout'));
    const dialog = await screen.findByRole('dialog', { name: 'Check out separately' });
    expect(within(dialog).getByRole('button', { name: 'Same-day delivery · 1 item · ₫45,000' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Shipped · 4 items · ₫1,234,500' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/submitOrder'));
    expect(router.state.location.search).toBe('?productSkuIds=2');
    // The other group keeps its ticks for its own checkout.
    expect(bodiesOf('/cart/select')).toEqual([]);
  });

  it('shows the discount details and the freight still missing for free delivery', async () => {
    cart = pricing(
      [cartLine(1, { promotion: { id: 3, kind: 'ladder', message: 'Buy 3, each ₫20,000', applied: true } })],
      {
        summary: {
          promotionDiscount: 5000,
          directDiscount: 2000,
          freightProgress: {
            activityId: 1,
            title: 'Free delivery',
            kind: 'free',
            thresholdAmount: 200000,
            missingAmount: 175000,
            message: '',
          },
        } as CartPricing['summary'],
      },
    );
    renderCart();
    expect((await screen.findByTestId('cart-freight')).textContent).toMatch(/Add ₫175,000 more for free delivery/);
    expect(screen.getByTestId('cart-line-promotion').textContent).toBe('Buy 3, each ₫20,000');
    fireEvent.click(screen.getByTestId('cart-details-open'));
    const details = await screen.findByTestId('cart-discount-details');
    expect(details.querySelector('[data-row="promotion"] dd')!.textContent).toMatch(/5,000/);
    expect(details.querySelector('[data-row="direct"] dd')!.textContent).toMatch(/2,000/);
    expect(details.querySelector('[data-row="coupon"]')).toBeTruthy();
  });

  it('removes a visitor line locally', async () => {
    useSessionStore.setState({ token: '' });
    addVisitorLine(4, 7, 1);
    cart = pricing([cartLine(7)]);
    renderCart();
    await screen.findByTestId('cart-line');
    fireEvent.keyDown(screen.getByTestId('cart-line'), { key: 'Delete' });
    const dialog = await screen.findByRole('dialog', { name: 'Remove from cart?' });
    cart = pricing([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(visitorLines(4)).toEqual([]));
    expect(bodiesOf('/cart/delete')).toEqual([]);
  });
});
