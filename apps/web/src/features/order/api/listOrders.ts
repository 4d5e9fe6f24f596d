import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listOrders } from '@storefront/contract/routes';
import type { ORDER_LIST_STATUSES } from '@storefront/contract';
import { call, type CallOptions } from '../../../lib/http';
import { LIST_PAGE_SIZE, nextPageOf } from '../../../lib/queries/pages';

export type OrderListStatus = (typeof ORDER_LIST_STATUSES)[number];

/** `debt`: only the orders bought on credit that are still owing (from the credit page). */
export const fetchListOrders = (status: OrderListStatus, pageNum: number, debt: boolean, opts?: CallOptions) =>
  call(listOrders, { query: { status, pageNum, pageSize: LIST_PAGE_SIZE, ...(debt ? { debt: 'true' } : {}) } }, opts);

/** The token is in the key: another member (guest ordering, a new login) never sees these pages. */
export const listOrdersQuery = (token: string, status: OrderListStatus, debt = false) =>
  infiniteQueryOptions({
    queryKey: ['order', 'list', token, status, debt],
    queryFn: ({ pageParam, signal }) => fetchListOrders(status, pageParam, debt, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const useListOrders = (token: string, status: OrderListStatus, enabled: boolean, debt = false) =>
  useInfiniteQuery({ ...listOrdersQuery(token, status, debt), enabled });
