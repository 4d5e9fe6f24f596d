import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { StorageSettings } from './shared/uploads/storage.js';

/**
 * The one reader of process.env. Every variable is validated here; a bad one stops start-up with
 * its name, so a typo never turns into a half-working server.
 */
const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Known to everyone who reads this file, so production refuses it (crmTicketSecret is then null). */
const DEV_CRM_SECRET = 'dev-only-crm-ticket-secret-change-me';
const DEV_SMS_SECRET = 'dev-only-sms-code-secret-change-me';

/**
 * The abuse limits a shop starts with (docs/reliability.md §6). Tests and the bench raise them for
 * their crowds of buyers behind one address (test/support/app.ts, bench/run.ts).
 */
export const LIMIT_DEFAULTS = {
  LIMIT_ORDERS_PER_ADDRESS: 60,
  LIMIT_ORDERS_PER_BUYER: 20,
  LIMIT_OPEN_ORDERS_PER_BUYER: 5,
  LIMIT_RESERVED_UNITS_PER_BUYER: 500,
  // A household's grocery order: 20 of one item (two trays of eggs, a case of water) is a lot;
  // more is a reseller's or a hoarder's order, for the shop to take by phone.
  LIMIT_UNITS_PER_SKU_PER_ORDER: 20,
  LIMIT_UNITS_PER_SKU_PER_BUYER: 40,
  // Visitor tokens are free, so one client address is counted too, for orders without money only:
  // generous, since a carrier's or an office's NAT puts many shoppers behind one address.
  LIMIT_UNITS_PER_SKU_PER_ADDRESS: 100,
  LIMIT_COUPON_CLAIMS_PER_ADDRESS: 60,
} as const;
const limit = z.coerce.number().int().min(1).max(1_000_000_000);

const envSchema = z.object({
  /**
   * Production unless asked otherwise: a built server started with no environment (a container,
   * `node dist/server.js`) must not open development doors. `npm run dev` and the tests ask.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Default: all interfaces in production; this machine only in development and tests. */
  HOST: z.string().min(1).optional(),
  /**
   * Everything the embedded default writes: PGlite in DATA_DIR/db, uploads in DATA_DIR/uploads.
   * A relative path is taken from where npm was run (INIT_CWD), so `npm start`, `npm run dev` and
   * `npm run db:seed` at the repo root all use the same ./data although npm runs workspace scripts
   * from the workspace folder.
   */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://… switches from the embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built storefront served beside the API; unset in tests that only need the API. */
  WEB_DIST_DIR: z.string().optional(),
  /** Built staff console served under /console (apps/console/dist); unset: no console. */
  CONSOLE_DIST_DIR: z.string().optional(),
  /**
   * Seed the demo data into an empty database at start. Unset: on for the embedded database and
   * for development; off for a production server on DATABASE_URL (a shop's own database).
   */
  SEED_DEMO: booleanish.optional(),
  /**
   * Apply the migrations at start (under an advisory lock, so N processes starting at once apply
   * them once). Off: the release runs `npm run migrate` first, and a server whose database is
   * behind its build refuses to start (docs/deploy.md).
   */
  MIGRATE_ON_START: booleanish.default(true),
  /**
   * After SIGTERM: how long the server keeps serving while its readiness answers 503, so the load
   * balancer takes it out of rotation before it closes (seconds).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /** Connections each server process keeps to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * Named prepared statements on the hot paths. Off behind a transaction-mode pooler (PgBouncer),
   * where consecutive queries may run on different server connections.
   */
  DATABASE_PREPARED_STATEMENTS: booleanish.default(true),
  /** Prometheus metrics on a listener of their own (never the public port); unset: off. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Interface of the metrics listener: this machine only unless opened (a container: 0.0.0.0). */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * How many proxies in front of us to believe in X-Forwarded-For (rate limits are per client IP).
   * Unset: trust none, so a caller cannot pick their own IP by sending the header.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * How long a server remembers a live session (ms) instead of reading it on every request. Its own
   * revocations are immediate; another process's are seen within this time. 0: read every time.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /**
   * How long a whole request (headers and body) may take to arrive: a slow client (or a slowloris
   * sending a byte now and then) loses its socket then, with a 408. 60 s lets a 10 MB photo come
   * at 1.5 Mbit/s. Headers alone get HEADERS_TIMEOUT_MS.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(60_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(10_000),
  /**
   * What the catalogue cache may hold (MB, as estimated: shared/catalogue-cache): ranked searches,
   * lists' choices, card and pricing rows. Least recently used out beyond it.
   */
  CATALOGUE_CACHE_MB: z.coerce.number().int().min(1).max(65_536).default(256),
  /**
   * Map tiles of AddAddress's "modify location" ({z}/{x}/{y}, https). OpenStreetMap's by default;
   * a shop with heavy traffic points it at its own tile server or provider (OSM's tile policy).
   * `off` shows no map: the address is placed by the phone's position or typed coordinates. Its
   * origin is added to the CSP's img-src.
   */
  MAP_TILE_URL: z
    .union([
      z.literal('off'),
      z
        .url({ protocol: /^https$/ })
        .refine((u) => ['{z}', '{x}', '{y}'].every((p) => u.includes(p)), 'needs {z}, {x} and {y}'),
    ])
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /**
   * Shared with the CRM: signs proxy-login tickets. Production needs its own (see loadConfig);
   * `off` says there is no CRM (proxy login shut, nothing to share between processes).
   */
  CRM_TICKET_SECRET: z.union([z.literal('off'), z.string().min(16)]).default(DEV_CRM_SECRET),
  /** HMAC key of stored SMS codes; shared by every server process of one deployment. */
  SMS_CODE_SECRET: z.string().min(16).optional(),
  /** `log`: the server log and the dev outbox; `http`: POST JSON to SMS_HTTP_URL. */
  SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  /**
   * The outbox of the `log` sender (codes of a server with no SMS provider): `local` answers only
   * callers on this machine, `network` anyone (an explicit choice, for a demo on phones), `off`.
   * Unset, it is `local` in development and tests and `off` in production: a production server
   * behind a proxy that adds no header cannot tell its callers from local ones, so the operator
   * opens it by name (`npm run start:local` does, for a demo on a laptop).
   */
  SMS_OUTBOX: z.enum(['local', 'network', 'off']).optional(),
  /**
   * Abuse limits (docs/reliability.md §6). Order placement attempts per client address in 10
   * minutes: generous, since one mobile carrier or office NAT puts many shoppers behind one address.
   */
  LIMIT_ORDERS_PER_ADDRESS: limit.default(LIMIT_DEFAULTS.LIMIT_ORDERS_PER_ADDRESS),
  /** Orders one visitor or member places in an hour. */
  LIMIT_ORDERS_PER_BUYER: limit.default(LIMIT_DEFAULTS.LIMIT_ORDERS_PER_BUYER),
  /** Orders of one visitor or member awaiting payment or review at once (they hold stock). */
  LIMIT_OPEN_ORDERS_PER_BUYER: limit.default(LIMIT_DEFAULTS.LIMIT_OPEN_ORDERS_PER_BUYER),
  /** Units those open orders may hold reserved, together. */
  LIMIT_RESERVED_UNITS_PER_BUYER: limit.default(LIMIT_DEFAULTS.LIMIT_RESERVED_UNITS_PER_BUYER),
  /** Units of one SKU in one order (below the cart's per-line setting, which is the shop's display cap). */
  LIMIT_UNITS_PER_SKU_PER_ORDER: limit.default(LIMIT_DEFAULTS.LIMIT_UNITS_PER_SKU_PER_ORDER),
  /** Units of one SKU that one visitor's or member's open orders (this one included) may hold together. */
  LIMIT_UNITS_PER_SKU_PER_BUYER: limit.default(LIMIT_DEFAULTS.LIMIT_UNITS_PER_SKU_PER_BUYER),
  /** Units of one SKU that open orders without confirmed money from one client address may hold together. */
  LIMIT_UNITS_PER_SKU_PER_ADDRESS: limit.default(LIMIT_DEFAULTS.LIMIT_UNITS_PER_SKU_PER_ADDRESS),
  /**
   * How long a transfer receipt may wait for finance to confirm the money before the order is
   * cancelled and its stock and slot released (minutes; docs/decisions/0041-unpaid-holds.md).
   */
  HOLD_RECEIPT_VERIFICATION_MINUTES: z.coerce.number().int().min(1).max(10_080).default(1_440),
  /** How long a cash-on-delivery order holds stock and a slot until operations approve it (minutes). */
  HOLD_CASH_ON_DELIVERY_MINUTES: z.coerce.number().int().min(1).max(10_080).default(720),
  /** Coupon claims by code from one address in 10 minutes (each member has 10 of their own). */
  LIMIT_COUPON_CLAIMS_PER_ADDRESS: limit.default(LIMIT_DEFAULTS.LIMIT_COUPON_CLAIMS_PER_ADDRESS),
  /**
   * Where upload bytes live: `disk` (DATA_DIR/uploads, one server), `postgres` (the database) or
   * `s3` (an S3-compatible bucket, S3_*). Several servers need `postgres` or `s3`.
   */
  UPLOAD_STORAGE: z.enum(['disk', 'postgres', 's3']).default('disk'),
  /** The store's address; unset for AWS's own S3 (from S3_REGION). */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** `auto` for R2; any name for MinIO. */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset: the AWS SDK's own chain (AWS_* variables, an instance or task role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (`host/bucket/key`), as MinIO and most self-hosted stores want. */
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  /** Set by npm: the folder npm was started in. */
  INIT_CWD: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Order placement limits (config.ts, `LIMIT_*`): what one client, visitor or member may do. */
export interface OrderLimits {
  /** Placement attempts from one address in 10 minutes, every answer counted (replays too). */
  perAddress: number;
  /** Orders one visitor or member places in an hour (replays of a key are not new orders). */
  perBuyer: number;
  /** Orders of one visitor or member awaiting payment or review at once. */
  openPerBuyer: number;
  /** Units those open orders (this one included) may hold reserved. */
  reservedUnitsPerBuyer: number;
  /** Units of one SKU in one order. */
  unitsPerSkuPerOrder: number;
  /** Units of one SKU the buyer's open orders (this one included) may hold together. */
  unitsPerSkuPerBuyer: number;
  /** Units of one SKU that open orders without confirmed money from one client address may hold together. */
  unitsPerSkuPerAddress: number;
}

/** Deadlines of holds without confirmed money (HOLD_*), in minutes. */
export interface HoldDeadlines {
  receiptVerificationMinutes: number;
  cashOnDeliveryMinutes: number;
}

export interface Config {
  env: Env['NODE_ENV'];
  /** Whether HOST is this machine only (loopback). */
  hostIsLocal: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  consoleDistDir: string | undefined;
  seedDemo: boolean;
  /** MIGRATE_ON_START: apply migrations at start; otherwise only check the database is at the build's level. */
  migrateOnStart: boolean;
  /** SHUTDOWN_DRAIN_SECONDS in ms: serving on with readiness 503 after SIGTERM. */
  shutdownDrainMs: number;
  /** PostgreSQL pool per process and whether it names prepared statements. */
  pool: { size: number; preparedStatements: boolean };
  /** The Prometheus listener; null: no metrics. */
  metrics: { port: number; host: string } | null;
  /** Variables a production process on a shared database must be given (refuseUnsharedSecrets). */
  unsharedSecrets: string[];
  trustProxyHops: number;
  /** SESSION_CACHE_MS: how long a live session is remembered; 0 off. */
  sessionCacheMs: number;
  /** REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS (never above the first). */
  timeouts: { requestMs: number; headersMs: number };
  /** CATALOGUE_CACHE_MB in bytes: the catalogue cache's budget. */
  catalogueCacheBytes: number;
  /** Map tiles for AddAddress (MAP_TILE_URL); null: no map. */
  mapTileUrl: string | null;
  /** null: CRM proxy login is off (production without a secret of its own); every ticket is a 401. */
  crmTicketSecret: string | null;
  sms: {
    provider: 'log' | 'http';
    http: { url: string; token: string } | null;
    codeSecret: string;
    /** Who may read the log sender's outbox; null: there is none (a real provider, or off). */
    outbox: 'local' | 'network' | null;
  };
  /** Abuse limits (LIMIT_*): order placement per address and per buyer, coupon claims per address. */
  limits: {
    orders: OrderLimits;
    couponClaimsPerAddress: number;
  };
  holds: HoldDeadlines;
  /** Where upload bytes live (UPLOAD_STORAGE, S3_*). */
  uploads: StorageSettings;
  /** Start-up warnings the server logs once: something an operator should change. */
  warnings: string[];
  /** What a person starting the server should know (printed under the URL at start). */
  notices: string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset: `PORT= npm start` should mean the default, not an error.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const host = e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1');
  const hostIsLocal = isLoopbackHost(host);
  const warnings: string[] = [];
  const notices: string[] = [];
  const problems: string[] = [];
  if (e.SMS_PROVIDER === 'http' && (!e.SMS_HTTP_URL || !e.SMS_HTTP_TOKEN)) {
    problems.push('SMS_HTTP_URL and SMS_HTTP_TOKEN: required when SMS_PROVIDER=http');
  }
  // The published dev secret signs tickets only for a development server that nobody else can
  // reach; anywhere else the CRM door needs a secret of its own or stays shut.
  let crmTicketSecret: string | null = e.CRM_TICKET_SECRET === 'off' ? null : e.CRM_TICKET_SECRET;
  // Each process of a production deployment on one database must hold the same keys: a random
  // key per process would make an SMS code sent through one node fail on the next.
  const unsharedSecrets: string[] = [];
  if (production && e.DATABASE_URL) {
    if (!e.SMS_CODE_SECRET || e.SMS_CODE_SECRET === DEV_SMS_SECRET) unsharedSecrets.push('SMS_CODE_SECRET');
    if (e.CRM_TICKET_SECRET === DEV_CRM_SECRET) unsharedSecrets.push('CRM_TICKET_SECRET');
  }
  if (crmTicketSecret === null) {
    notices.push('CRM proxy login (genTokenByCrm) is off (CRM_TICKET_SECRET=off)');
  } else if (crmTicketSecret === DEV_CRM_SECRET && (production || !hostIsLocal)) {
    crmTicketSecret = null;
    notices.push('CRM proxy login (genTokenByCrm) is off: set CRM_TICKET_SECRET to turn it on');
  } else if (production && crmTicketSecret.length < 32) {
    problems.push('CRM_TICKET_SECRET: at least 32 characters in production');
  }
  let codeSecret = e.SMS_CODE_SECRET ?? DEV_SMS_SECRET;
  if (production && (!e.SMS_CODE_SECRET || e.SMS_CODE_SECRET === DEV_SMS_SECRET)) {
    // One process lives happily with a random key (codes last 5 minutes); several processes
    // sharing a database need SMS_CODE_SECRET (README, Configuration).
    codeSecret = randomBytes(32).toString('hex');
  }
  const outboxAsked = e.SMS_OUTBOX ?? (production ? 'off' : 'local');
  const outbox = e.SMS_PROVIDER === 'log' && outboxAsked !== 'off' ? outboxAsked : null;
  if (e.SMS_PROVIDER === 'log' && !outbox) {
    notices.push(
      'No SMS provider: codes are not sent, and their outbox is closed. The demo accounts log in with a password;',
      'to read codes on this machine, start with SMS_OUTBOX=local (`npm run start:local`).',
    );
  }
  if (outbox === 'network') {
    warnings.push('SMS_OUTBOX=network: anyone who can reach this server can read SMS codes and log in as any phone');
  }
  if (!production && !hostIsLocal) {
    warnings.push(`NODE_ENV=${e.NODE_ENV} listening on ${host}: development mode is reachable from other machines`);
  }
  if (e.UPLOAD_STORAGE === 's3' && !e.S3_BUCKET) problems.push('S3_BUCKET: required when UPLOAD_STORAGE=s3');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (e.DATABASE_URL && e.UPLOAD_STORAGE === 'disk') {
    warnings.push(
      'UPLOAD_STORAGE=disk: uploads stay on this server; with several servers set UPLOAD_STORAGE=postgres or s3',
    );
  }
  if (problems.length > 0) throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host,
    hostIsLocal,
    dataDir: resolve(e.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.INIT_CWD ?? process.cwd(), e.WEB_DIST_DIR) : undefined,
    consoleDistDir: e.CONSOLE_DIST_DIR ? resolve(e.INIT_CWD ?? process.cwd(), e.CONSOLE_DIST_DIR) : undefined,
    seedDemo: e.SEED_DEMO ?? !(production && e.DATABASE_URL),
    migrateOnStart: e.MIGRATE_ON_START,
    shutdownDrainMs: Math.round(e.SHUTDOWN_DRAIN_SECONDS * 1000),
    pool: { size: e.DATABASE_POOL_SIZE, preparedStatements: e.DATABASE_PREPARED_STATEMENTS },
    metrics: e.METRICS_PORT === undefined ? null : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    unsharedSecrets,
    trustProxyHops: e.TRUST_PROXY,
    sessionCacheMs: e.SESSION_CACHE_MS,
    timeouts: { requestMs: e.REQUEST_TIMEOUT_MS, headersMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS) },
    catalogueCacheBytes: e.CATALOGUE_CACHE_MB * 1024 * 1024,
    mapTileUrl: e.MAP_TILE_URL === 'off' ? null : e.MAP_TILE_URL,
    crmTicketSecret,
    sms: {
      provider: e.SMS_PROVIDER,
      http: e.SMS_HTTP_URL && e.SMS_HTTP_TOKEN ? { url: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN } : null,
      codeSecret,
      outbox,
    },
    limits: {
      orders: {
        perAddress: e.LIMIT_ORDERS_PER_ADDRESS,
        perBuyer: e.LIMIT_ORDERS_PER_BUYER,
        openPerBuyer: e.LIMIT_OPEN_ORDERS_PER_BUYER,
        reservedUnitsPerBuyer: e.LIMIT_RESERVED_UNITS_PER_BUYER,
        unitsPerSkuPerOrder: e.LIMIT_UNITS_PER_SKU_PER_ORDER,
        unitsPerSkuPerBuyer: e.LIMIT_UNITS_PER_SKU_PER_BUYER,
        unitsPerSkuPerAddress: e.LIMIT_UNITS_PER_SKU_PER_ADDRESS,
      },
      couponClaimsPerAddress: e.LIMIT_COUPON_CLAIMS_PER_ADDRESS,
    },
    holds: {
      receiptVerificationMinutes: e.HOLD_RECEIPT_VERIFICATION_MINUTES,
      cashOnDeliveryMinutes: e.HOLD_CASH_ON_DELIVERY_MINUTES,
    },
    uploads: {
      kind: e.UPLOAD_STORAGE,
      diskRoot: resolve(e.INIT_CWD ?? process.cwd(), e.DATA_DIR, 'uploads'),
      s3:
        e.UPLOAD_STORAGE === 's3' && e.S3_BUCKET
          ? {
              endpoint: e.S3_ENDPOINT,
              bucket: e.S3_BUCKET,
              region: e.S3_REGION,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            }
          : null,
    },
    warnings,
    notices,
  };
}

/**
 * Stops a server start (not the migrate or ops commands) that would pick a key of its own where
 * every process on the database must share one, naming each variable to set.
 */
export function refuseUnsharedSecrets(config: Config): void {
  if (config.unsharedSecrets.length === 0) return;
  const names = config.unsharedSecrets.join(' and ');
  throw new ConfigError(
    `Refusing to start: ${names} must be set in production with DATABASE_URL, the same value on every server process ` +
      `(CRM_TICKET_SECRET=off when there is no CRM); see docs/deploy.md`,
  );
}

/** 127.0.0.0/8, ::1 and localhost: an address only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(h);
}
