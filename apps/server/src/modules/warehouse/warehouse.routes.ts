import { freightActivityList, listRegionV2, warehousesByAddress } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';
import { freightActivities, listRegions, warehousesForAddress } from './warehouse.service.js';

export async function warehouseRoutes(app: FastifyInstance) {
  route(app, listRegionV2, ({ query, ctx }) =>
    listRegions(app.db, ctx.locale, query, query.countryCode?.toUpperCase()),
  );

  route(app, warehousesByAddress, ({ body, ctx, actor }) =>
    warehousesForAddress(app.db, ctx.locale, actor.memberId, body.memberReceiveAddressId),
  );

  route(app, freightActivityList, ({ query, ctx }) =>
    freightActivities(app.db, ctx.locale, query.warehouseId, query.pageNum, query.pageSize),
  );
}
