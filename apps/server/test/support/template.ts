import { openDatabase } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { seed } from '../../src/db/seed/index.js';

/** What a test file needs to open its own copy of the migrated, seeded test database. */
export type TestDatabaseSource =
  { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

/** Migrates and seeds a database once per run; every test file starts from a copy of it. */
export async function buildTemplate(options: Parameters<typeof openDatabase>[0]) {
  const database = await openDatabase(options);
  await migrate(database);
  await seed(database, { demo: true });
  return database;
}
