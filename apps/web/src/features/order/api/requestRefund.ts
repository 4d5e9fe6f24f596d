import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestRefund } from '@storefront/contract/routes';
import type { BodyOf } from '@storefront/contract';
import { call } from '../../../lib/http';
import { orderDetailKey, type OrderRef } from './orderRef';

export type RequestRefundInput = OrderRef & Omit<BodyOf<typeof requestRefund>, 'orderId' | 'orderSecret'>;

/** Silent: a 422 names the field (reason, bank name, account) and the step shows it there. */
export const fetchRequestRefund = (body: RequestRefundInput) => call(requestRefund, { body }, { silent: true });

export const useRequestRefund = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchRequestRefund,
    onSuccess: (detail, input) => {
      queryClient.setQueryData(orderDetailKey(input), detail);
      // A card typed and saved here is offered the next time.
      if (input.saveBankCard) void queryClient.invalidateQueries({ queryKey: ['order', 'bankCards'] });
    },
  });
};
