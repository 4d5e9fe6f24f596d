import type { OpsOrder } from '@storefront/contract';
import {
  opsCancelOrder,
  opsCompleteOrder,
  opsMarkPaid,
  opsRefundOrder,
  opsReviewOrder,
  opsShipOrder,
  opsStartProcessing,
} from '@storefront/contract/routes';

/** The staff operations on an order, named as the contract's endpoints name them. */
export const ORDER_ACTIONS = ['markPaid', 'review', 'startProcessing', 'ship', 'complete', 'refund', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** What an action asks for besides the order: a required text, an optional note, or nothing. */
export type ActionInput =
  | { field: 'trackingNumber' | 'reason'; required: true; max: number }
  | { field: 'note'; required: false; max: number }
  | null;

export const ACTION_SPECS = {
  markPaid: { route: opsMarkPaid, input: null, danger: false },
  review: { route: opsReviewOrder, input: null, danger: false },
  startProcessing: { route: opsStartProcessing, input: null, danger: false },
  ship: { route: opsShipOrder, input: { field: 'trackingNumber', required: true, max: 60 }, danger: false },
  complete: { route: opsCompleteOrder, input: null, danger: false },
  refund: { route: opsRefundOrder, input: { field: 'note', required: false, max: 200 }, danger: false },
  cancel: { route: opsCancelOrder, input: { field: 'reason', required: true, max: 200 }, danger: true },
} as const satisfies Record<OrderAction, { input: ActionInput; danger: boolean; route: unknown }>;

type Facts = Pick<OpsOrder, 'status' | 'paymentMethod' | 'paidAt' | 'processingStartedAt' | 'refund'>;

/**
 * The actions the server accepts for an order as it stands (modules/order/operations.service):
 * - markPaid: a bank transfer not yet confirmed, awaiting payment (0) or review (1);
 * - review: pending review (1 → 2);
 * - startProcessing: processing (2), once;
 * - ship: processing (2 → 3);
 * - complete: pending receipt (3 → 4);
 * - refund: a refund was requested and is not made yet;
 * - cancel: pending payment, pending review or processing (0, 1, 2).
 * An action not listed is hidden; the server still refuses a stale one with its own message.
 */
export function actionsFor(order: Facts): OrderAction[] {
  const allowed: Record<OrderAction, boolean> = {
    markPaid:
      order.paymentMethod === 'bankTransfer' && order.paidAt === null && (order.status === 0 || order.status === 1),
    review: order.status === 1,
    startProcessing: order.status === 2 && order.processingStartedAt === null,
    ship: order.status === 2,
    complete: order.status === 3,
    refund: order.refund?.status === 'requested',
    cancel: order.status === 0 || order.status === 1 || order.status === 2,
  };
  return ORDER_ACTIONS.filter((action) => allowed[action]);
}
