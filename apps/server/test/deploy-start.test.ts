import { randomBytes } from 'node:crypto';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../src/db/client.js';
import { migrationsBehind, migrationsFolder } from '../src/db/migrate.js';
import { runOps, type ServerProcess, startServer, type TestDatabase } from './support/child-server.js';

/**
 * Four server processes started at once on an EMPTY PostgreSQL database, as a deployment's first
 * start (or a scale-out after a release) does: the start lock lets one migrate and seed while the
 * others wait, so every process becomes ready, the migrations are applied once and the demo seed
 * is there exactly once. It brings its own database on the machine's PostgreSQL (127.0.0.1:5432,
 * or the server of TEST_DATABASE_URL), so it runs once per run, in the pglite project; skipped,
 * saying why, when no PostgreSQL answers.
 */
const NODES = 4;
const adminUrl = (() => {
  const u = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  u.pathname = '/postgres';
  return u.toString();
})();
const reachable = await (async () => {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
})();
const inPglite = inject('testDatabase').kind === 'pglite';
if (!reachable && inPglite) console.warn(`deploy-start: skipped, no PostgreSQL answers at ${adminUrl}`);

/** Rows of every table of the public schema. */
async function tableCounts(database: Database): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from "${name}"`));
    counts[name] = row!.n;
  }
  return counts;
}

/**
 * Written by a server process as it starts or serves (its keys, the visitors and sessions of the
 * readiness polls), not by the seed: the once-seeded reference has none of them.
 */
const WRITTEN_AT_START = new Set(['server_secret']);

describe.skipIf(!reachable || !inPglite)(
  `${NODES} server processes started at once on an empty PostgreSQL database`,
  () => {
    const name = `sf_start_${randomBytes(5).toString('hex')}`;
    const url = (() => {
      const u = new URL(adminUrl);
      u.pathname = `/${name}`;
      return u.toString();
    })();
    let admin: pg.Client;
    const dataDirs: string[] = [];
    let nodes: ServerProcess[] = [];
    let database: TestDatabase;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      database = {
        kind: 'postgres',
        env: { DATABASE_URL: url },
        open: () => openDatabase({ databaseUrl: url }),
        drop: async () => void (await admin.query(`drop database if exists ${name} with (force)`)),
      };
    });
    afterAll(async () => {
      await Promise.all(nodes.map((n) => n.stop()));
      await database?.drop();
      await admin?.end();
      await Promise.all(dataDirs.map((d) => rm(d, { recursive: true, force: true })));
    });

    it('all become ready, with one set of migrations, one demo seed, and `ops check --strict` clean', async () => {
      for (let i = 0; i < NODES; i++) dataDirs.push(await mkdtemp(join(tmpdir(), 'sf-start-')));
      // Production, as a shop's nodes run: the shared secrets given, the demo asked for by name.
      const production = {
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        SMS_CODE_SECRET: randomBytes(24).toString('hex'),
        CRM_TICKET_SECRET: randomBytes(24).toString('hex'),
      };
      const started = await Promise.allSettled(
        dataDirs.map((dir) => startServer(database, { ...production, DATA_DIR: dir })),
      );
      nodes = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
      expect(failures).toEqual([]);
      expect(nodes).toHaveLength(NODES);

      for (const node of nodes) {
        const ready = await fetch(`${node.url}/api/health/ready`);
        expect(ready.status).toBe(200);
        expect(((await ready.json()) as { data: { migrationsBehind: number } }).data.migrationsBehind).toBe(0);
      }

      const direct = await database.open();
      try {
        // Each migration of the build once.
        const journal = JSON.parse(await readFile(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
          entries: unknown[];
        };
        const [applied] = await queryRows<{ n: number; distinct: number }>(
          direct.db,
          sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
        );
        expect(applied).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
        expect(await migrationsBehind(direct.db)).toBe(0);

        // The demo seed once: every table holds what one seed of the test template holds (the
        // template is the same seed, run once in one process), nothing twice.
        const source = inject('testDatabase');
        if (source.kind !== 'pglite') throw new Error('runs in the pglite project');
        const reference = await openDatabase({ pgliteLoadDataDir: new Blob([await readFile(source.dumpPath)]) });
        const [once, four] = await Promise.all([tableCounts(reference), tableCounts(direct)]).finally(() =>
          reference.close(),
        );
        const seeded = Object.keys(once).filter((t) => !WRITTEN_AT_START.has(t) && once[t]! > 0);
        expect(seeded.length).toBeGreaterThan(20);
        const differing = seeded.filter((t) => four[t] !== once[t]).map((t) => `${t}: ${four[t]} ≠ ${once[t]}`);
        expect(differing).toEqual([]);
      } finally {
        await direct.close();
      }

      const check = await runOps(database, ['check']);
      expect(check.code, check.out).toBe(0);
      // --strict also counts the units the demo seed sets aside outside any order (a note without
      // it); released as every reliability test does (support/buyers.ts), nothing else may remain.
      const release = await database.open();
      await release.execute('update stock set reserved = 0');
      await release.close();
      const strict = await runOps(database, ['check', '--strict']);
      expect(strict.code, strict.out).toBe(0);
    }, 420_000);
  },
);
