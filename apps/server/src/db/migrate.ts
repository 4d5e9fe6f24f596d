import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { type Database, type Db, queryRows } from './client.js';

/**
 * Applies the committed SQL migrations (drizzle-kit generated). In the source tree they sit beside
 * this file; the build copies them next to the bundle, so both layouts are looked up.
 */
export function migrationsFolder(): string {
  const candidates = ['./migrations', './db/migrations'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`No migrations folder; looked in ${candidates.join(', ')}`);
  return found;
}

export async function migrate(database: Database): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (database.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    // The migrator wants its own driver's database type, which `Database` holds by its `kind`.
    await run(database.db as never, { migrationsFolder: migrationsFolderPath });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as never, { migrationsFolder: migrationsFolderPath });
  }
}

let buildMigrations: number[] | undefined;
/** When each of this build's migrations was made (the journal's `when`, what drizzle records as `created_at`). */
function buildMigrationTimes(): number[] {
  buildMigrations ??= (
    JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    }
  ).entries.map((e) => e.when);
  return buildMigrations;
}

/**
 * How many of this build's migrations the database lacks (0: at the build's level or beyond, as
 * an old node is while a newer release's expand migrations are applied). Drizzle applies what is
 * newer than the last applied `created_at`, so that is what is compared. Also a reachability check:
 * it throws when the database does not answer.
 */
export async function migrationsBehind(db: Db): Promise<number> {
  const [table] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  let last = -1;
  if (table?.present) {
    const [row] = await queryRows<{ last: number | null }>(
      db,
      sql`select max(created_at)::float8 as last from drizzle.__drizzle_migrations`,
    );
    last = row?.last ?? -1;
  }
  return buildMigrationTimes().filter((when) => when > last).length;
}
