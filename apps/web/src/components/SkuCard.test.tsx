import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/Providers';
import { reloadCartStore, visitorLines } from '../lib/cart';
import { resetHttpConfig } from '../lib/http';
import { useSessionStore } from '../lib/stores/session.store';
import { useWarehouseStore } from '../lib/stores/warehouse.store';
import { json, sku, warehouse } from '../test/catalogueFixtures';
import { SkuCard } from './SkuCard';

let answer: () => Response;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(answer())),
  );
  reloadCartStore();
  useWarehouseStore.setState({ warehouse: warehouse(4) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetHttpConfig();
  useSessionStore.getState().reset();
});

function renderCard(card = sku(5, { name: 'Fuji apples' })) {
  const router = createMemoryRouter([{ path: '/', element: <SkuCard sku={card} /> }]);
  render(
    <Providers queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('SkuCard add to cart', () => {
  it('adds one to the cart from the card, outside the link to the details, and says so', async () => {
    renderCard();
    const add = screen.getByRole('button', { name: 'Add Fuji apples to cart' });
    expect(add.closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: /Fuji apples/ }).getAttribute('href')).toBe(
      '/productDetails?productSkuId=5',
    );
    fireEvent.click(add);
    expect(await screen.findByText('Fuji apples added to cart', { selector: '[role="status"] > span' })).toBeTruthy();
    expect(visitorLines(4)).toEqual([{ productSkuId: 5, quantity: 1 }]);
  });

  it("shows the server's refusal (409) and takes the tick back", async () => {
    useSessionStore.setState({ token: 'Bearer m1' });
    answer = () =>
      new Response(JSON.stringify({ code: 409, message: 'Only 2 left', data: null }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      });
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Add Fuji apples to cart' }));
    expect(await screen.findByText('Only 2 left', { selector: '[role="status"] > span' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.add-to-cart--added')).toBeNull());
  });

  it('offers no add button on a sold-out card', () => {
    answer = () => json(null);
    renderCard(sku(6, { name: 'Pears', stock: 0 }));
    expect(screen.queryByRole('button', { name: 'Add Pears to cart' })).toBeNull();
  });
});

const detailOf = (card: ReturnType<typeof sku>) => ({
  ...card,
  highlights: undefined,
  pics: [card.pic],
  categoryId: 1,
  categoryNames: ['Fruit'],
  salesCount: 10,
  barcode: null,
  promotion: null,
  ladder: [],
  siblings: [
    { productSkuId: 8, spec: '2 kg', price: 45000, stock: 3 },
    { productSkuId: 9, spec: '5 kg', price: 90000, stock: 0 },
  ],
  specValues: [],
  descriptionHtml: '',
});

describe('SkuCard of a product with several options', () => {
  const card = sku(7, { name: 'Fuji apples', spec: '1 kg', optionCount: 3, priceMin: 25000, priceMax: 90000 });

  it('names the price of the option it opens: its own when the list shows a dearer option than the cheapest', () => {
    answer = () => json(null);
    renderCard({ ...card, price: 90000, originalPrice: 90000 });
    expect(screen.queryByTestId('price-range')).toBeNull();
    expect(screen.getByTestId('sku-card').getAttribute('href')).toBe('/productDetails?productSkuId=7');
    expect(screen.getByTestId('sku-card').textContent).toMatch(/90,000/);
    expect(screen.getByTestId('sku-card').textContent).not.toMatch(/from/);
  });

  it('shows the price range and the number of options instead of one size', () => {
    answer = () => json(null);
    renderCard(card);
    expect(screen.getByTestId('option-count').textContent).toBe('3 options');
    const range = screen.getByTestId('price-range');
    expect(range.querySelector('[aria-hidden]')?.textContent).toMatch(/^from .*25,000$/);
    expect(screen.getByText(/^Price from .*25,000 to .*90,000$/)).toBeTruthy();
    expect(screen.queryByText('1 kg')).toBeNull();
  });

  it('opens a sheet of its options from "+", and adds the option picked', async () => {
    answer = () => json(detailOf(card));
    renderCard(card);
    const plus = screen.getByRole('button', { name: 'Choose an option of Fuji apples to add to cart' });
    expect(plus.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(plus);
    const sheet = await screen.findByRole('dialog', { name: 'Choose an option' });
    const two = await within(sheet).findByRole('button', { name: /^Add 2 kg to cart, .*45,000$/ });
    expect(within(sheet).getByRole('button', { name: /^Add 1 kg to cart/ })).toBeTruthy();
    const five = within(sheet).getByRole('button', { name: /^Add 5 kg to cart/ });
    expect((five as HTMLButtonElement).disabled).toBe(true);
    expect(within(sheet).getByText('Out of stock')).toBeTruthy();
    expect(visitorLines(4)).toEqual([]);
    fireEvent.click(two);
    expect(await screen.findByText('Fuji apples 2 kg added to cart')).toBeTruthy();
    expect(visitorLines(4)).toEqual([{ productSkuId: 8, quantity: 1 }]);
    await waitFor(() => expect(plus.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(plus);
  });

  it('closes the sheet with Escape or its close button without adding anything', async () => {
    answer = () => json(detailOf(card));
    renderCard(card);
    const plus = screen.getByRole('button', { name: /Choose an option of Fuji apples/ });
    fireEvent.click(plus);
    const sheet = await screen.findByRole('dialog', { name: 'Choose an option' });
    await within(sheet).findByRole('button', { name: /^Add 2 kg/ });
    fireEvent.keyDown(sheet, { key: 'Escape' });
    await waitFor(() => expect(plus.getAttribute('aria-expanded')).toBe('false'));
    fireEvent.click(plus);
    const again = await screen.findByRole('dialog', { name: 'Choose an option' });
    fireEvent.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(plus.getAttribute('aria-expanded')).toBe('false'));
    expect(visitorLines(4)).toEqual([]);
  });
});

describe('SkuCard tapped', () => {
  it("asks for the product's details as the card is tapped, in the product screen's own query", async () => {
    const card = sku(5, { name: 'Fuji apples' });
    answer = () => json(detailOf(card));
    const queryClient = new QueryClient();
    const router = createMemoryRouter([
      { path: '/', element: <SkuCard sku={card} /> },
      { path: '/productDetails', element: <p>details</p> },
    ]);
    render(
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('link', { name: /Fuji apples/ }));
    await screen.findByText('details');
    const asked = vi.mocked(fetch).mock.calls.map(([url, init]) => [url as string, init?.body]);
    expect(asked).toContainEqual([expect.stringContaining('/sku/detail'), expect.stringContaining('"productSkuId":5')]);
    await waitFor(() =>
      expect(queryClient.getQueryData(['catalogue', 'detail', 'en-US', 5, 4])).toMatchObject({ name: 'Fuji apples' }),
    );
  });
});
