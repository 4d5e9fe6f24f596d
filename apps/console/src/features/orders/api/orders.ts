import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsOrder } from '@storefront/contract';
import type { ORDER_LIST_STATUSES } from '@storefront/contract/constants';
import { opsListOrders, opsOrderDetail } from '@storefront/contract/routes';
import { call } from '../../../lib/http';
import { ACTION_SPECS, type OrderAction } from '../actions';

export type ListStatus = (typeof ORDER_LIST_STATUSES)[number];

export interface ListFilter {
  status: ListStatus;
  /** One of the staff member's warehouses; null: all of them. */
  warehouseId: number | null;
  keyword: string;
  pageNum: number;
  pageSize: number;
}

export const orderListQuery = (f: ListFilter) =>
  queryOptions({
    queryKey: ['orders', 'list', f],
    queryFn: () =>
      call(opsListOrders, {
        query: {
          status: f.status,
          warehouseId: f.warehouseId ?? undefined,
          keyword: f.keyword || undefined,
          pageNum: f.pageNum,
          pageSize: f.pageSize,
        },
      }),
    // The table keeps the page on show while the next one loads, so it does not jump.
    placeholderData: keepPreviousData,
  });

export const orderDetailQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', 'detail', orderId],
    queryFn: () => call(opsOrderDetail, { query: { orderId } }),
  });

export interface ActionRequest {
  action: OrderAction;
  orderId: number;
  /** The tracking number, reason or note the action asks for. */
  text?: string;
}

/** Sends one staff operation; the answer is the order as it now stands, and the lists are read again. */
export function useOrderAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, orderId, text }: ActionRequest): Promise<OpsOrder> => {
      const spec = ACTION_SPECS[action];
      const body: Record<string, unknown> = { orderId };
      if (spec.input && text) body[spec.input.field] = text.trim();
      // Each action's body is its endpoint's: the order and at most the one text it names.
      return call(spec.route as typeof ACTION_SPECS.cancel.route, {
        body: body as { orderId: number; reason: string },
      });
    },
    onSuccess: (order) => {
      client.setQueryData(orderDetailQuery(order.orderId).queryKey, order);
      void client.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
  });
}
