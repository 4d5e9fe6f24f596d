import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartDelete } from '@storefront/contract/routes';
import type { BodyOf } from '@storefront/contract';
import { call, type CallOptions } from '../../../lib/http';
import { cartTotalKey, invalidateCartPricing } from '../../../lib/cart';
import { getToken } from '../../../lib/stores/session.store';

type Body = BodyOf<typeof cartDelete> & { warehouseId: number };

export const fetchCartDelete = (body: Body, opts?: CallOptions) => call(cartDelete, { body }, opts);

export function useDeleteLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => fetchCartDelete(body),
    onSuccess: (answer, body) => {
      queryClient.setQueryData(cartTotalKey(body.warehouseId, getToken()), { totalQuantity: answer.totalQuantity });
    },
    onSettled: () => invalidateCartPricing(queryClient),
  });
}
