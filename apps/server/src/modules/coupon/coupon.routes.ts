import { couponClaim, couponList } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';
import { claimCoupon, memberCoupons } from './coupon.service.js';

export async function couponRoutes(app: FastifyInstance) {
  route(app, couponList, ({ ctx, actor, query }) =>
    memberCoupons({ db: app.db, locale: ctx.locale }, actor.memberId, query.state, query.pageNum, query.pageSize),
  );
  route(
    app,
    couponClaim,
    ({ ctx, actor, body }) =>
      claimCoupon({ db: app.db, locale: ctx.locale }, actor.memberId, body.code, body.warehouseId),
    {
      successMessage: 'coupon.claimed',
    },
  );
}
