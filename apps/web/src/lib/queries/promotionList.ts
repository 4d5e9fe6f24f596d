import { infiniteQueryOptions } from '@tanstack/react-query';
import { promotionList } from '@storefront/contract/routes';
import type { Locale, PROMOTION_KINDS } from '@storefront/contract';
import { call, type CallOptions } from '../http';
import { LIST_PAGE_SIZE, nextPageOf } from './pages';

export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const fetchPromotions = (
  params: { warehouseId?: number; kind?: PromotionKind; pageNum: number; pageSize?: number },
  opts?: CallOptions,
) => call(promotionList, { query: { pageSize: LIST_PAGE_SIZE, ...params } }, opts);

/** The Promotion tab and the strip on home. */
export const promotionQuery = (locale: Locale, warehouseId: number | undefined, kind?: PromotionKind) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'promotion', locale, warehouseId ?? 0, kind ?? 'all'],
    queryFn: ({ pageParam, signal }) => fetchPromotions({ warehouseId, kind, pageNum: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
