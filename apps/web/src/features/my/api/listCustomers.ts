import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listCustomers } from '@storefront/contract/routes';
import type { CallOptions } from '../../../lib/http';
import { call } from '../../../lib/http';

export const CUSTOMER_PAGE_SIZE = 20;

export const fetchCustomers = (keyword: string, pageNum: number, opts?: CallOptions) =>
  call(listCustomers, { query: { keyword: keyword || undefined, pageNum, pageSize: CUSTOMER_PAGE_SIZE } }, opts);

/** Staff's customer list, searched by phone or name, one page at a time for infinite scroll. */
export const customersQuery = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: ['sso', 'manipulateOrder', 'member', keyword],
    queryFn: ({ pageParam, signal }) => fetchCustomers(keyword, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
    staleTime: 30_000,
  });

export const useCustomers = (keyword: string, enabled = true) =>
  useInfiniteQuery({ ...customersQuery(keyword), enabled });
