import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@storefront/contract';
import type { OfferState } from '@storefront/contract/constants';
import {
  deskEndFreightActivity,
  deskFreightActivities,
  deskSaveFreightActivity,
  deskWarehouses,
} from '@storefront/contract/routes';
import { call } from '../../../lib/http';

/** The list's filter as the address keeps it. */
export interface FreightFilter {
  warehouseId?: number | undefined;
  state?: OfferState | undefined;
  pageNum: number;
  pageSize: number;
}

export const warehousesQuery = () =>
  queryOptions({ queryKey: ['desk', 'warehouses'], queryFn: () => call(deskWarehouses), staleTime: 300_000 });

export const freightListQuery = (f: FreightFilter) =>
  queryOptions({
    queryKey: ['desk', 'freight', f],
    queryFn: () => call(deskFreightActivities, { query: f }),
    placeholderData: keepPreviousData,
  });

/** Saves or ends a freight activity; the list is read again. */
export function useFreightChange() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['desk', 'freight'] });
  return {
    save: useMutation({
      mutationFn: (body: BodyOf<typeof deskSaveFreightActivity>) => call(deskSaveFreightActivity, { body }),
      onSuccess: refresh,
    }),
    end: useMutation({
      mutationFn: (activityId: number) => call(deskEndFreightActivity, { body: { activityId } }),
      onSuccess: refresh,
    }),
  };
}
