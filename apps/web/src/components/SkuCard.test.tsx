import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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
    expect(await screen.findByText('Fuji apples added to cart')).toBeTruthy();
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
    expect(await screen.findByText('Only 2 left', { selector: '[role="status"]' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.add-to-cart--added')).toBeNull());
  });

  it('offers no add button on a sold-out card', () => {
    answer = () => json(null);
    renderCard(sku(6, { name: 'Pears', stock: 0 }));
    expect(screen.queryByRole('button', { name: 'Add Pears to cart' })).toBeNull();
  });
});
