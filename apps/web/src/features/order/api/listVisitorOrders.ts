import { queryOptions, useQuery } from '@tanstack/react-query';
import { listVisitorOrders } from '@storefront/contract/routes';
import { call, type CallOptions } from '../../../lib/http';
import type { OrderListStatus } from './listOrders';

export const fetchListVisitorOrders = (orderSecrets: string[], status: OrderListStatus, opts?: CallOptions) =>
  call(listVisitorOrders, { body: { orderSecrets, status } }, opts);

export const listVisitorOrdersQuery = (orderSecrets: string[], status: OrderListStatus) =>
  queryOptions({
    queryKey: ['order', 'visitorList', orderSecrets, status],
    queryFn: ({ signal }) => fetchListVisitorOrders(orderSecrets, status, { signal }),
  });

export const useListVisitorOrders = (orderSecrets: string[], status: OrderListStatus, enabled: boolean) =>
  useQuery({ ...listVisitorOrdersQuery(orderSecrets, status), enabled: enabled && orderSecrets.length > 0 });
