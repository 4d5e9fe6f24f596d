import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@storefront/contract';
import { skuDetailQuery } from '../../../lib/queries/skuDetail';

export type { SkuDetail } from '../../../lib/queries/skuDetail';

export const useSkuDetail = (locale: Locale, productSkuId: number | undefined, warehouseId: number | undefined) =>
  useQuery({ ...skuDetailQuery(locale, productSkuId ?? 0, warehouseId), enabled: !!productSkuId });
