// Starts the built app exactly as `npm start` runs it (bundle + built storefront, one process), on
// a free port with a fresh embedded database, for the end-to-end tests and the Lighthouse bench.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consoleDist, root, serverEntry, webDist } from './build.mjs';

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

// A fresh embedded database is migrated and seeded before the first answer: minutes on a busy machine.
async function waitForHealth(url, child, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

/**
 * @param {{ nodeEnv?: string, label?: string, prepare?: (dataDir: string) => void }} [options]
 * `prepare` fills the fresh data folder before the server opens it (a bigger shop for a bench).
 * @returns {Promise<{ baseURL: string, stop: () => Promise<void> }>}
 */
export async function startBuiltServer({ nodeEnv = 'production', label = 'serve', prepare } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), `sf-${label}-`));
  prepare?.(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: nodeEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // No load balancer to drain from: SIGTERM closes at once.
      SHUTDOWN_DRAIN_SECONDS: '0',
      WEB_DIST_DIR: webDist,
      CONSOLE_DIST_DIR: consoleDist,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child);
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
