// Builds a workspace only when its output is missing or older than its sources, so `npm start`
// and the end-to-end tests never serve a stale storefront and never rebuild for nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function newest(dir) {
  if (!existsSync(dir)) return 0;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return max;
}

/** Where a workspace's build notes the source time it was built from. */
const stampOf = (workspace) =>
  // Kept outside the output, which is served.
  join(root, 'node_modules/.cache/storefront-build', `${workspace.replace(/\W+/g, '_')}.built-from`);

/**
 * A build is fresh when its sources are no newer than they were when it *started*: the newest
 * source time seen before building is noted once it succeeds. Comparing with the
 * output's own time would call a build fresh that began before an edit and ended after it.
 */
function ensureBuilt(workspace, output, sources, quiet) {
  const outPath = join(root, output);
  const stampPath = stampOf(workspace);
  const sourcesTime = Math.max(...sources.map((s) => newest(join(root, s))));
  const builtFrom = existsSync(outPath) && existsSync(stampPath) ? Number(readFileSync(stampPath, 'utf8')) : -1;
  if (sourcesTime <= builtFrom) {
    if (quiet) console.log(`${workspace}: up to date`);
    return;
  }
  const started = Date.now();
  if (quiet) process.stdout.write(`building ${workspace}… `);
  else console.log(`building ${workspace}…`);
  // Quiet: a first run shows one line per step; the build's own hundreds of lines only when it fails.
  const result = spawnSync(npm, ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    if (quiet) {
      console.log('failed');
      process.stdout.write(result.stdout ?? '');
      process.stderr.write(result.stderr ?? '');
    }
    process.exit(result.status ?? 1);
  }
  if (quiet) console.log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
  mkdirSync(dirname(stampPath), { recursive: true });
  writeFileSync(stampPath, String(sourcesTime));
}

/** `quiet`: one line per workspace (and the full output only on failure), for a person's first run. */
export function ensureAllBuilt({ quiet = false } = {}) {
  ensureBuilt(
    '@storefront/web',
    'apps/web/dist/index.html',
    [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      // The build's own configuration (the service worker's options are in it).
      'apps/web/vite.config.ts',
      'apps/web/build',
      'packages/contract/src',
    ],
    quiet,
  );
  ensureBuilt(
    '@storefront/console',
    'apps/console/dist/index.html',
    [
      'apps/console/src',
      'apps/console/public',
      'apps/console/index.html',
      'apps/console/vite.config.ts',
      'packages/contract/src',
    ],
    quiet,
  );
  ensureServerBuilt({ quiet });
}

/** The server bundle alone (`npm run migrate` needs no storefront). */
export function ensureServerBuilt({ quiet = false } = {}) {
  ensureBuilt('@storefront/server', 'apps/server/dist/server.js', ['apps/server/src', 'packages/contract/src'], quiet);
}

/**
 * The web's output is not what `npm run build` makes (a build with source maps, `npm run
 * long-tasks -- --sourcemap`): the next `ensureAllBuilt` builds it again, so a bench never measures
 * the bigger files (Lighthouse's script figure grew by 1.6 kB on one).
 */
export function forgetWebBuild() {
  rmSync(stampOf('@storefront/web'), { force: true });
}

export const serverEntry = join(root, 'apps/server/dist/server.js');
/** `migrate` and `seed` of the built server (src/db/cli.ts), for a release step. */
export const dbCliEntry = join(root, 'apps/server/dist/db-cli.js');
export const webDist = join(root, 'apps/web/dist');
export const consoleDist = join(root, 'apps/console/dist');
