import { resolve } from 'node:path';
import { z } from 'zod';

/** A variable that is wrong, or missing where another needs it: start-up stops and names it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** What reading the variables found besides values: each concern adds its own. */
export interface Findings {
  /** Combinations that cannot work: start-up stops with all of them. */
  problems: string[];
  /** Start-up warnings the server logs once: something an operator should change. */
  warnings: string[];
  /** What a person starting the server should know (printed under the URL at start). */
  notices: string[];
}

export const baseEnv = z.object({
  /**
   * Production unless asked otherwise: a built server started with no environment (a container,
   * `node dist/server.js`) must not open development doors. `npm run dev` and the tests ask.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /**
   * Everything the embedded default writes: PGlite in DATA_DIR/db, uploads in DATA_DIR/uploads.
   * A relative path is taken from where npm was run (INIT_CWD), so `npm start`, `npm run dev` and
   * `npm run db:seed` at the repo root all use the same ./data although npm runs workspace scripts
   * from the workspace folder.
   */
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set by npm: the folder npm was started in. */
  INIT_CWD: z.string().optional(),
});

export interface BaseConfig {
  env: z.infer<typeof baseEnv>['NODE_ENV'];
  dataDir: string;
  logLevel: z.infer<typeof baseEnv>['LOG_LEVEL'];
}

/** What every concern's reader may ask: the mode, and paths taken from where npm was run. */
export interface Base {
  env: BaseConfig['env'];
  production: boolean;
  /** A path relative to where npm was started (INIT_CWD), else to the working folder. */
  fromStart(...path: string[]): string;
}

export function readBase(e: z.infer<typeof baseEnv>): { base: Base; config: BaseConfig } {
  const fromStart = (...path: string[]) => resolve(e.INIT_CWD ?? process.cwd(), ...path);
  return {
    base: { env: e.NODE_ENV, production: e.NODE_ENV === 'production', fromStart },
    config: { env: e.NODE_ENV, dataDir: fromStart(e.DATA_DIR), logLevel: e.LOG_LEVEL },
  };
}
