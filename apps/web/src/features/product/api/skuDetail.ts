import { queryOptions, useQuery } from '@tanstack/react-query';
import { skuDetail } from '@storefront/contract/routes';
import type { DataOf, Locale } from '@storefront/contract';
import { call, type CallOptions } from '../../../lib/http';

export type SkuDetail = DataOf<typeof skuDetail>;

export const fetchSkuDetail = (productSkuId: number, warehouseId: number | undefined, opts?: CallOptions) =>
  call(skuDetail, { body: { productSkuId, warehouseId } }, opts);

/** Stock is per warehouse and texts per locale: both are in the key. */
export const skuDetailQuery = (locale: Locale, productSkuId: number, warehouseId: number | undefined) =>
  queryOptions({
    queryKey: ['catalogue', 'detail', locale, productSkuId, warehouseId ?? 0],
    queryFn: ({ signal }) => fetchSkuDetail(productSkuId, warehouseId, { signal, silent: true }),
  });

export const useSkuDetail = (locale: Locale, productSkuId: number | undefined, warehouseId: number | undefined) =>
  useQuery({ ...skuDetailQuery(locale, productSkuId ?? 0, warehouseId), enabled: !!productSkuId });
