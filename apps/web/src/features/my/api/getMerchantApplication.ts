import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMerchantApplication } from '@storefront/contract/routes';
import { call, type CallOptions } from '../../../lib/http';

export const MERCHANT_APPLICATION_KEY = ['sso', 'merchant', 'application'] as const;

export const fetchMerchantApplication = (opts?: CallOptions) => call(getMerchantApplication, {}, opts);

export const merchantApplicationQuery = () =>
  queryOptions({
    queryKey: MERCHANT_APPLICATION_KEY,
    queryFn: ({ signal }) => fetchMerchantApplication({ signal, silent: true }),
  });

export const useMerchantApplication = (enabled: boolean) => useQuery({ ...merchantApplicationQuery(), enabled });
