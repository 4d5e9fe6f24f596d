import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '@storefront/contract';
import { deskEndPromotion, deskPromotions, deskSavePromotion } from '@storefront/contract/routes';
import { call } from '../../../lib/http';

/** The list's filter as the address keeps it. */
export type PromotionFilter = Omit<QueryOf<typeof deskPromotions>, 'pageNum' | 'pageSize'> & {
  pageNum: number;
  pageSize: number;
};

export const promotionListQuery = (f: PromotionFilter) =>
  queryOptions({
    queryKey: ['desk', 'promotions', f],
    queryFn: () => call(deskPromotions, { query: f }),
    placeholderData: keepPreviousData,
  });

/** Saves or ends a promotion; the list is read again, so it shows what the server stored. */
export function usePromotionChange() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['desk', 'promotions'] });
  return {
    save: useMutation({
      mutationFn: (body: BodyOf<typeof deskSavePromotion>) => call(deskSavePromotion, { body }),
      onSuccess: refresh,
    }),
    end: useMutation({
      mutationFn: (promotionId: number) => call(deskEndPromotion, { body: { promotionId } }),
      onSuccess: refresh,
    }),
  };
}
