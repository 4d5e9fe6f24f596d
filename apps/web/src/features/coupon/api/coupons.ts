import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { couponClaim, couponList } from '@storefront/contract/routes';
import type { CouponState } from '@storefront/contract';
import { call } from '../../../lib/http';
import { getToken } from '../../../lib/stores/session.store';

export const COUPON_KEY = ['member', 'coupon'] as const;

export const couponListQuery = (state: CouponState) =>
  queryOptions({
    queryKey: [...COUPON_KEY, state, getToken()],
    queryFn: ({ signal }) => call(couponList, { query: { state, pageNum: 1, pageSize: 50 } }, { signal }),
  });

/**
 * Claims by code for the warehouse the shopper shops from (a coupon of another country is refused
 * there); the form shows the server's refusal beside the field, so the call is silent.
 */
export function useClaimCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, warehouseId }: { code: string; warehouseId: number | undefined }) =>
      call(couponClaim, { body: { code, warehouseId } }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: COUPON_KEY }),
  });
}
