import {
  opsCancelOrder,
  opsCompleteOrder,
  opsListOrders,
  opsConfirmPayment as opsConfirmPaymentEndpoint,
  opsOrderDetail,
  opsReadyForPickup as opsReadyForPickupEndpoint,
  opsRefundOrder,
  opsReviewOrder,
  opsShipOrder,
  opsStartProcessing as opsStartProcessingEndpoint,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../plugins/auth.js';
import type { RequestContext } from '../../plugins/request-context.js';
import { route } from '../../plugins/route.js';
import {
  opsCancel,
  opsComplete,
  opsList,
  opsConfirmPayment,
  opsOrder,
  type OpsCtx,
  opsReadyForPickup,
  opsRefund,
  opsReview,
  opsShip,
  opsStartProcessing,
} from './operations.service.js';

/** The staff operations API (access `staff`: route() answers 401/403 before any of this runs). */
export async function operationsRoutes(app: FastifyInstance) {
  const ops = (ctx: RequestContext, actor: Actor): OpsCtx => ({
    db: app.db,
    locale: ctx.locale,
    actor: `staff:${actor.memberId}`,
    staffId: actor.memberId,
  });
  route(app, opsListOrders, ({ query, ctx, actor }) => opsList(ops(ctx, actor), query));
  route(app, opsOrderDetail, ({ query, ctx, actor }) => opsOrder(ops(ctx, actor), query.orderId));
  route(app, opsReviewOrder, ({ body, ctx, actor }) => opsReview(ops(ctx, actor), body.orderId));
  route(app, opsStartProcessingEndpoint, ({ body, ctx, actor }) => opsStartProcessing(ops(ctx, actor), body.orderId));
  route(app, opsShipOrder, ({ body, ctx, actor }) => opsShip(ops(ctx, actor), body.orderId, body.trackingNumber));
  route(app, opsReadyForPickupEndpoint, ({ body, ctx, actor }) => opsReadyForPickup(ops(ctx, actor), body.orderId));
  route(app, opsCompleteOrder, ({ body, ctx, actor }) => opsComplete(ops(ctx, actor), body.orderId));
  route(app, opsConfirmPaymentEndpoint, ({ body, ctx, actor }) => opsConfirmPayment(ops(ctx, actor), body.orderId));
  route(app, opsCancelOrder, ({ body, ctx, actor }) => opsCancel(ops(ctx, actor), body.orderId, body.reason));
  route(app, opsRefundOrder, ({ body, ctx, actor }) => opsRefund(ops(ctx, actor), body.orderId, body.note ?? null));
}
