import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartUpdateQuantity } from '@storefront/contract/routes';
import type { BodyOf } from '@storefront/contract';
import { call, type CallOptions } from '../../../lib/http';
import { cartTotalKey, invalidateCartPricing } from '../../../lib/cart';
import { getToken } from '../../../lib/stores/session.store';

/** The contract's ids accept strings (coerced); the web always sends numbers. */
type Body = BodyOf<typeof cartUpdateQuantity> & { warehouseId: number };

export const fetchCartUpdateQuantity = (body: Body, opts?: CallOptions) => call(cartUpdateQuantity, { body }, opts);

/** A member sets a line's quantity; a 409 (beyond stock or the limit) shows the server's message. */
export function useUpdateQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => fetchCartUpdateQuantity(body),
    onSuccess: (answer, body) => {
      queryClient.setQueryData(cartTotalKey(body.warehouseId, getToken()), { totalQuantity: answer.totalQuantity });
    },
    // On failure too: the cart shows the quantity the server really holds.
    onSettled: () => invalidateCartPricing(queryClient),
  });
}
