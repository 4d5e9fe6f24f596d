import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';

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

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
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
  /** Seed the demo data into an empty database at start (default on). */
  SEED_DEMO: booleanish.default(true),
  /**
   * How many proxies in front of us to believe in X-Forwarded-For (rate limits are per client IP).
   * Unset: trust none, so a caller cannot pick their own IP by sending the header.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Shared with the CRM: signs proxy-login tickets. Production needs its own (see loadConfig). */
  CRM_TICKET_SECRET: z.string().min(16).default(DEV_CRM_SECRET),
  /** HMAC key of stored SMS codes; shared by every server process of one deployment. */
  SMS_CODE_SECRET: z.string().min(16).optional(),
  /** `log`: the server log and the dev outbox; `http`: POST JSON to SMS_HTTP_URL. */
  SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  /** Set by npm: the folder npm was started in. */
  INIT_CWD: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  seedDemo: boolean;
  trustProxyHops: number;
  /** null: CRM proxy login is off (production without a secret of its own); every ticket is a 401. */
  crmTicketSecret: string | null;
  sms: {
    provider: 'log' | 'http';
    http: { url: string; token: string } | null;
    codeSecret: string;
  };
  /** Start-up warnings the server logs once (settings that work but should not stay). */
  warnings: string[];
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
  const warnings: string[] = [];
  const problems: string[] = [];
  if (e.SMS_PROVIDER === 'http' && (!e.SMS_HTTP_URL || !e.SMS_HTTP_TOKEN)) {
    problems.push('SMS_HTTP_URL and SMS_HTTP_TOKEN: required when SMS_PROVIDER=http');
  }
  // A production secret must be long and not the published dev default. Absent, the CRM door stays
  // shut rather than stopping `npm start`, which runs in production mode with no configuration.
  let crmTicketSecret: string | null = e.CRM_TICKET_SECRET;
  if (production && crmTicketSecret === DEV_CRM_SECRET) {
    crmTicketSecret = null;
    warnings.push('CRM_TICKET_SECRET is not set: CRM proxy login (genTokenByCrm) is disabled');
  } else if (production && crmTicketSecret.length < 32) {
    problems.push('CRM_TICKET_SECRET: at least 32 characters in production');
  }
  let codeSecret = e.SMS_CODE_SECRET ?? DEV_SMS_SECRET;
  if (production && (!e.SMS_CODE_SECRET || e.SMS_CODE_SECRET === DEV_SMS_SECRET)) {
    // One process can live with a random key (codes last 5 minutes); several need a shared one.
    codeSecret = randomBytes(32).toString('hex');
    warnings.push('SMS_CODE_SECRET is not set: using a per-process key; set it when running several processes');
  }
  if (production && e.SMS_PROVIDER === 'log') {
    warnings.push('SMS_PROVIDER=log in production: codes are not delivered to anyone (use http)');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.INIT_CWD ?? process.cwd(), e.WEB_DIST_DIR) : undefined,
    seedDemo: e.SEED_DEMO,
    trustProxyHops: e.TRUST_PROXY,
    crmTicketSecret,
    sms: {
      provider: e.SMS_PROVIDER,
      http: e.SMS_HTTP_URL && e.SMS_HTTP_TOKEN ? { url: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN } : null,
      codeSecret,
    },
    warnings,
  };
}
