import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.js';

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
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator wants its own driver type
    await run(database.db as any, { migrationsFolder: migrationsFolderPath });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await run(database.db as any, { migrationsFolder: migrationsFolderPath });
  }
}
