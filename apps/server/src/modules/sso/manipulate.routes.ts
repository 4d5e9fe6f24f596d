import { genTokenByCrm, genTokenByManipulateOrder, listCustomers } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';
import * as manipulate from './manipulate.service.js';

/** Staff ordering on behalf of a customer (DESIGN.md §5). */
export async function manipulateRoutes(app: FastifyInstance) {
  route(app, listCustomers, ({ req, query }) => manipulate.listCustomers(req, query));
  route(app, genTokenByManipulateOrder, ({ req, actor, body }) =>
    manipulate.genTokenByManipulateOrder(req, actor, body.memberId),
  );
  route(app, genTokenByCrm, ({ req, body }) => manipulate.genTokenByCrm(req, app.config.crmTicketSecret, body.ticket));
}
