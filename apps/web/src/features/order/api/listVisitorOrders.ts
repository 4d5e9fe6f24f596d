import { queryOptions, useQuery } from '@tanstack/react-query';
import { listVisitorOrders } from '@storefront/contract/routes';
import { call, type CallOptions } from '../../../lib/http';
import type { OrderListStatus } from './listOrders';

export const fetchListVisitorOrders = (orderSecrets: string[], status: OrderListStatus, opts?: CallOptions) =>
  call(listVisitorOrders, { body: { orderSecrets, status } }, opts);

/** `token`: read again after a login, once the member claimed what was theirs. */
export const listVisitorOrdersQuery = (orderSecrets: string[], status: OrderListStatus, token = '') =>
  queryOptions({
    queryKey: ['order', 'visitorList', orderSecrets, status, token],
    queryFn: ({ signal }) => fetchListVisitorOrders(orderSecrets, status, { signal }),
  });

export const useListVisitorOrders = (orderSecrets: string[], status: OrderListStatus, enabled: boolean, token = '') =>
  useQuery({ ...listVisitorOrdersQuery(orderSecrets, status, token), enabled: enabled && orderSecrets.length > 0 });
