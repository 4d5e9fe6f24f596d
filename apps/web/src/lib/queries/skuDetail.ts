import { queryOptions } from '@tanstack/react-query';
import { skuDetail } from '@storefront/contract/routes';
import type { DataOf, Locale } from '@storefront/contract';
import { call, type CallOptions } from '../http';

export type SkuDetail = DataOf<typeof skuDetail>;

export const fetchSkuDetail = (productSkuId: number, warehouseId: number | undefined, opts?: CallOptions) =>
  call(skuDetail, { body: { productSkuId, warehouseId } }, opts);

/**
 * One SKU's details. Product details reads it, and a card asks for it when tapped, so the answer
 * is on its way while the screen's code loads: the query lives in lib. Stock is per warehouse and
 * texts per locale: both are in the key.
 */
export const skuDetailQuery = (locale: Locale, productSkuId: number, warehouseId: number | undefined) =>
  queryOptions({
    queryKey: ['catalogue', 'detail', locale, productSkuId, warehouseId ?? 0],
    queryFn: ({ signal }) => fetchSkuDetail(productSkuId, warehouseId, { signal, silent: true }),
  });
