import { infiniteQueryOptions } from '@tanstack/react-query';
import { recommendList } from '@storefront/contract/routes';
import type { Locale } from '@storefront/contract';
import { call, type CallOptions } from '../http';
import { LIST_PAGE_SIZE, nextPageOf } from './pages';

export const fetchRecommendations = (
  params: { warehouseId?: number; excludeSkuId?: number; pageNum: number },
  opts?: CallOptions,
) => call(recommendList, { query: { ...params, pageSize: LIST_PAGE_SIZE } }, opts);

/** Home and product details both show recommendations, so the query lives in lib. */
export const recommendQuery = (locale: Locale, warehouseId: number | undefined, excludeSkuId?: number) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'recommend', locale, warehouseId ?? 0, excludeSkuId ?? 0],
    queryFn: ({ pageParam, signal }) =>
      fetchRecommendations({ warehouseId, excludeSkuId, pageNum: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
