// `npm run test:e2e`: end-to-end tests in a real Chromium at a phone viewport, against the app as
// `npm start` serves it (built storefront + API in one process, fresh embedded database).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureBrowser } from './lib/browser.mjs';
import { ensureAllBuilt, root } from './lib/build.mjs';

const chrome = ensureBrowser();
ensureAllBuilt();
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const result = spawnSync(
  process.execPath,
  [vitest, 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chrome },
  },
);
process.exit(result.status ?? 1);
