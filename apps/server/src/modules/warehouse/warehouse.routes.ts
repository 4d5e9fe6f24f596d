import { freightActivityList, listRegionV2, warehousesByAddress } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../../plugins/auth.js';
import { route } from '../../lib/route.js';
import { freightActivities, listRegions, warehousesForAddress } from './warehouse.service.js';

export async function warehouseRoutes(app: FastifyInstance) {
  route(app, listRegionV2, ({ query, ctx }) =>
    listRegions(app.db, ctx.locale, query, query.countryCode?.toUpperCase()),
  );

  route(app, warehousesByAddress, async ({ body, ctx, req }) => {
    const actor = await requireMember(req);
    return warehousesForAddress(app.db, ctx.locale, actor.memberId, body.memberReceiveAddressId);
  });

  route(app, freightActivityList, ({ query, ctx }) =>
    freightActivities(app.db, ctx.locale, query.warehouseId, query.pageNum, query.pageSize),
  );
}
