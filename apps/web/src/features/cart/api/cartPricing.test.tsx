import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupHttp } from '../../../app/setupHttp';
import { resetHttpConfig } from '../../../lib/http';
import { addVisitorLine, reloadCartStore } from '../../../lib/cart';
import { requestPosition } from '../../../lib/geolocation';
import { local } from '../../../lib/storage';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useSessionStore } from '../../../lib/stores/session.store';
import { useWarehouseStore } from '../../../lib/stores/warehouse.store';
import { json, warehouse } from '../../../test/catalogueFixtures';
import { cartLine, pricing } from '../cartFixtures';
import { useCartPricing } from './cartPricing';

const bodies: unknown[] = [];
const far = { latitude: 10.84, longitude: 106.7 };

beforeEach(() => {
  bodies.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://x').pathname.replace(/^\/api/, '');
      if (path !== '/cart/list/promotion/v4') return Promise.resolve(json(null, 404));
      bodies.push(JSON.parse(init!.body as string));
      return Promise.resolve(json(pricing([cartLine(7)])));
    }),
  );
  setupHttp();
  useLocaleStore.setState({ locale: 'en-US', countryList: [] });
  useWarehouseStore.setState({ warehouse: warehouse(4) });
  useSessionStore.setState({ token: '' });
  local.set('visitorCart', {});
  reloadCartStore();
  addVisitorLine(4, 7, 2);
});
afterEach(() => {
  // Unmount before the session resets below, or the hook prices again on the real network.
  cleanup();
  vi.unstubAllGlobals();
  resetHttpConfig();
  useSessionStore.getState().reset();
});

function renderPricing() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCartPricing(), { wrapper });
}

/** The browser answers the position question with `at` (as a "use my location" does). */
function browserAnswers(at: { latitude: number; longitude: number }) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: at } as GeolocationPosition) },
  });
}

describe("the cart pricing request's position", () => {
  it('sends none for a visitor whose position is not known, as before', async () => {
    const { result } = renderPricing();
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(bodies).toEqual([{ currentWarehouseId: 4, items: [{ productSkuId: 7, quantity: 2 }], unselected: [] }]);
  });

  it("sends a visitor's known position, and prices again at a new one without asking the browser", async () => {
    local.set('currentPosition', far);
    const ask = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: ask } });
    const { result } = renderPricing();
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(bodies).toEqual([
      { currentWarehouseId: 4, items: [{ productSkuId: 7, quantity: 2 }], unselected: [], position: far },
    ]);
    expect(ask).not.toHaveBeenCalled();

    const moved = { latitude: 10.78, longitude: 106.71 };
    browserAnswers(moved);
    await act(() => requestPosition());
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ position: moved });
    expect(result.current.params?.owner).toMatchObject({ position: moved });
  });

  it("sends no position for a member: the saved address decides the member's fees", async () => {
    local.set('currentPosition', far);
    useSessionStore.setState({ token: 'Bearer m1' });
    const { result } = renderPricing();
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(bodies).toEqual([{ currentWarehouseId: 4 }]);
  });
});
