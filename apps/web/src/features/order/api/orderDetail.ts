import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDetail } from '@storefront/contract/routes';
import { call, type CallOptions } from '../../../lib/http';
import { orderDetailKey, type OrderRef } from './orderRef';

export const fetchOrderDetail = (ref: OrderRef, opts?: CallOptions) => call(orderDetail, { query: ref }, opts);

export const orderDetailQuery = (ref: OrderRef) =>
  queryOptions({
    queryKey: orderDetailKey(ref),
    // A 404 is shown on the screen ("not found"), not as a toast over it.
    queryFn: ({ signal }) => fetchOrderDetail(ref, { signal, silent: true }),
    retry: (count, e) => count < 2 && !(e && 'code' in e && (e as { code: number }).code === 404),
  });

export const useOrderDetail = (ref: OrderRef | null) =>
  useQuery({ ...orderDetailQuery(ref ?? { orderId: 0 }), enabled: !!ref });
