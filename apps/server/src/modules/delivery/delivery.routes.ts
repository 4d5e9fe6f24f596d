import { opsDeliveryClosedDay, opsDeliveryList, opsDeliveryUpdate } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';
import { deliveryList, setClosedDay, updateDelivery } from './delivery.service.js';

/** Operations' delivery settings per warehouse (roles declared in the contract). */
export async function deliveryRoutes(app: FastifyInstance) {
  route(app, opsDeliveryList, ({ ctx, actor }) => deliveryList(app.db, actor.memberId, ctx.locale));
  route(app, opsDeliveryUpdate, ({ ctx, actor, body }) => updateDelivery(app.db, actor.memberId, ctx.locale, body));
  route(app, opsDeliveryClosedDay, ({ ctx, actor, body }) => setClosedDay(app.db, actor.memberId, ctx.locale, body));
}
