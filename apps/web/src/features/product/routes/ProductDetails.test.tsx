import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../../app/Providers';
import { createQueryClient } from '../../../app/queryClient';
import { setupHttp } from '../../../app/setupHttp';
import { resetHttpConfig } from '../../../lib/http';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { json } from '../../../test/catalogueFixtures';
import { ProductDetails } from './ProductDetails';

let detail: () => Promise<Response>;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) =>
      new URL(input, 'http://x').pathname === '/api/sku/detail' ? detail() : Promise.resolve(json(null, 404)),
    ),
  );
  setupHttp();
  useLocaleStore.setState({ locale: 'en-US', countryList: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetHttpConfig();
  onlineManager.setOnline(true);
});

function renderDetails() {
  const router = createMemoryRouter([{ path: '/productDetails', element: <ProductDetails /> }], {
    initialEntries: ['/productDetails?productSkuId=5'],
  });
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('a product page that cannot be shown', () => {
  it('offline and never saved: says so, not that the product is gone', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    detail = () => Promise.reject(new TypeError('Failed to fetch'));
    renderDetails();
    expect((await screen.findByTestId('load-failed')).textContent).toMatch(/not saved on this phone yet/);
    expect(screen.queryByText(/not available/)).toBeNull();
    expect(screen.queryByTestId('product-skeleton')).toBeNull();
  });

  it('gone from the shop (404): says it is not available', async () => {
    detail = () => Promise.resolve(json(null, 404));
    renderDetails();
    expect(await screen.findByText('This product is not available. It may have been removed.')).toBeTruthy();
    expect(screen.queryByTestId('load-failed')).toBeNull();
  });
});
