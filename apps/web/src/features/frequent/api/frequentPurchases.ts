import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { frequentPurchases } from '@storefront/contract/routes';
import type { Locale } from '@storefront/contract';
import { call, type CallOptions } from '../../../lib/http';
import { LIST_PAGE_SIZE, nextPageOf } from '../../../lib/queries/pages';
import { getToken } from '../../../lib/stores/session.store';

export const fetchFrequentPurchases = (warehouseId: number | undefined, pageNum: number, opts?: CallOptions) =>
  call(frequentPurchases, { query: { warehouseId, pageNum, pageSize: LIST_PAGE_SIZE } }, opts);

/** The member's own list: keyed by the token so another member never sees it. */
export const frequentPurchasesQuery = (locale: Locale, warehouseId: number | undefined) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'frequent', getToken(), locale, warehouseId ?? 0],
    queryFn: ({ pageParam, signal }) => fetchFrequentPurchases(warehouseId, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const useFrequentPurchases = (locale: Locale, warehouseId: number | undefined) =>
  useInfiniteQuery(frequentPurchasesQuery(locale, warehouseId));
