import { z } from 'zod';
import { type Base, booleanish } from './base.js';

export const databaseEnv = z.object({
  /** postgres://… switches from the embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
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
  /** Connections each server process keeps to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * Named prepared statements on the hot paths. Off behind a transaction-mode pooler (PgBouncer),
   * where consecutive queries may run on different server connections.
   */
  DATABASE_PREPARED_STATEMENTS: booleanish.default(true),
});

export interface DatabaseConfig {
  databaseUrl: string | undefined;
  seedDemo: boolean;
  /** MIGRATE_ON_START: apply migrations at start; otherwise only check the database is at the build's level. */
  migrateOnStart: boolean;
  /** PostgreSQL pool per process and whether it names prepared statements. */
  pool: { size: number; preparedStatements: boolean };
}

/** Which database, how it is prepared at start, and the pool. */
export function readDatabase(e: z.infer<typeof databaseEnv>, base: Base): DatabaseConfig {
  return {
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO ?? !(base.production && e.DATABASE_URL),
    migrateOnStart: e.MIGRATE_ON_START,
    pool: { size: e.DATABASE_POOL_SIZE, preparedStatements: e.DATABASE_PREPARED_STATEMENTS },
  };
}
