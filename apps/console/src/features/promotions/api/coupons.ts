import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '@storefront/contract';
import { deskCouponHolders, deskCoupons, deskGrantCoupon, deskSaveCoupon } from '@storefront/contract/routes';
import { call } from '../../../lib/http';

export type CouponFilter = Omit<QueryOf<typeof deskCoupons>, 'pageNum' | 'pageSize'> & {
  pageNum: number;
  pageSize: number;
};

export const couponListQuery = (f: CouponFilter) =>
  queryOptions({
    queryKey: ['desk', 'coupons', f],
    queryFn: () => call(deskCoupons, { query: f }),
    placeholderData: keepPreviousData,
  });

export const holdersQuery = (templateId: number, pageNum: number) =>
  queryOptions({
    queryKey: ['desk', 'holders', templateId, pageNum],
    queryFn: () => call(deskCouponHolders, { query: { templateId, pageNum, pageSize: 10 } }),
    placeholderData: keepPreviousData,
  });

/** Saves a coupon or grants a copy; the lists are read again, so they show what the server stored. */
export function useCouponChange() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['desk', 'coupons'] }),
      client.invalidateQueries({ queryKey: ['desk', 'holders'] }),
    ]);
  return {
    save: useMutation({
      mutationFn: (body: BodyOf<typeof deskSaveCoupon>) => call(deskSaveCoupon, { body }),
      onSuccess: refresh,
    }),
    grant: useMutation({
      mutationFn: (body: BodyOf<typeof deskGrantCoupon>) => call(deskGrantCoupon, { body }),
      onSuccess: refresh,
    }),
  };
}
