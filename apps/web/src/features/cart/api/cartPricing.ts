import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cartPricing } from '@storefront/contract/routes';
import type { DataOf, Locale } from '@storefront/contract';
import { call, type CallOptions } from '../../../lib/http';
import { cartPricingKey, cartTotalKey, useCartStore } from '../../../lib/cart';
import { knownPosition, useKnownPosition } from '../../../lib/knownPosition';
import { local, type Position, type VisitorCartLine } from '../../../lib/storage';
import { getToken, useSessionStore } from '../../../lib/stores/session.store';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useWarehouseId, useWarehouseStore } from '../../../lib/stores/warehouse.store';

export type CartPricing = DataOf<typeof cartPricing>;
export type CartLine = CartPricing['list'][number];
export type CartUnavailableLine = CartPricing['unavailable'][number];
export type CartGroup = CartPricing['groups'][number];

/**
 * Whose cart: the member's (by token: the server reads its lines) or the visitor's lines sent
 * along, with the position the app knows (their distance fee; a member's follows the address).
 */
export type CartOwner =
  | { member: true; token: string }
  | { member: false; items: VisitorCartLine[]; unselected: number[]; position?: Position };

export interface CartPricingParams {
  warehouseId: number;
  owner: CartOwner;
  /** The saved address decides the freight and its extra fees. */
  addressId?: number;
}

export const fetchCartPricing = ({ warehouseId, owner, addressId }: CartPricingParams, opts?: CallOptions) =>
  call(
    cartPricing,
    {
      body: owner.member
        ? { currentWarehouseId: warehouseId, memberReceiveAddressId: addressId }
        : {
            currentWarehouseId: warehouseId,
            items: owner.items,
            unselected: owner.unselected,
            ...(owner.position && { position: owner.position }),
          },
    },
    opts,
  );

/** Messages are in the caller's language, so the locale is in the key. */
export const cartPricingQuery = (locale: Locale, params: CartPricingParams) =>
  queryOptions({
    queryKey: [...cartPricingKey, locale, params.warehouseId, params],
    queryFn: ({ signal }) => fetchCartPricing(params, { signal, silent: true }),
    staleTime: 30_000,
  });

/** The cart of the current warehouse for whoever is shopping; undefined before a warehouse is known. */
export function currentPricingParams(): CartPricingParams | undefined {
  const warehouseId = useWarehouseStore.getState().warehouse?.warehouseId;
  if (!warehouseId) return undefined;
  return pricingParams(warehouseId, getToken(), useCartStore.getState(), knownPosition());
}

function pricingParams(
  warehouseId: number,
  token: string,
  cart: { visitor: Record<string, VisitorCartLine[]>; unselected: Record<string, number[]> },
  position: Position | null,
): CartPricingParams {
  if (token) return { warehouseId, owner: { member: true, token }, addressId: local.get('address')?.id || undefined };
  const items = cart.visitor[String(warehouseId)] ?? [];
  const unselected = cart.unselected[String(warehouseId)] ?? [];
  // In the params, so in the query key: a new position prices the cart again.
  return { warehouseId, owner: { member: false, items, unselected, ...(position && { position }) } };
}

/** The member's badge follows every priced cart. */
export function rememberTotal(queryClient: QueryClient, params: CartPricingParams, data: CartPricing): void {
  if (params.owner.member) {
    queryClient.setQueryData(cartTotalKey(params.warehouseId, params.owner.token), {
      totalQuantity: data.summary.totalQuantity,
    });
  }
}

export function useCartPricing() {
  const queryClient = useQueryClient();
  const locale = useLocaleStore((s) => s.locale);
  const warehouseId = useWarehouseId();
  const token = useSessionStore((s) => s.token);
  // The saved address (read below) changes with the member's list, e.g. a new default: a new
  // list renders the cart again, so it is priced for the address now saved.
  useSessionStore((s) => s.memberReceiveAddressList);
  const items = useCartStore((s) => (warehouseId ? s.visitor[String(warehouseId)] : undefined));
  const unselected = useCartStore((s) => (warehouseId ? s.unselected[String(warehouseId)] : undefined));
  const position = useKnownPosition();
  const params = warehouseId
    ? pricingParams(
        warehouseId,
        token,
        {
          visitor: { [String(warehouseId)]: items ?? [] },
          unselected: { [String(warehouseId)]: unselected ?? [] },
        },
        position,
      )
    : undefined;
  const query = useQuery({
    ...cartPricingQuery(locale, params ?? { warehouseId: 0, owner: { member: false, items: [], unselected: [] } }),
    // A visitor's cart with no line is empty without asking the server (a first visit's cart).
    enabled: !!params && (params.owner.member || params.owner.items.length > 0),
    // A visitor's stepper changes the key: keep showing the cart while it is repriced, but never
    // another warehouse's or another person's cart.
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[4] as CartPricingParams | undefined;
      return before &&
        params &&
        before.warehouseId === params.warehouseId &&
        before.owner.member === params.owner.member
        ? previous
        : undefined;
    },
  });
  const data = query.isPlaceholderData ? undefined : query.data;
  useEffect(() => {
    if (data && params) rememberTotal(queryClient, params, data);
    // params is rebuilt every render; the answer changing is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, queryClient]);
  return { query, params };
}
