import type { OpsOrder, StaffRole } from '@storefront/contract';
import {
  opsCancelOrder,
  opsCompleteOrder,
  opsConfirmPayment,
  opsReadyForPickup,
  opsRefundOrder,
  opsReviewOrder,
  opsShipOrder,
  opsStartProcessing,
} from '@storefront/contract/routes';

/**
 * The staff operations on an order, named as the contract's endpoints name them; `collect` is the
 * completion of a pickup order (the same endpoint as `complete`), named as the counter sees it.
 */
export const ORDER_ACTIONS = [
  'confirmPayment',
  'review',
  'startProcessing',
  'ship',
  'readyForPickup',
  'complete',
  'collect',
  'refund',
  'cancel',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** What an action asks for besides the order: a required text, an optional note, or nothing. */
export type ActionInput =
  | { field: 'trackingNumber' | 'reason'; required: true; max: number }
  | { field: 'note'; required: false; max: number }
  | null;

export const ACTION_SPECS = {
  confirmPayment: { route: opsConfirmPayment, input: null, danger: false },
  review: { route: opsReviewOrder, input: null, danger: false },
  startProcessing: { route: opsStartProcessing, input: null, danger: false },
  ship: { route: opsShipOrder, input: { field: 'trackingNumber', required: true, max: 60 }, danger: false },
  readyForPickup: { route: opsReadyForPickup, input: null, danger: false },
  complete: { route: opsCompleteOrder, input: null, danger: false },
  collect: { route: opsCompleteOrder, input: null, danger: false },
  refund: { route: opsRefundOrder, input: { field: 'note', required: false, max: 200 }, danger: false },
  cancel: { route: opsCancelOrder, input: { field: 'reason', required: true, max: 200 }, danger: true },
} as const satisfies Record<OrderAction, { input: ActionInput; danger: boolean; route: unknown }>;

type Facts = Pick<OpsOrder, 'status' | 'deliveryType' | 'paymentMethod' | 'paidAt' | 'processingStartedAt' | 'refund'>;

/**
 * The actions the server accepts for an order as it stands (modules/order/operations.service):
 * - confirmPayment: a bank transfer whose money is not confirmed yet (0);
 * - review: pending review (1 → 2);
 * - startProcessing: processing (2), once;
 * - ship: a delivery order in processing (2 → 3, with its tracking number);
 * - readyForPickup: a pickup order in processing (2 → 3, set aside for collection);
 * - complete: a delivery order pending receipt (3 → 4);
 * - collect: a pickup order ready for collection, handed over (3 → 4);
 * - refund: a refund was requested and is not made yet;
 * - cancel: pending payment, pending review or processing (0, 1, 2).
 * An action not listed, or not the staff member's role's, is hidden; the server still refuses a
 * stale one with its own message.
 */
export function actionsFor(order: Facts, roles: readonly StaffRole[]): OrderAction[] {
  const allowed: Record<OrderAction, boolean> = {
    confirmPayment: order.paymentMethod === 'bankTransfer' && order.paidAt === null && order.status === 0,
    review: order.status === 1,
    startProcessing: order.status === 2 && order.processingStartedAt === null,
    ship: order.status === 2 && order.deliveryType === 'delivery',
    readyForPickup: order.status === 2 && order.deliveryType === 'pickup',
    complete: order.status === 3 && order.deliveryType === 'delivery',
    collect: order.status === 3 && order.deliveryType === 'pickup',
    refund: order.refund?.status === 'requested',
    cancel: order.status === 0 || order.status === 1 || order.status === 2,
  };
  return ORDER_ACTIONS.filter((action) => allowed[action] && roles.includes(ROLE_OF[action]));
}

/**
 * The staff role each action needs, as the contract declares it on the endpoint: finance confirms
 * money and settles refunds, operations move the order through its life. A role's missing
 * action is not shown (the server refuses it too).
 */
export const ROLE_OF: Record<OrderAction, StaffRole> = {
  confirmPayment: 'finance',
  refund: 'finance',
  review: 'operations',
  startProcessing: 'operations',
  ship: 'operations',
  readyForPickup: 'operations',
  complete: 'operations',
  collect: 'operations',
  cancel: 'operations',
};
