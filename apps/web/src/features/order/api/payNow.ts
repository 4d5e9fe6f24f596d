import { queryOptions, useQuery } from '@tanstack/react-query';
import { payNow } from '@storefront/contract/routes';
import { call, type CallOptions } from '../../../lib/http';
import type { OrderRef } from './orderRef';

export const fetchPayNow = (ref: OrderRef, opts?: CallOptions) => call(payNow, { body: ref }, opts);

/** How to pay an order waiting for payment: the QR payload, the account and the deadline. */
export const payNowQuery = (ref: OrderRef) =>
  queryOptions({
    queryKey: ['order', 'payNow', ref.orderId, ref.orderSecret ?? null],
    queryFn: ({ signal }) => fetchPayNow(ref, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });

export const usePayNow = (ref: OrderRef | null, enabled: boolean) =>
  useQuery({ ...payNowQuery(ref ?? { orderId: 0 }), enabled: enabled && !!ref });
