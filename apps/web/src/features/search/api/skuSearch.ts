import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { skuSearch } from '@storefront/contract/routes';
import type { BodyOf, Locale, SKU_SORTS } from '@storefront/contract';
import { call, type CallOptions } from '../../../lib/http';
import { LIST_PAGE_SIZE, nextPageOf } from '../../../lib/queries/pages';

export type SkuSort = (typeof SKU_SORTS)[number];
export type SearchParams = Omit<BodyOf<typeof skuSearch>, 'pageNum' | 'pageSize'>;

export const fetchSkuSearch = (params: SearchParams, pageNum: number, opts?: CallOptions) =>
  call(skuSearch, { body: { ...params, pageNum, pageSize: LIST_PAGE_SIZE } }, opts);

export const skuSearchQuery = (locale: Locale, params: SearchParams) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'search', locale, params],
    queryFn: ({ pageParam, signal }) => fetchSkuSearch(params, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const useSkuSearch = (locale: Locale, params: SearchParams) => useInfiniteQuery(skuSearchQuery(locale, params));
