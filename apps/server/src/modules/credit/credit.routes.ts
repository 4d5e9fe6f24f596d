import { creditSummary } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';
import { creditSummaryOf } from './credit.service.js';

export async function creditRoutes(app: FastifyInstance) {
  route(app, creditSummary, ({ actor }) => creditSummaryOf(app.db, actor.memberId));
}
