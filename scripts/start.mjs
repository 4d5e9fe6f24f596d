// `npm start`: build what is not built yet, then run the API and the built storefront in one
// Node process. Migrations and the demo seed run inside the server at start.
import { spawn } from 'node:child_process';
import { consoleDist, ensureAllBuilt, root, serverEntry, webDist } from './lib/build.mjs';

ensureAllBuilt();

// A young generation of 64 MB semi-spaces (V8's default is 16): a cart view allocates ~300 kB that
// dies with its request, and with 16 requests in flight the default one promoted ~45 MB/s of it
// to the old generation, collected by a full GC every ~0.4 s whose pauses made the slowest 1 % of
// answers. `npm run bench` runs the server with the same flag.
const child = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=64', serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', WEB_DIST_DIR: webDist, CONSOLE_DIST_DIR: consoleDist, ...process.env },
});
// Pass Ctrl-C / SIGTERM on, so the server closes PGlite cleanly before we exit.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
