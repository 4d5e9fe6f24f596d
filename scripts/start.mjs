// `npm start`: build what is not built yet, then run the API and the built storefront in one
// Node process. Migrations and the demo seed run inside the server at start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Newest modification time under a folder (sources), to rebuild when they changed. */
function newest(dir) {
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return max;
}

function ensureBuilt(workspace, output, sources) {
  const outPath = join(root, output);
  const stale = !existsSync(outPath) || sources.some((s) => newest(join(root, s)) > statSync(outPath).mtimeMs);
  if (!stale) return;
  console.log(`building ${workspace}…`);
  const result = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

ensureBuilt('@storefront/web', 'apps/web/dist/index.html', [
  'apps/web/src',
  'apps/web/public',
  'packages/contract/src',
]);
ensureBuilt('@storefront/server', 'apps/server/dist/server.js', ['apps/server/src', 'packages/contract/src']);

const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    WEB_DIST_DIR: join(root, 'apps/web/dist'),
    ...process.env,
  },
});
// Pass Ctrl-C / SIGTERM on, so the server closes PGlite cleanly before we exit.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
