import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { specialListItems } from '@storefront/contract/routes';
import type { Locale } from '@storefront/contract';
import { call, type CallOptions } from '../../../lib/http';
import { LIST_PAGE_SIZE, nextPageOf } from '../../../lib/queries/pages';

export const fetchSpecialListItems = (
  id: number,
  warehouseId: number | undefined,
  pageNum: number,
  opts?: CallOptions,
) => call(specialListItems, { query: { id, warehouseId, pageNum, pageSize: LIST_PAGE_SIZE } }, opts);

export const specialListItemsQuery = (locale: Locale, id: number, warehouseId: number | undefined) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'specialItems', locale, id, warehouseId ?? 0],
    queryFn: ({ pageParam, signal }) => fetchSpecialListItems(id, warehouseId, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const useSpecialListItems = (locale: Locale, id: number, warehouseId: number | undefined) =>
  useInfiniteQuery(specialListItemsQuery(locale, id, warehouseId));
