// `npm start`: build what is not built yet, then run the API and the built storefront in one
// Node process. Migrations and the demo seed run inside the server at start.
import { spawn } from 'node:child_process';
import { ensureAllBuilt, root, serverEntry, webDist } from './lib/build.mjs';

ensureAllBuilt();

const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', WEB_DIST_DIR: webDist, ...process.env },
});
// Pass Ctrl-C / SIGTERM on, so the server closes PGlite cleanly before we exit.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
