import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartSelect } from '@storefront/contract/routes';
import type { BodyOf } from '@storefront/contract';
import { call, type CallOptions } from '../../../lib/http';
import { invalidateCartPricing } from '../../../lib/cart';

type Body = BodyOf<typeof cartSelect>;

export const fetchCartSelect = (body: Body, opts?: CallOptions) => call(cartSelect, { body }, opts);

/** Select or unselect lines (all of the warehouse without productSkuIds); the summary follows. */
export function useSelectLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => fetchCartSelect(body),
    onSettled: () => invalidateCartPricing(queryClient),
  });
}
