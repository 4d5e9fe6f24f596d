import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { onlineManager, useInfiniteQuery } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SkuCard } from '@storefront/contract';
import { Providers } from '../app/Providers';
import { createQueryClient } from '../app/queryClient';
import { SkuFeed } from './SkuFeed';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

function Feed({ read }: { read: () => Promise<{ list: SkuCard[] }> }) {
  const query = useInfiniteQuery({
    queryKey: ['feed'],
    queryFn: read,
    initialPageParam: 1,
    getNextPageParam: () => undefined,
  });
  return <SkuFeed query={query} label="Products" empty={<p>Nothing</p>} />;
}

function renderFeed(read: () => Promise<{ list: SkuCard[] }>) {
  const router = createMemoryRouter([{ path: '/', element: <Feed read={read} /> }]);
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('a list that cannot be read', () => {
  it('offline, says the page is not saved on this phone instead of an endless skeleton, and asks once', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    const read = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    renderFeed(read);
    const failed = await screen.findByTestId('load-failed');
    expect(failed.textContent).toMatch(/not saved on this phone yet/);
    expect(screen.queryByTestId('sku-skeleton')).toBeNull();
    // No retries while offline: they would only delay the message.
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('online, says it could not load them and offers to try again', async () => {
    const read = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    renderFeed(read);
    await waitFor(() => expect(screen.getByTestId('load-failed').textContent).toMatch(/Could not load the products/), {
      timeout: 15_000,
    });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  }, 20_000);
});
