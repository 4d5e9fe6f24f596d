import {
  opsCustomerDetail,
  opsListCustomers,
  opsRecordCredit,
  opsReviewCertification,
  opsSetCredit,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';
import * as customers from './customer.service.js';

/** Staff's customers: reads for operations and finance, each change for its role (declared in the contract). */
export async function customerRoutes(app: FastifyInstance) {
  const ctx = (staffId: number) => ({ db: app.db, staffId });
  route(app, opsListCustomers, ({ query }) => customers.listCustomers(app.db, query));
  route(app, opsCustomerDetail, ({ query }) => customers.customerDetail(app.db, query.memberId));
  route(app, opsReviewCertification, ({ actor, body }) =>
    customers.reviewCertification(ctx(actor.memberId), body.memberId, body.approve),
  );
  route(app, opsSetCredit, ({ actor, body }) => customers.setCredit(ctx(actor.memberId), body));
  route(app, opsRecordCredit, ({ actor, body, ctx: request }) =>
    customers.recordCredit(ctx(actor.memberId), body, request.idempotencyKey),
  );
}
