import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartTotalQuantity } from '@storefront/contract/routes';
import { call, type CallOptions } from '../http';
import { useSessionStore } from '../stores/session.store';
import { useWarehouseId } from '../stores/warehouse.store';
import { useCartStore } from './cart.store';
import { cartTotalKey } from './cartKeys';
import { useHydrated } from '../useHydrated';

export const fetchCartTotalQuantity = (warehouseId: number, opts?: CallOptions) =>
  call(cartTotalQuantity, { query: { warehouseId } }, opts);

/** The member's badge count; cart changes write their answer's totalQuantity into it directly. */
export const cartTotalQuantityQuery = (warehouseId: number, token: string) =>
  queryOptions({
    queryKey: cartTotalKey(warehouseId, token),
    // A badge is not worth an error toast: a failure leaves it empty.
    queryFn: ({ signal }) => fetchCartTotalQuantity(warehouseId, { signal, silent: true }),
    select: (d) => d.totalQuantity,
    staleTime: 5 * 60_000,
  });

/** Items in the cart of the current warehouse (spec §3 totalQuantity): the tab-bar badge. */
export function useCartCount(): number {
  const warehouseId = useWarehouseId();
  const token = useSessionStore((s) => s.token);
  const member = useQuery({ ...cartTotalQuantityQuery(warehouseId ?? 0, token), enabled: !!token && !!warehouseId });
  const visitor = useCartStore((s) =>
    (warehouseId ? (s.visitor[String(warehouseId)] ?? []) : []).reduce((n, l) => n + l.quantity, 0),
  );
  const count = warehouseId ? (token ? (member.data ?? 0) : visitor) : 0;
  // The server draws a first-time visitor's page (no cart): the count comes after hydration, and
  // an empty cart draws nothing again.
  return useHydrated(count > 0) ? count : 0;
}
