import { genTokenByCrm, genTokenByManipulateOrder, listCustomers } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { requireStaff } from '../../plugins/auth.js';
import * as manipulate from './manipulate.service.js';

/** Staff ordering on behalf of a customer (DESIGN.md §5). */
export async function manipulateRoutes(app: FastifyInstance) {
  route(app, listCustomers, async ({ req, query }) => {
    await requireStaff(req);
    return manipulate.listCustomers(req, query);
  });
  route(app, genTokenByManipulateOrder, async ({ req, body }) =>
    manipulate.genTokenByManipulateOrder(req, await requireStaff(req), body.memberId),
  );
  route(app, genTokenByCrm, ({ req, body }) => manipulate.genTokenByCrm(req, app.config.crmTicketSecret, body.ticket));
}
