import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './child-server.js';

/**
 * A PostgreSQL server of the test's own, for what must not be done to the shared one: stopping
 * and restarting it under load. Made with the distribution's binaries (`PG_BIN`, default
 * Debian's PostgreSQL 15) in a temporary folder, on a free port, listening on 127.0.0.1 only, with
 * trust authentication. initdb refuses to run as root, so as root every binary runs as the
 * `postgres` OS user (runuser).
 */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const BINARIES = ['initdb', 'pg_ctl', 'postgres'];
const isRoot = process.getuid?.() === 0;
const run = promisify(execFile);

/** Why no private PostgreSQL can be started here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  const missing = BINARIES.filter((b) => !existsSync(join(PG_BIN, b)));
  if (missing.length > 0)
    return `no PostgreSQL binaries (${missing.join(', ')}) in ${PG_BIN}; set PG_BIN to their folder`;
  if (isRoot) {
    if (spawnSync('id', ['-u', 'postgres']).status !== 0) return 'running as root, and there is no postgres OS user';
    if (spawnSync('runuser', ['--help']).error) return 'running as root, and runuser is missing';
  }
  return null;
}

export interface PrivatePostgres {
  /** Connection URL of `database` on this server. */
  url(database: string): string;
  /** `pg_ctl stop -m fast`: active transactions are aborted, connections closed. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`. */
  restart(): Promise<void>;
  /** Stops it (immediately) and removes its folder. */
  destroy(): Promise<void>;
  /** Its log, for a failure message. */
  log(): Promise<string>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'sf-pg-'));
  if (isRoot) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    await chown(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
  const logFile = join(dir, 'log');
  const pgBin = (binary: string, args: string[]) =>
    isRoot
      ? run('runuser', ['-u', 'postgres', '--', join(PG_BIN, binary), ...args], { cwd: dir, timeout: 60_000 })
      : run(join(PG_BIN, binary), args, { cwd: dir, timeout: 60_000 });
  await pgBin('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  // Durability is not what is tested here (a fast shutdown writes a checkpoint): no fsync, for speed.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const pgCtl = (...args: string[]) => pgBin('pg_ctl', ['-D', data, '-w', '-t', '60', ...args]);
  const start = async () => void (await pgCtl('-o', options, '-l', logFile, 'start'));
  await start();
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    start,
    stop: async () => void (await pgCtl('-m', 'fast', 'stop')),
    restart: async () => void (await pgCtl('-m', 'fast', '-o', options, '-l', logFile, 'restart')),
    destroy: async () => {
      await pgCtl('-m', 'immediate', 'stop').catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
    log: () => readFile(logFile, 'utf8').catch(() => ''),
  };
}

/** Creates `name` on the private server (as its superuser). */
export async function createDatabase(server: PrivatePostgres, name: string) {
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}
