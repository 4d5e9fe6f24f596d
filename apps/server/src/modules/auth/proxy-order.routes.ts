import { genTokenByCrm, genTokenByManipulateOrder, listCustomers } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';
import { authCtx } from './auth.ctx.js';
import * as proxyOrder from './proxy-order.service.js';

/** Staff ordering on behalf of a customer (DESIGN.md §5). */
export async function proxyOrderRoutes(app: FastifyInstance) {
  route(app, listCustomers, ({ req, query }) => proxyOrder.listCustomers(authCtx(req), query));
  route(app, genTokenByManipulateOrder, ({ req, actor, body }) =>
    proxyOrder.genTokenByManipulateOrder(authCtx(req), actor, body.memberId),
  );
  route(app, genTokenByCrm, ({ req, body }) =>
    proxyOrder.genTokenByCrm(authCtx(req), app.config.crmTicketSecret, body.ticket),
  );
}
