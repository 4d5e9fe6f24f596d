import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyMerchant } from '@storefront/contract/routes';

import { MERCHANT_APPLICATION_KEY } from './getMerchantApplication';
import { call } from '../../../lib/http';
import type { BodyOf } from '@storefront/contract';

export type MerchantForm = BodyOf<typeof applyMerchant>;

export const fetchApplyMerchant = (body: MerchantForm) => call(applyMerchant, { body }, { silent: true });

export function useApplyMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchApplyMerchant,
    onSuccess: (data) => queryClient.setQueryData(MERCHANT_APPLICATION_KEY, data),
  });
}
