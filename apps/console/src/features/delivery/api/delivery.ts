import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsDeliverySettings } from '@storefront/contract';
import { opsDeliveryClosedDay, opsDeliveryList, opsDeliveryUpdate } from '@storefront/contract/routes';
import { call } from '../../../lib/http';

export const deliveryQuery = () => queryOptions({ queryKey: ['delivery'], queryFn: () => call(opsDeliveryList) });

/** A change to one warehouse; its answer replaces that warehouse in the list. */
function useWarehouseChange<V>(send: (input: V) => Promise<OpsDeliverySettings>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (w) =>
      client.setQueryData(deliveryQuery().queryKey, (list) =>
        list?.map((x) => (x.warehouseId === w.warehouseId ? w : x)),
      ),
  });
}

export interface DeliveryChange {
  warehouseId: number;
  slotCapacity: number;
  cutOffMinutes: number;
  closedWeekdays: number[];
  pickup: boolean;
}
export const useUpdateDelivery = () => useWarehouseChange((body: DeliveryChange) => call(opsDeliveryUpdate, { body }));

export const useClosedDay = () =>
  useWarehouseChange((body: { warehouseId: number; date: string; closed: boolean }) =>
    call(opsDeliveryClosedDay, { body }),
  );
