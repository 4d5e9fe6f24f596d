import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryType, OpsOrder, PaymentMethod } from '@storefront/contract';
import type { ORDER_LIST_STATUSES } from '@storefront/contract/constants';
import { opsListOrders, opsOrderDetail } from '@storefront/contract/routes';
import { call } from '../../../lib/http';
import { ACTION_SPECS, type OrderAction } from '../actions';

export type ListStatus = (typeof ORDER_LIST_STATUSES)[number];

export interface ListFilter {
  status: ListStatus;
  /** One of the staff member's warehouses; null: all of them. */
  warehouseId: number | null;
  /** Part of an order number, or the customer's phone. */
  keyword: string;
  /** The first and the last day placed (YYYY-MM-DD, each order's warehouse's calendar); '' for no bound. */
  placedFrom: string;
  placedTo: string;
  paymentMethod: PaymentMethod | null;
  deliveryType: DeliveryType | null;
  pageNum: number;
  pageSize: number;
}

/** The list's filter as the endpoint's query: what is not chosen is not sent. */
const filterQuery = (f: ListFilter) => ({
  status: f.status,
  warehouseId: f.warehouseId ?? undefined,
  keyword: f.keyword || undefined,
  placedFrom: f.placedFrom || undefined,
  placedTo: f.placedTo || undefined,
  paymentMethod: f.paymentMethod ?? undefined,
  deliveryType: f.deliveryType ?? undefined,
});

/** How often the queue asks whether orders came in, while its tab is on show (decision 0052). */
export const NEW_ORDERS_POLL_MS = 15_000;

export const orderListQuery = (f: ListFilter) =>
  queryOptions({
    queryKey: ['orders', 'list', f],
    queryFn: () =>
      call(opsListOrders, {
        query: { ...filterQuery(f), pageNum: f.pageNum, pageSize: f.pageSize },
      }),
    // The table keeps the page on show while the next one loads, so it does not jump.
    placeholderData: keepPreviousData,
    // Rows never move under the pointer on their own: new orders are announced, and shown on request.
    refetchOnWindowFocus: false,
  });

/**
 * How many orders of the list's filter came in after `since`, the newest order the list showed
 * (null: the list was empty, so every match is new). Asked again and again while the tab is on
 * show; a hidden tab asks nothing (refetchIntervalInBackground is off), and asks at once on return.
 */
export const newOrdersQuery = (f: ListFilter, since: number | null) =>
  queryOptions({
    queryKey: ['orders', 'new', filterQuery(f), since],
    queryFn: async () =>
      (
        await call(opsListOrders, {
          query: {
            ...filterQuery(f),
            newerThan: since ?? undefined,
            pageNum: 1,
            pageSize: 1,
          },
        })
      ).total,
    refetchInterval: NEW_ORDERS_POLL_MS,
    refetchIntervalInBackground: false,
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
