import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../../app/Providers';
import { setupHttp } from '../../../app/setupHttp';
import { resetHttpConfig } from '../../../lib/http';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { resetWarehouseStore, useWarehouseStore } from '../../../lib/stores/warehouse.store';
import { json, warehouse } from '../../../test/catalogueFixtures';
import { Banners } from './Banners';

const BANNERS: Record<string, { id: number; title: string; pic: string; link: string }[]> = {
  'en-US': [
    { id: 1, title: 'Fresh fruit, delivered today', pic: '/api/images/banner/0.svg', link: '/searchList?categoryId=2' },
    {
      id: 2,
      title: 'Free delivery on bigger baskets',
      pic: '/api/images/banner/2.svg',
      link: 'https://elsewhere.example',
    },
  ],
  'th-TH': [{ id: 1, title: 'ผลไม้สด ส่งถึงวันนี้', pic: '/api/images/banner/0.svg', link: '/searchList?categoryId=2' }],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://x').pathname;
      const locale = new Headers(init?.headers).get('accept-language') ?? 'en-US';
      if (path === '/api/home/banners') return Promise.resolve(json(BANNERS[locale] ?? BANNERS['en-US']));
      return Promise.resolve(json(null, 404));
    }),
  );
  setupHttp();
  useWarehouseStore.setState({ warehouse: warehouse(1) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetHttpConfig();
  resetWarehouseStore();
});

function renderBanners() {
  const router = createMemoryRouter([{ path: '/', element: <Banners /> }], { initialEntries: ['/'] });
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('Banners', () => {
  it("write each banner's title over its art as visible text, the art at its own size", async () => {
    useLocaleStore.setState({ locale: 'en-US' });
    renderBanners();
    const link = await screen.findByRole('link', { name: 'Fresh fruit, delivered today' });
    expect(link.getAttribute('href')).toBe('/searchList?categoryId=2');
    const img = link.querySelector('img')!;
    // The title names the slide; the picture is decoration, sized to keep the layout still.
    expect(img.getAttribute('alt')).toBe('');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['750', '300']);
    expect(img.getAttribute('src')).toBe('/api/images/banner/0.svg?w=750&h=300');
    // A link leaving the store is not followed, but its title still shows.
    const outside = screen.getAllByText('Free delivery on bigger baskets')[0]!;
    expect(outside.closest('a')).toBeNull();
  });

  it("write the title in the visitor's language", async () => {
    useLocaleStore.setState({ locale: 'th-TH' });
    renderBanners();
    const title = await screen.findByText('ผลไม้สด ส่งถึงวันนี้');
    expect(title.getAttribute('lang')).toBe('th-TH');
    expect(within(screen.getByRole('region')).queryByText('Fresh fruit, delivered today')).toBeNull();
  });
});
