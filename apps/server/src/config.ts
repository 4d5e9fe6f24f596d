import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * The one reader of process.env. Every variable is validated here; a bad one stops start-up with
 * its name, so a typo never turns into a half-working server.
 */
const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.INIT_CWD ?? process.cwd(), e.WEB_DIST_DIR) : undefined,
    seedDemo: e.SEED_DEMO,
  };
}
