// `npm run dev`: the API (tsx watch, port 3000), the storefront (Vite with hot reload, port
// 3100, proxying /api to the API) and the staff console (Vite, http://localhost:3200/console/)
// side by side; Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const children = ['@storefront/server', '@storefront/web', '@storefront/console'].map((w) =>
  spawn(npm, ['run', 'dev', '-w', w], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
);
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const c of children)
  c.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
