import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { LIMIT_DEFAULTS, loadConfig } from '../../src/config.js';
import { type Database, openDatabase } from '../../src/db/client.js';

/** Opens this test file's own copy of the seeded test database (PGlite or PostgreSQL). */
export async function openTestDatabase(): Promise<Database> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const dump = new Blob([await readFile(source.dumpPath)]);
    return openDatabase({ pgliteLoadDataDir: dump });
  }
  const copy = await copyPostgresTemplate(source.adminUrl, source.template);
  const database = await openDatabase({ databaseUrl: copy.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await copy.drop();
    },
  };
}

/** A new PostgreSQL database copied from the seeded template; `drop` removes it. */
export async function copyPostgresTemplate(adminUrl: string, template: string, prefix = 'sf_t_') {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The abuse limits lifted out of the way (docs/reliability.md §6): tests place hundreds of orders
 * from one address and one visitor. `abuse-limits.test.ts` passes the shop's defaults instead.
 */
export const RAISED_LIMITS = Object.fromEntries(Object.keys(LIMIT_DEFAULTS).map((k) => [k, '1000000000']));

/** A full app on its own database, for `inject` tests. Close it in afterAll. */
export async function createTestApp(env: Record<string, string> = {}) {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    ...RAISED_LIMITS,
    ...env,
  });
  const app = await buildApp(config, { database });
  app.addHook('onClose', () => database.close());
  await app.ready();
  return app;
}
