import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const root = new URL('../..', import.meta.url).pathname;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

/** Starts the built app exactly as `npm start` runs it, on a free port and a fresh data folder. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'sf-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      // "development" keeps the dev-only SMS outbox readable by the tests; everything else is as `npm start`.
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(root, 'apps/web/dist'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child);
  project.provide('baseURL', baseURL);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  };
}
