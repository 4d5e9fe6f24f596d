import { getSettings } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';
import { getAppSettings } from './setting.service.js';

export async function settingRoutes(app: FastifyInstance) {
  route(app, getSettings, ({ ctx }) => getAppSettings(app.db, ctx.locale, app.config));
}
