import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { listenOnPostgres, type StopListening } from './listen.js';
import * as schema from './schema/index.js';
import { type FolderLock, lockFolder } from './folder-lock.js';

export type Schema = typeof schema;
/** The common face of the PGlite and node-postgres drizzle databases. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`: repositories take `Db | Tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs raw SQL (migrations' helpers, tests); rows come back as plain objects. */
  execute(sql: string): Promise<void>;
  /**
   * Calls `onMessage` with the payload of every `NOTIFY channel` (`pg_notify`) sent by any process
   * on this database, this one included. On PGlite only this process can send one.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<StopListening>;
  /**
   * Runs `work` while holding the database's start lock: on PostgreSQL a session advisory lock on
   * a connection of its own (outside the pool, so a pool of one still serves `work`), released
   * when `work` ends or the process dies; on PGlite the folder lock already makes this process the
   * only one.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** The pool's connections (PostgreSQL): open, idle, and requests waiting for one. */
  poolUse(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; ignored with a URL. Omit for an in-memory PGlite. */
  pgliteDir?: string | undefined;
  /** Start the embedded database from a dump (tests start each file from one migrated copy). */
  pgliteLoadDataDir?: Blob | undefined;
  /** PostgreSQL connections of this process (DATABASE_POOL_SIZE); default 10. */
  poolSize?: number | undefined;
  /** Named prepared statements (DATABASE_PREPARED_STATEMENTS); default on. */
  preparedStatements?: boolean | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options);
}

/** Any fixed 64-bit number: the one advisory lock every process takes to migrate and seed. */
const START_LOCK_KEY = '4729351038475102211';

/**
 * Pools and their connections that must not name statements: behind a transaction-mode pooler a
 * statement prepared on one server connection is missing on the next (queryRowsPrepared).
 */
const unprepared = new WeakSet<object>();

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  const prepared = options.preparedStatements ?? true;
  if (!prepared) unprepared.add(pool);
  // A connection cut by the server (restart, failover, pg_terminate_backend) emits 'error' on its
  // client; with no listener that is an uncaught exception and the whole API exits. Idle clients
  // report through the pool; clients checked out (a transaction, a query in flight) through their
  // own listener. Either way the query in flight fails (a 503, see isDatabaseUnavailable), the pool
  // drops the broken client, and the next request gets a fresh connection once PostgreSQL is back.
  const report = (error: Error) => console.error(`postgres: connection error: ${error.message}`);
  pool.on('error', report);
  // pg's `pool.end()` resolves once it has asked its clients to end, before their connections have
  // closed; `close()` waits for them, so a database dropped or a server stopped right after sees
  // no live connection (the bench's drop reported each one as a connection error).
  const open = new Set<PoolClient>();
  pool.on('connect', (client) => {
    if (!prepared) unprepared.add(client);
    client.on('error', report);
    open.add(client);
    client.once('end', () => open.delete(client));
  });
  // Fail at start, not at the first request, when the server is unreachable.
  await pool.query('select 1');
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    execute: async (sql) => void (await pool.query(sql)),
    listen: (channel, onMessage) => listenOnPostgres(url, channel, onMessage),
    exclusive: async (work) => {
      const holder = new pg.Client({ connectionString: url });
      holder.on('error', report);
      await holder.connect();
      try {
        await holder.query(`select pg_advisory_lock(${START_LOCK_KEY})`);
        return await work();
      } finally {
        // Ending the session releases the lock, even when the unlock itself is not reached.
        await holder.end().catch(() => undefined);
      }
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      const closing = [...open].map((client) => new Promise((done) => client.once('end', done)));
      await pool.end();
      await Promise.all(closing);
    },
  };
}

async function openPglite(options: OpenOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  let folderLock: FolderLock | null = null;
  if (options.pgliteDir) {
    await mkdir(options.pgliteDir, { recursive: true });
    folderLock = await lockFolder(options.pgliteDir);
  }
  let client;
  try {
    client = await PGlite.create({
      dataDir: options.pgliteDir,
      loadDataDir: options.pgliteLoadDataDir,
      // Search folds accents and matches trigrams on both databases (DESIGN.md "Catalogue").
      extensions: { pg_trgm, unaccent },
    });
  } catch (error) {
    await folderLock?.release();
    throw error;
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    execute: async (sql) => void (await client.exec(sql)),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    exclusive: (work) => work(),
    poolUse: () => null,
    close: async () => {
      try {
        await client.close();
      } finally {
        await folderLock?.release();
      }
    },
  };
}

/** SQLSTATE classes and codes that mean "the database is not reachable right now", not "bad query". */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '55P03']);
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error|Cannot use a pool after calling end/i;

/**
 * Whether an error (or the error it wraps: drizzle puts the driver's in `cause`) says the database
 * connection is gone: the request may succeed if retried, so it is a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (code.startsWith('08') || UNAVAILABLE_CODES.has(code) || UNAVAILABLE_NODE_CODES.has(code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

export const pgliteDirOf = (dataDir: string) => join(dataDir, 'db');

/**
 * Runs a raw SQL query and returns its rows. PGlite and node-postgres both answer `{rows}`;
 * cast numbers in SQL (`::int`, `::float8`) since node-postgres returns int8 as strings.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  // The generic result type names no driver: both drivers' results carry `rows`.
  const result = (await db.execute<Record<string, unknown>>(query)) as { rows: T[] };
  return result.rows;
}

const preparedDialect = new PgDialect();

// The few fixed texts' names, so a request does not hash its statement's text again.
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (statementNames.size < 1_000) statementNames.set(text, name);
  }
  return name;
}

/**
 * Runs a query whose text never changes (values only in parameters) as a named prepared statement
 * on PostgreSQL — inside a transaction too, on the transaction's own connection — so each
 * connection parses and plans it once and later runs send no text: on the order path, planning
 * cost about as much as running. The name is derived from the text, so a name always goes with
 * the same text. Never for text that varies with the input (one statement per variant would pile
 * up on every connection). On PGlite (one in-process connection, no planning worth saving) it runs
 * as plain SQL.
 */
export async function queryRowsPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  // drizzle keeps the connection of a database or transaction as `session.client`: the pool, or
  // inside a transaction the pooled client it runs on; PGlite's is the PGlite instance.
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client as
    { query?: unknown; totalCount?: unknown; connectionParameters?: unknown } | undefined;
  const isNodePg =
    !!client && (typeof client.totalCount === 'number' || typeof client.connectionParameters === 'object');
  if (!isNodePg || typeof client.query !== 'function' || unprepared.has(client)) return queryRows<T>(db, query);
  const { sql: text, params } = preparedDialect.sqlToQuery(query);
  const name = statementName(text);
  const result = await (client.query as (q: object) => Promise<{ rows: T[] }>)({ name, text, values: params });
  return result.rows;
}
