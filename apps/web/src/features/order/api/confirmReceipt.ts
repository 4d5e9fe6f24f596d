import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmReceipt } from '@storefront/contract/routes';
import { call } from '../../../lib/http';
import { orderDetailKey, orderKey, type OrderRef } from './orderRef';

export const fetchConfirmReceipt = (ref: OrderRef) => call(confirmReceipt, { body: ref });

export const useConfirmReceipt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchConfirmReceipt,
    onSuccess: (detail, ref) => {
      queryClient.setQueryData(orderDetailKey(ref), detail);
      void queryClient.invalidateQueries({ queryKey: orderKey });
    },
  });
};
