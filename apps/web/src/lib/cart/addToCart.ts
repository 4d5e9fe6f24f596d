import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../overlays';
import { cartAdd } from '@storefront/contract/routes';
import type { BodyOf } from '@storefront/contract';
import { useT, type AppT } from '../../i18n';
import { call, isApiError, type CallOptions } from '../http';
import { getToken } from '../stores/session.store';
import { useWarehouseStore } from '../stores/warehouse.store';
import { addVisitorLine, bounceBadge, visitorQuantityOf } from './cart.store';
import { cartTotalKey, invalidateCartPricing } from './cartKeys';
import { isOffline, queueCartChange } from './offlineQueue';

export const fetchCartAdd = (body: BodyOf<typeof cartAdd>, opts?: CallOptions) => call(cartAdd, { body }, opts);

export interface AddToCartInput {
  productSkuId: number;
  quantity: number;
  /** Stock in the current warehouse as the list or detail showed it (null: not tracked there). */
  stock?: number | null;
}

/** `queued`: made offline, kept on the phone until the connection returns (already said in a toast). */
export type AddToCartResult = { ok: true; lineQuantity: number; queued?: true } | { ok: false; message: string };

type TotalAnswer = { totalQuantity: number };

/**
 * A member's add: the badge counts the new items at once and goes back if the server refuses
 * (409 beyond stock or a limit), whose message the HTTP client shows in the shopper's language.
 */
async function addForMember(
  queryClient: QueryClient,
  t: AppT,
  warehouseId: number,
  token: string,
  input: AddToCartInput,
): Promise<AddToCartResult> {
  const key = cartTotalKey(warehouseId, token);
  const before = queryClient.getQueryData<TotalAnswer>(key);
  queryClient.setQueryData<TotalAnswer>(key, { totalQuantity: (before?.totalQuantity ?? 0) + input.quantity });
  bounceBadge();
  if (isOffline()) {
    // Kept on the phone and sent (then priced by the server) when the connection returns.
    queueCartChange({ kind: 'add', warehouseId, productSkuId: input.productSkuId, quantity: input.quantity });
    toast.show({ content: t('cart:queuedOffline') });
    return { ok: true, lineQuantity: input.quantity, queued: true };
  }
  try {
    const answer = await fetchCartAdd({ warehouseId, productSkuId: input.productSkuId, quantity: input.quantity });
    queryClient.setQueryData<TotalAnswer>(key, { totalQuantity: answer.totalQuantity });
    void invalidateCartPricing(queryClient);
    return { ok: true, lineQuantity: answer.lineQuantity };
  } catch (e) {
    if (before) queryClient.setQueryData<TotalAnswer>(key, before);
    else void queryClient.invalidateQueries({ queryKey: key });
    return { ok: false, message: isApiError(e) && e.message ? e.message : t('cart:addFailed') };
  }
}

/**
 * A visitor's add stays on the phone (spec §3); the stock the shopper was shown caps it, and the
 * cart's pricing call checks it again on the server.
 */
function addForVisitor(t: AppT, warehouseId: number, input: AddToCartInput): AddToCartResult {
  const have = visitorQuantityOf(warehouseId, input.productSkuId);
  if (input.stock !== undefined && input.stock !== null && have + input.quantity > input.stock) {
    const message =
      input.stock <= 0
        ? t('product:outOfStock')
        : have >= input.stock
          ? t('cart:alreadyAll', { count: input.stock })
          : t('product:onlyLeft', { count: input.stock });
    toast.show({ content: message });
    return { ok: false, message };
  }
  const lineQuantity = addVisitorLine(warehouseId, input.productSkuId, input.quantity);
  bounceBadge();
  return { ok: true, lineQuantity };
}

/** Add to the cart of the current warehouse, for a member (server) or a visitor (local). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const { t } = useT();
  return useCallback(
    async (input: AddToCartInput): Promise<AddToCartResult> => {
      const warehouseId = useWarehouseStore.getState().warehouse?.warehouseId;
      if (!warehouseId) {
        const message = t('cart:noWarehouse');
        toast.show({ content: message });
        return { ok: false, message };
      }
      const token = getToken();
      if (token) return addForMember(queryClient, t, warehouseId, token, input);
      const result = addForVisitor(t, warehouseId, input);
      if (result.ok) void invalidateCartPricing(queryClient);
      return result;
    },
    [queryClient, t],
  );
}
