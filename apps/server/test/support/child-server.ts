import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { type Database, openDatabase, pgliteDirOf } from '../../src/db/client.js';
import { copyPostgresTemplate, RAISED_LIMITS } from './app.js';

/**
 * Real server processes for the crash and two-node tests: `src/server.ts` run by tsx (no build
 * needed), on a database of their own made from the seeded test template — a PostgreSQL database
 * when the run has one, else a PGlite folder on disk.
 */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  /** What a server or the ops CLI needs in its environment to use this database. */
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** A copy of the seeded template the server processes can open (PGlite: a folder on disk). */
export async function createServerDatabase(): Promise<TestDatabase> {
  const source = inject('testDatabase');
  const dataDir = await mkdtemp(join(tmpdir(), 'sf-child-'));
  if (source.kind === 'pglite') {
    const loaded = await openDatabase({
      pgliteDir: pgliteDirOf(dataDir),
      pgliteLoadDataDir: new Blob([await readFile(source.dumpPath)]),
    });
    await loaded.close();
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ pgliteDir: pgliteDirOf(dataDir) }),
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const copy = await copyPostgresTemplate(source.adminUrl, source.template, 'sf_child_');
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: copy.url },
    open: () => openDatabase({ databaseUrl: copy.url }),
    drop: async () => {
      await copy.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

export interface ServerProcess {
  url: string;
  pid: number;
  /** kill -9: no shutdown hook runs, in-flight transactions die with the process. */
  crash(): Promise<void>;
  /** SIGTERM: the clean shutdown `npm start` does on Ctrl-C. */
  stop(): Promise<void>;
  /** The last lines it wrote, for a failure message. */
  output(): string;
  /** Whether the process is still running (it has neither exited nor been killed). */
  running(): boolean;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * Starts a server process on `database` and resolves once it is ready (/api/health/ready, polled, no
 * sleep). `preload`: modules the process imports before the server, after tsx.
 */
export async function startServer(
  database: TestDatabase,
  env: Record<string, string> = {},
  preload: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const imports = ['tsx', ...preload].flatMap((m) => ['--import', m]);
  const child = spawn(process.execPath, [...imports, 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Clients send X-Forwarded-For, so per-address limits see many buyers, as behind a proxy.
      TRUST_PROXY: '1',
      // A test's stop is immediate; the drain itself is tested on its own (deploy-drain.test.ts).
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...RAISED_LIMITS,
      ...database.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (d: Buffer) => (log = (log + d.toString()).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  // Generous: four processes may start at once on two cores, one of them migrating and seeding.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${log}`);
    }
    const ok = await fetch(`${url}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100)); // poll interval while it starts, not a wait for an outcome
  }
  return {
    url,
    pid: child.pid!,
    crash: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    output: () => log,
    running: () => child.exitCode === null && child.signalCode === null,
  };
}

/** Runs `npm run ops -- <args>` as a separate process on `database`; resolves its exit code and output. */
export function runOps(database: TestDatabase, args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/ops/cli.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'error', ...database.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
  });
}
