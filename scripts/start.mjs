// `npm start`: build what is not built yet, then run the API and the built storefront in one
// Node process. Migrations and the demo seed run inside the server at start.
// `npm run start:local` (`--local`) is the same for a demo on this machine: it opens the SMS outbox
// to callers on this machine (SMS_OUTBOX=local) unless SMS_OUTBOX says otherwise; production
// keeps it closed unless asked for, since a proxy that adds no header looks local.
import { spawn } from 'node:child_process';
import { consoleDist, ensureAllBuilt, root, serverEntry, webDist } from './lib/build.mjs';

ensureAllBuilt({ quiet: true });
console.log('starting the server (database and demo data on the first run)…');

// A young generation of 64 MB semi-spaces (V8's default is 16): a cart view allocates ~300 kB that
// dies with its request, and with 16 requests in flight the default one promoted ~45 MB/s of it
// to the old generation, collected by a full GC every ~0.4 s whose pauses made the slowest 1 % of
// answers. `npm run bench` runs the server with the same flag.
const child = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=64', serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    WEB_DIST_DIR: webDist,
    CONSOLE_DIST_DIR: consoleDist,
    ...(process.argv.includes('--local') ? { SMS_OUTBOX: 'local' } : {}),
    ...process.env,
  },
});
// Pass Ctrl-C / SIGTERM on, so the server closes PGlite cleanly before we exit.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

// The one line a person looks for: where to open the storefront, once it answers.
const port = Number(process.env.PORT || 3000);
const address = `http://localhost:${port}`;
const started = Date.now();
let shown = false;
const poll = setInterval(() => {
  if (Date.now() - started > 180_000) return clearInterval(poll);
  fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) })
    .then((res) => {
      if (!res.ok || shown) return;
      shown = true;
      clearInterval(poll);
      console.log(`\nStorefront ready: ${address}  (Ctrl-C stops it)\n`);
    })
    .catch(() => undefined);
}, 500);
