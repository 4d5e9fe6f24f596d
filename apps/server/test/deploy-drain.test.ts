import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, pgliteDirOf } from '../src/db/client.js';
import { type ServerProcess, startServer, type TestDatabase } from './support/child-server.js';

/**
 * Real server processes on one embedded database folder: a second process is refused with the
 * holder's pid, a killed holder's lock is taken over, and SIGTERM drains (readiness 503 while
 * requests are still served) before the process exits. Embedded database only, so it runs once per
 * run, in the pglite project.
 */
const inPglite = inject('testDatabase').kind === 'pglite';
const DRAIN_SECONDS = 2;

let dataDir: string;
let folder: TestDatabase;
const started: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sf-drain-'));
  folder = {
    kind: 'pglite',
    // An empty folder, migrated by the first start; no demo data is needed here.
    env: { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false' },
    open: () => openDatabase({ pgliteDir: pgliteDirOf(dataDir) }),
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
});
afterAll(async () => {
  await Promise.all(started.filter((s) => s.running()).map((s) => s.crash()));
  await folder?.drop();
});

const start = async (env: Record<string, string> = {}) => {
  const server = await startServer(folder, env);
  started.push(server);
  return server;
};
const lockFile = () => `${pgliteDirOf(dataDir)}.lock`;
const status = (url: string) =>
  fetch(url).then(
    (r) => r.status,
    () => 0,
  );

describe.skipIf(!inPglite)('server processes on one embedded database folder', () => {
  it('refuses a second process with the holder pid, and takes over the lock of a killed one', async () => {
    const first = await start();
    expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(first.pid));
    const second = await start().then(
      () => 'started',
      (error: unknown) => String(error),
    );
    expect(second).toMatch(/server exited with 1/);
    expect(second).toContain(`in use by process ${first.pid}`);
    // The first one never noticed.
    expect(await status(`${first.url}/api/health/ready`)).toBe(200);

    await first.crash();
    expect(existsSync(lockFile())).toBe(true); // kill -9 leaves its lock behind, naming a dead pid
    const next = await start();
    expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(next.pid));
    await next.stop();
    expect(existsSync(lockFile())).toBe(false);
  }, 300_000);

  it(`on SIGTERM answers not ready while it keeps serving for ${DRAIN_SECONDS} s, then exits`, async () => {
    const node = await start({ SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS) });
    const signalled = Date.now();
    process.kill(node.pid, 'SIGTERM');
    // Polled until the process has seen the signal; the drain itself is what is measured.
    while ((await status(`${node.url}/api/health/ready`)) !== 503) {
      expect(Date.now() - signalled).toBeLessThan(DRAIN_SECONDS * 1000);
      await new Promise((r) => setTimeout(r, 20));
    }
    const during = await fetch(`${node.url}/api/global/base/getCountry`);
    expect(during.status).toBe(200);
    expect(during.headers.get('connection')).toBe('close');
    expect(await status(`${node.url}/api/health/live`)).toBe(200);
    while (node.running()) await new Promise((r) => setTimeout(r, 50));
    const drained = Date.now() - signalled;
    expect(drained).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
    expect(drained).toBeLessThan(DRAIN_SECONDS * 1000 + 10_000);
    expect(await status(`${node.url}/api/health/live`)).toBe(0);
    expect(node.output()).not.toMatch(/took too long/);
  }, 300_000);

  it('refuses a production start on a shared database without the shared secrets, naming them', async () => {
    // Refused before any connection is tried: the address is never dialled.
    const refused = await startServer(
      { ...folder, env: { DATA_DIR: dataDir, DATABASE_URL: 'postgres://127.0.0.1:1/none' } },
      { NODE_ENV: 'production' },
    ).then(
      () => 'started',
      (error: unknown) => String(error),
    );
    expect(refused).toMatch(/server exited with 1/);
    expect(refused).toMatch(/Refusing to start: SMS_CODE_SECRET and CRM_TICKET_SECRET must be set/);
  }, 120_000);
});
