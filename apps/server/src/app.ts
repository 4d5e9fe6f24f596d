import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, ConfigError } from './config.js';
import { abuseLimits } from './plugins/abuse-limits.js';
import { type Database, type Db, openDatabase, pgliteDirOf } from './db/client.js';
import { migrate, migrationsBehind } from './db/migrate.js';
import { seedWithUploads } from './shared/uploads/seed.js';
import { addressRoutes } from './modules/address/address.routes.js';
import { uploadRoutes } from './modules/upload/upload.routes.js';
import { couponRoutes } from './modules/coupon/coupon.routes.js';
import { creditRoutes } from './modules/credit/credit.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { globalRoutes } from './modules/global/global.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { lifecycle, requestIdOf } from './plugins/lifecycle.js';
import { metricsPlugin } from './plugins/metrics.js';
import { imageRoutes } from './modules/image/image.routes.js';
import { operationsRoutes } from './modules/order/operations.routes.js';
import { todayRoutes } from './modules/today/today.routes.js';
import { customerRoutes } from './modules/customer/customer.routes.js';
import { deliveryRoutes } from './modules/delivery/delivery.routes.js';
import { orderRoutes } from './modules/order/order.routes.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { settingRoutes } from './modules/setting/setting.routes.js';
import { warehouseRoutes } from './modules/warehouse/warehouse.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { memberRoutes } from './modules/member/member.routes.js';
import { staffRoutes } from './modules/staff/staff.routes.js';
import { consoleRoutes } from './modules/console/console.routes.js';
import { merchandisingRoutes } from './modules/merchandising/merchandising.routes.js';
import { promotionDeskRoutes } from './modules/promotion-desk/desk.routes.js';
import { logSerializers } from './lib/log-safe.js';
import { terminalLogStream } from './lib/terminal-log.js';
import { answerSerializerCompiler } from './plugins/answer-serializer.js';
import { envelopePlugin, envelopeServerOptions } from './plugins/envelope.js';
import { HEADER_PARSE_LIMIT, inputGuard } from './plugins/input-guard.js';
import { ensureServerSecret } from './lib/server-secret.js';
import { useOrderSnKey } from './modules/order/order.ids.js';
import { signUploadUrls, useUploadUrlKey } from './shared/uploads/signed.js';
import { openApi } from './plugins/openapi.js';
import { requestContext } from './plugins/request-context.js';
import { securityHeaders } from './plugins/security-headers.js';
import { webPlugin } from './plugins/web.js';
import { forgetSessions, rememberSessionsFor, SESSIONS_CHANNEL } from './shared/sessions/index.js';
import { limitCatalogueCache } from './shared/catalogue-cache/index.js';
import { openUploadStorage, type UploadStorage } from './shared/uploads/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** Where upload bytes live (UPLOAD_STORAGE): one store every server of a deployment shares. */
    uploads: UploadStorage;
    /** Every API route with its declared access (the authorisation tests walk this list). */
    declaredAccess: { method: string; url: string; access: string; roles: readonly string[] }[];
  }
}

export interface BuildOptions {
  /** An open, migrated database (tests pass one per file); otherwise opened from the config. */
  database?: Database;
}

/**
 * Opens the configured database, applies migrations (or checks they were applied, with
 * MIGRATE_ON_START off) and the idempotent seed, all under the start lock: N processes starting
 * at once on an empty database migrate and seed it once, the others wait and find it done.
 */
export async function prepareDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirOf(config.dataDir),
    poolSize: config.pool.size,
    preparedStatements: config.pool.preparedStatements,
  });
  try {
    await database.exclusive(async () => {
      if (config.migrateOnStart) await migrate(database);
      else await requireMigrated(database);
      await seedWithUploads(config, database);
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function requireMigrated(database: Database): Promise<void> {
  const behind = await migrationsBehind(database.db);
  if (behind > 0)
    throw new ConfigError(
      `The database lacks ${behind} of this build's migrations and MIGRATE_ON_START is off: run \`npm run migrate\` first (docs/deploy.md)`,
    );
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // URLs without personal query values, errors without query parameters.
      serializers: logSerializers,
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
      // A person at a terminal reads one line per request; pipes and log collectors get JSON.
      ...(process.stdout.isTTY ? { stream: terminalLogStream() } : {}),
    },
    // Behind a load balancer the client's address comes from X-Forwarded-For (rate limits per IP),
    // but only from as many hops as configured: otherwise anyone could choose their own IP.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 1024 * 1024,
    // A request must arrive whole within its time, headers sooner: slow sockets are let go (408)
    // instead of held. Node checks its connections every second rather than every 30 s, so a
    // timeout is kept to within a second. An idle socket is closed after twice the request time.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.requestMs * 2,
    http: {
      headersTimeout: config.timeouts.headersMs,
      connectionsCheckingInterval: 1000,
      maxHeaderSize: HEADER_PARSE_LIMIT,
    },
    ...envelopeServerOptions,
    genReqId: requestIdOf,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler(config.env === 'production' ? 'fast' : 'checked'));

  const database = options.database ?? (await prepareDatabase(config));
  const ownsDatabase = !options.database;
  // Order numbers are a keyed permutation of a sequence; every process on this database shares the key.
  useOrderSnKey(await ensureServerSecret(database.db, 'order_sn'));
  // Upload URLs in answers are signed for whoever may read the answer (shared/uploads/signed.ts).
  useUploadUrlKey(await ensureServerSecret(database.db, 'upload_url'));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  rememberSessionsFor(database.db, config.sessionCacheMs);
  // A logout or password change on any server reaches this one's remembered sessions at once.
  const stopListening = await database.listen(SESSIONS_CHANNEL, () => forgetSessions());
  limitCatalogueCache(database.db, config.catalogueCacheBytes);
  app.decorate('declaredAccess', []);
  const uploads = await openUploadStorage(config.uploads, database.db);
  app.decorate('uploads', uploads);
  app.addHook('onClose', async () => {
    await stopListening();
    await uploads.close();
    if (ownsDatabase) await database.close();
  });

  await app.register(metricsPlugin, { listen: config.metrics });
  // Brotli/gzip for the storefront's bundles and the API's JSON: a phone on 4G downloads a third.
  await app.register(compress, { threshold: 1024 });
  await app.register(lifecycle);
  await app.register(securityHeaders);
  await app.register(requestContext);
  await app.register(envelopePlugin);
  await app.register(inputGuard);
  await app.register(abuseLimits);
  await app.register(openApi);
  // Who may call an endpoint is declared where it is registered (the contract's `access`, or
  // `config.access` on the few binary routes and the pages): a route that forgets it stops the server here.
  const requireDeclaredAccess = (r: RouteOptions) => {
    const { access, roles = [] } = (r.config as { access?: string; roles?: readonly string[] } | undefined) ?? {};
    if (!access) throw new Error(`${String(r.method)} ${r.url} declares no access (public, visitor, member, staff)`);
    if (access === 'staff' && roles.length === 0)
      throw new Error(`${String(r.method)} ${r.url} declares no staff roles`);
    app.declaredAccess.push({ method: String(r.method), url: r.url, access, roles });
  };
  await app.register(
    async (api) => {
      api.addHook('onRoute', requireDeclaredAccess);
      // Every answer that names an upload names it signed for its reader.
      api.addHook('onSend', async (_req, _reply, payload) =>
        typeof payload === 'string' ? signUploadUrls(payload) : payload,
      );
      await api.register(healthRoutes);
      await api.register(globalRoutes);
      await api.register(settingRoutes);
      await api.register(authRoutes);
      await api.register(memberRoutes);
      await api.register(staffRoutes);
      await api.register(warehouseRoutes);
      await api.register(catalogueRoutes);
      await api.register(cartRoutes);
      await api.register(imageRoutes);
      await api.register(orderRoutes);
      await api.register(operationsRoutes);
      await api.register(todayRoutes);
      await api.register(customerRoutes);
      await api.register(deliveryRoutes);
      await api.register(merchandisingRoutes);
      await api.register(promotionDeskRoutes);
      await api.register(addressRoutes);
      await api.register(uploadRoutes);
      await api.register(couponRoutes);
      await api.register(creditRoutes);
    },
    { prefix: '/api' },
  );
  // Pages with their boot reads and link previews, sitemap.xml, robots.txt: before the
  // static files, whose history fallback serves every other screen.
  await app.register(async (pages) => {
    pages.addHook('onRoute', requireDeclaredAccess);
    await pages.register(seoRoutes);
  });
  await app.register(consoleRoutes, { consoleDistDir: config.consoleDistDir, mapTileUrl: config.mapTileUrl });
  await app.register(webPlugin, { webDistDir: config.webDistDir });
  return app;
}
