import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeBanners } from '@storefront/contract/routes';
import type { Locale } from '@storefront/contract';
import { call, type CallOptions } from '../../../lib/http';

export const fetchBanners = (warehouseId: number | undefined, opts?: CallOptions) =>
  call(homeBanners, { query: { warehouseId } }, opts);

/** Banners belong to the warehouse's country and carry translated titles. */
export const bannersQuery = (locale: Locale, warehouseId: number | undefined) =>
  queryOptions({
    queryKey: ['catalogue', 'banners', locale, warehouseId ?? 0],
    queryFn: ({ signal }) => fetchBanners(warehouseId, { signal }),
    staleTime: 5 * 60_000,
  });

export const useBanners = (locale: Locale, warehouseId: number | undefined) =>
  useQuery(bannersQuery(locale, warehouseId));
