import { couponClaim, placeOrder, ResultCode } from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OrderLimits } from '../config.js';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { hit } from '../lib/rate-limit.js';

declare module './request-context.js' {
  interface RequestContext {
    /** Set on order placement only: the limits the placing transaction enforces per buyer. */
    orderLimits?: OrderLimits;
  }
}

const PLACE = `POST /api${placeOrder.path}`;
const CLAIM = `POST /api${couponClaim.path}`;
const WINDOW_SECONDS = 10 * 60;

/**
 * One address (a script, or one shop's worth of customers behind one NAT) gets `perAddress`
 * placement attempts per 10 minutes, every answer counted. In PostgreSQL, so it holds across
 * server processes and under a burst.
 */
async function checkOrderAddressLimit(db: Db, ip: string, limits: OrderLimits) {
  const h = await hit(db, `order:ip:${ip}`, WINDOW_SECONDS, limits.perAddress);
  if (!h.allowed)
    throw new AppError(ResultCode.tooMany, 'abuse.tooManyOrdersFromHere', { minutes: Math.ceil(h.secondsLeft / 60) });
}

async function checkClaimAddressLimit(db: Db, ip: string, limit: number) {
  const h = await hit(db, `coupon-claim:ip:${ip}`, WINDOW_SECONDS, limit);
  if (!h.allowed) throw new AppError(ResultCode.tooMany, 'coupon.tooManyTries', { seconds: h.secondsLeft });
}

/**
 * Per-address limits of the endpoints a script would hammer (docs/reliability.md §6), checked
 * after the caller is known and the body valid, before any work: order placement and coupon
 * claims. The per-buyer order limits run inside the placing transaction (order.limits.ts); this
 * hands them over on the request context. Login and SMS limits live with their services (auth).
 */
export const abuseLimits = fp(async (app: FastifyInstance) => {
  const { orders, couponClaimsPerAddress } = app.config.limits;
  app.addHook('preHandler', async (req: FastifyRequest) => {
    const route = `${req.method} ${req.routeOptions.url ?? ''}`;
    if (route === PLACE) {
      await checkOrderAddressLimit(app.db, req.ip, orders);
      req.ctx.orderLimits = orders;
    } else if (route === CLAIM) {
      await checkClaimAddressLimit(app.db, req.ip, couponClaimsPerAddress);
    }
  });
});
