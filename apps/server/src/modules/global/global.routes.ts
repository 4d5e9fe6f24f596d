import { getCountry, health } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { route } from '../../plugins/route.js';
import { getCountries } from './global.service.js';

export async function globalRoutes(app: FastifyInstance) {
  route(app, getCountry, ({ ctx }) => getCountries(app.db, ctx.locale));

  route(app, health, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: app.database.kind, uptimeSeconds: Math.round(process.uptime()) };
  });
}
