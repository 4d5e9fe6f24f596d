import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsOrder } from '@storefront/contract';

/**
 * A staff change to one order whose answer is the order as it now stands: the order's cached
 * detail takes the answer, and every list and count that may show it is read again (the orders
 * queue, the payment queues, Today). Shared by the screens that change orders, so none of them
 * leaves another showing a stale order.
 */
export function useOrderChange<V>(send: (input: V) => Promise<OpsOrder>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (order) => {
      client.setQueryData(['orders', 'detail', order.orderId], order);
      for (const queryKey of [['orders', 'list'], ['payments'], ['today']]) void client.invalidateQueries({ queryKey });
    },
  });
}
