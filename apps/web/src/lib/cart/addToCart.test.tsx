import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { json, warehouse } from '../../test/catalogueFixtures';
import { resetHttpConfig } from '../http';
import { useSessionStore } from '../stores/session.store';
import { useWarehouseStore } from '../stores/warehouse.store';
import { useAddToCart } from './addToCart';
import { reloadCartStore, useCartStore, visitorLines } from './cart.store';
import { cartTotalKey } from './cartKeys';

let queryClient: QueryClient;
let answer: Response | Promise<Response>;
const fetchMock = vi.fn(() => Promise.resolve(answer));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  useWarehouseStore.setState({ warehouse: warehouse(4) });
  reloadCartStore();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetHttpConfig();
  useSessionStore.getState().reset();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe('add to cart', () => {
  it("keeps a visitor's add on the phone, for the current warehouse, and bounces the badge", async () => {
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    const bounce = useCartStore.getState().bounce;
    await act(async () => {
      expect(await result.current({ productSkuId: 9, quantity: 2, stock: 5 })).toEqual({ ok: true, lineQuantity: 2 });
    });
    expect(visitorLines(4)).toEqual([{ productSkuId: 9, quantity: 2 }]);
    expect(useCartStore.getState().bounce).toBe(bounce + 1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a visitor more than the stock shown', async () => {
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    await act(async () => {
      await result.current({ productSkuId: 9, quantity: 3, stock: 3 });
      const more = await result.current({ productSkuId: 9, quantity: 1, stock: 3 });
      expect(more.ok).toBe(false);
    });
    expect(visitorLines(4)).toEqual([{ productSkuId: 9, quantity: 3 }]);
  });

  it("counts a member's add on the badge at once and keeps the server's total", async () => {
    useSessionStore.setState({ token: 'Bearer m1' });
    const key = cartTotalKey(4, 'Bearer m1');
    queryClient.setQueryData(key, { totalQuantity: 3 });
    let release!: (r: Response) => void;
    answer = new Promise((r) => (release = r));
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    let done!: Promise<unknown>;
    act(() => {
      done = result.current({ productSkuId: 9, quantity: 1 });
    });
    await waitFor(() => expect(queryClient.getQueryData(key)).toEqual({ totalQuantity: 4 }));
    release(json({ totalQuantity: 4, lineQuantity: 1 }));
    await act(async () => {
      expect(await done).toEqual({ ok: true, lineQuantity: 1 });
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/cart\/addV2$/);
    expect(JSON.parse(init.body as string)).toEqual({ warehouseId: 4, productSkuId: 9, quantity: 1 });
  });

  it('puts the badge back when the server refuses with a 409, with its message', async () => {
    useSessionStore.setState({ token: 'Bearer m1' });
    const key = cartTotalKey(4, 'Bearer m1');
    queryClient.setQueryData(key, { totalQuantity: 3 });
    answer = new Response(JSON.stringify({ code: 409, message: 'Only 2 left in this warehouse', data: null }), {
      status: 409,
      headers: { 'content-type': 'application/json' },
    });
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    await act(async () => {
      expect(await result.current({ productSkuId: 9, quantity: 5 })).toEqual({
        ok: false,
        message: 'Only 2 left in this warehouse',
      });
    });
    expect(queryClient.getQueryData(key)).toEqual({ totalQuantity: 3 });
  });
});
