import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrder } from '@storefront/contract/routes';
import type { BodyOf } from '@storefront/contract';
import { call } from '../../../lib/http';
import { orderDetailKey, orderKey, type OrderRef } from './orderRef';

export type CancelOrderInput = OrderRef & Omit<BodyOf<typeof cancelOrder>, 'orderId' | 'orderSecret'>;

export const fetchCancelOrder = (body: CancelOrderInput) => call(cancelOrder, { body });

export const useCancelOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchCancelOrder,
    onSuccess: (detail, input) => {
      queryClient.setQueryData(orderDetailKey(input), detail);
      void queryClient.invalidateQueries({ queryKey: orderKey });
    },
  });
};
