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
    // The migrator wants its own driver's database type, which `Database` holds by its `kind`.
    await run(database.db as never, { migrationsFolder: migrationsFolderPath });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as never, { migrationsFolder: migrationsFolderPath });
  }
}
