import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { json, warehouse } from '../../test/catalogueFixtures';
import { resetHttpConfig } from '../http';
import { local } from '../storage';
import { useSessionStore } from '../stores/session.store';
import { useWarehouseStore } from '../stores/warehouse.store';
import { useAddToCart } from './addToCart';
import { cartTotalKey } from './cartKeys';
import { queueCartChange, replayCartChanges, useCartQueueReplay, useCartQueueStore } from './offlineQueue';

let queryClient: QueryClient;
let online = true;
let answers: (() => Promise<Response>)[] = [];
const sent: { path: string; body: unknown }[] = [];
const fetchMock = vi.fn((input: string, init?: RequestInit) => {
  sent.push({
    path: new URL(input, 'http://localhost').pathname,
    body: JSON.parse((init?.body as string | undefined) ?? 'null'),
  });
  return (answers.shift() ?? (() => Promise.resolve(json({ totalQuantity: 1, lineQuantity: 1 }))))();
});

beforeEach(() => {
  online = true;
  answers = [];
  sent.length = 0;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  useWarehouseStore.setState({ warehouse: warehouse(4) });
  useSessionStore.setState({ token: 'Bearer m1' });
  local.remove('cartQueue');
  useCartQueueStore.setState({ waiting: 0 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetHttpConfig();
  useSessionStore.getState().reset();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const refused = (message: string) => () =>
  Promise.resolve(
    new Response(JSON.stringify({ code: 409, message, data: null }), {
      status: 409,
      headers: { 'content-type': 'application/json' },
    }),
  );

describe("a member's cart changes made offline", () => {
  it('wait on the phone with the badge already counting them, and nothing is sent', async () => {
    online = false;
    queryClient.setQueryData(cartTotalKey(4, 'Bearer m1'), { totalQuantity: 2 });
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    await act(async () => {
      expect(await result.current({ productSkuId: 9, quantity: 3 })).toEqual({
        ok: true,
        lineQuantity: 3,
        queued: true,
      });
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(cartTotalKey(4, 'Bearer m1'))).toEqual({ totalQuantity: 5 });
    expect(local.get('cartQueue')).toEqual({
      token: 'Bearer m1',
      changes: [{ kind: 'add', warehouseId: 4, productSkuId: 9, quantity: 3 }],
    });
    expect(useCartQueueStore.getState().waiting).toBe(1);
  });

  it('are sent in order when the connection returns, then the cart is priced again', async () => {
    online = false;
    queueCartChange({ kind: 'add', warehouseId: 4, productSkuId: 9, quantity: 3 });
    queueCartChange({ kind: 'quantity', warehouseId: 4, productSkuId: 9, quantity: 1 });
    queueCartChange({ kind: 'delete', warehouseId: 4, productSkuIds: [7] });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderHook(() => useCartQueueReplay(), { wrapper });
    expect(fetchMock).not.toHaveBeenCalled();

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(useCartQueueStore.getState().waiting).toBe(0));
    expect(sent).toEqual([
      { path: '/api/cart/addV2', body: { warehouseId: 4, productSkuId: 9, quantity: 3 } },
      { path: '/api/cart/update/quantity', body: { warehouseId: 4, productSkuId: 9, quantity: 1 } },
      { path: '/api/cart/delete', body: { warehouseId: 4, productSkuIds: [7] } },
    ]);
    expect(local.get('cartQueue')).toBeUndefined();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cart', 'pricing'] }));
  });

  it('drop a change the server refuses and report it; a lost connection keeps the rest for later', async () => {
    queueCartChange({ kind: 'add', warehouseId: 4, productSkuId: 9, quantity: 3 });
    queueCartChange({ kind: 'add', warehouseId: 4, productSkuId: 8, quantity: 1 });
    queueCartChange({ kind: 'add', warehouseId: 4, productSkuId: 7, quantity: 1 });
    answers = [refused('Only 2 left'), () => Promise.reject(new TypeError('Failed to fetch'))];
    expect(await replayCartChanges(queryClient)).toEqual(['Only 2 left']);
    expect(local.get('cartQueue')?.changes.map((c) => c.kind === 'add' && c.productSkuId)).toEqual([8, 7]);

    expect(await replayCartChanges(queryClient)).toEqual([]);
    expect(sent.map((s) => (s.body as { productSkuId: number }).productSkuId)).toEqual([9, 8, 8, 7]);
    expect(local.get('cartQueue')).toBeUndefined();
  });

  it('are never sent for another session: after a logout they are dropped', async () => {
    queueCartChange({ kind: 'add', warehouseId: 4, productSkuId: 9, quantity: 3 });
    useSessionStore.setState({ token: 'Bearer someone-else' });
    expect(await replayCartChanges(queryClient)).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
