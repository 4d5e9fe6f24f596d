import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { type Database, type Db, openDatabase, pgliteDirOf } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seed } from './db/seed/index.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { globalRoutes } from './modules/global/global.routes.js';
import { imageRoutes } from './modules/image/image.routes.js';
import { settingRoutes } from './modules/setting/setting.routes.js';
import { warehouseRoutes } from './modules/warehouse/warehouse.routes.js';
import { ssoRoutes } from './modules/sso/sso.routes.js';
import { envelopePlugin } from './plugins/envelope.js';
import { openApi } from './plugins/openapi.js';
import { requestContext } from './plugins/request-context.js';
import { webPlugin } from './plugins/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
  }
}

export interface BuildOptions {
  /** An open, migrated database (tests pass one per file); otherwise opened from the config. */
  database?: Database;
}

/** Opens the configured database, applies migrations and the idempotent seed. */
export async function prepareDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirOf(config.dataDir),
  });
  try {
    await migrate(database);
    await seed(database, { demo: config.seedDemo });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Tokens and passwords never reach the log, whatever a later log call includes.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.guestauthorization',
          'req.headers.cookie',
          '*.password',
          '*.code',
          '*.smsCode',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    // Behind a load balancer the client's address comes from X-Forwarded-For (rate limits per IP),
    // but only from as many hops as configured: otherwise anyone could choose their own IP.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await prepareDatabase(config));
  const ownsDatabase = !options.database;
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });

  // Brotli/gzip for the storefront's bundles and the API's JSON: a phone on 4G downloads a third.
  await app.register(compress, { threshold: 1024 });
  await app.register(requestContext);
  await app.register(envelopePlugin);
  await app.register(openApi);
  await app.register(
    async (api) => {
      await api.register(globalRoutes);
      await api.register(settingRoutes);
      await api.register(ssoRoutes);
      await api.register(warehouseRoutes);
      await api.register(catalogueRoutes);
      await api.register(imageRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin, { webDistDir: config.webDistDir });
  return app;
}
