import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { json, warehouse } from '../../test/catalogueFixtures';
import { resetHttpConfig } from '../http';
import { useSessionStore } from '../stores/session.store';
import { useWarehouseStore } from '../stores/warehouse.store';
import { addVisitorLine, reloadCartStore, visitorLines } from './cart.store';
import { cartTotalKey } from './cartKeys';
import { mergeVisitorCart } from './mergeVisitorCart';

const bodies: { warehouseId: number; items: unknown[] }[] = [];
let failFor = 0;

beforeEach(() => {
  bodies.length = 0;
  failFor = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as (typeof bodies)[number];
      bodies.push(body);
      if (body.warehouseId === failFor) return Promise.resolve(json(null, 500));
      return Promise.resolve(json({ totalQuantity: 7, capped: [{ productSkuId: 10, requested: 5, quantity: 3 }] }));
    }),
  );
  reloadCartStore();
  useSessionStore.setState({ token: 'Bearer m1' });
  useWarehouseStore.setState({ warehouse: warehouse(2) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetHttpConfig();
  useSessionStore.getState().reset();
});

describe('merge at login', () => {
  it('sends the current warehouse first, clears each local copy taken, and reports capped lines', async () => {
    addVisitorLine(1, 11, 1);
    addVisitorLine(2, 10, 5);
    const queryClient = new QueryClient();
    const capped = await mergeVisitorCart(queryClient);
    expect(bodies.map((b) => b.warehouseId)).toEqual([2, 1]);
    expect(bodies[0]!.items).toEqual([{ productSkuId: 10, quantity: 5 }]);
    expect(visitorLines(1)).toEqual([]);
    expect(visitorLines(2)).toEqual([]);
    expect(capped).toHaveLength(2);
    expect(queryClient.getQueryData(cartTotalKey(2, 'Bearer m1'))).toEqual({ totalQuantity: 7 });
  });

  it('carries the lines of the warehouse shopped in before login into the one the shopper moved to', async () => {
    // She filled the cart in warehouse 1, logged in and chose her address's warehouse 2.
    addVisitorLine(1, 11, 3);
    const queryClient = new QueryClient();
    await mergeVisitorCart(queryClient, 1);
    expect(bodies).toEqual([{ warehouseId: 2, items: [{ productSkuId: 11, quantity: 3 }] }]);
    expect(visitorLines(1)).toEqual([]);
    expect(queryClient.getQueryData(cartTotalKey(2, 'Bearer m1'))).toEqual({ totalQuantity: 7 });
  });

  it('keeps the lines of a warehouse whose merge failed, for the next start', async () => {
    addVisitorLine(2, 10, 1);
    failFor = 2;
    await mergeVisitorCart(new QueryClient());
    expect(visitorLines(2)).toEqual([{ productSkuId: 10, quantity: 1 }]);
  });

  it('does nothing for a visitor', async () => {
    useSessionStore.setState({ token: '' });
    addVisitorLine(2, 10, 1);
    await mergeVisitorCart(new QueryClient());
    expect(bodies).toEqual([]);
    expect(visitorLines(2)).toHaveLength(1);
  });
});
