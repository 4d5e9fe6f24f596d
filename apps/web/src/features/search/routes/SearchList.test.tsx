import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../../app/Providers';
import { setupHttp } from '../../../app/setupHttp';
import { resetHttpConfig } from '../../../lib/http';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { json, sku } from '../../../test/catalogueFixtures';
import { SearchList } from './SearchList';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://x').pathname;
    if (path === '/api/product/category/listWithChildren') return Promise.resolve(json([]));
    if (path === '/api/sku/search') {
      const { keyword, inStockOnly } = JSON.parse(init!.body as string) as { keyword?: string; inStockOnly?: boolean };
      if (inStockOnly) return Promise.resolve(json({ pageNum: 1, pageSize: 20, total: 0, list: [], suggestions: [] }));
      if (keyword === 'many')
        return Promise.resolve(json({ pageNum: 1, pageSize: 20, total: 4903, list: [sku(6)], suggestions: [] }));
      return Promise.resolve(
        json(
          keyword === 'tao'
            ? {
                pageNum: 1,
                pageSize: 20,
                total: 1,
                list: [sku(5, { name: 'Táo Fuji', highlights: [[0, 3]] })],
                suggestions: [],
              }
            : { pageNum: 1, pageSize: 20, total: 0, list: [], suggestions: ['tao', 'cam'] },
        ),
      );
    }
    return Promise.resolve(json(null, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  setupHttp();
  useLocaleStore.setState({ locale: 'en-US', countryList: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetHttpConfig();
});

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/searchList', element: <SearchList /> }], { initialEntries: [url] });
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('SearchList', () => {
  it('offers the suggestions as tappable chips when nothing matched, and searches the one tapped', async () => {
    const router = renderAt('/searchList?keyword=taoo');
    expect(await screen.findByText('No products match “taoo”.')).toBeTruthy();
    const chips = screen.getAllByTestId('search-suggestion');
    expect(chips.map((c) => c.textContent)).toEqual(['tao', 'cam']);
    expect(chips[0]!.tagName).toBe('BUTTON');
    fireEvent.click(chips[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=tao'));
    const mark = await screen.findByText('Táo');
    expect(mark.tagName).toBe('MARK');
    expect(screen.getByRole('link', { name: /Táo Fuji/ }).getAttribute('href')).toBe('/productDetails?productSkuId=5');
  });

  it('sends the keyword, sort and filters to /sku/search', async () => {
    renderAt('/searchList?keyword=tao&categoryId=3');
    await screen.findByText('Táo');
    fireEvent.click(screen.getByTestId('sort-price'));
    fireEvent.click(screen.getByTestId('filter-in-stock'));
    await waitFor(() => {
      const last = JSON.parse(fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/sku/search')).at(-1)![1].body);
      expect(last).toMatchObject({ keyword: 'tao', categoryId: 3, sort: 'priceAsc', inStockOnly: true, pageNum: 1 });
    });
  });

  it('counts results with the right plural and thousands separators', async () => {
    renderAt('/searchList?keyword=tao');
    await waitFor(() => expect(screen.getByTestId('search-count').textContent).toBe('1 product'));
  });

  it('counts thousands with separators', async () => {
    renderAt('/searchList?keyword=many');
    await waitFor(() => expect(screen.getByTestId('search-count').textContent).toBe('4,903 products'));
  });

  it('keeps the filters folded to one row until opened', async () => {
    renderAt('/searchList?keyword=tao');
    await screen.findByText('Táo');
    const toggle = screen.getByTestId('filters-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('filter-in-stock').closest('[hidden]')).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.getByTestId('filter-in-stock').closest('[hidden]')).toBeNull();
  });

  it('says when the filters, not the keyword, emptied the list, and clears them', async () => {
    renderAt('/searchList?keyword=tao');
    await screen.findByText('Táo');
    fireEvent.click(screen.getByTestId('filters-toggle'));
    fireEvent.click(screen.getByTestId('filter-in-stock'));
    expect(await screen.findByText('No products match “tao” with the filters you chose.')).toBeTruthy();
    expect(screen.getByTestId('filters-toggle').textContent).toBe('Filters (1)');
    fireEvent.click(screen.getByTestId('clear-filters'));
    expect(await screen.findByText('Táo')).toBeTruthy();
  });
});
