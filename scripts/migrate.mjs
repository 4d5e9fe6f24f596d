// `npm run migrate`: the release step of a deployment whose servers start with
// MIGRATE_ON_START=false (docs/deploy.md): applies the migrations of this build to the configured
// database (DATABASE_URL, or the embedded one in DATA_DIR) under the same advisory lock the
// servers take, from the built server bundle, and exits. No demo data is written.
import { spawnSync } from 'node:child_process';
import { dbCliEntry, ensureServerBuilt, root } from './lib/build.mjs';

ensureServerBuilt({ quiet: true });
const result = spawnSync(process.execPath, ['--enable-source-maps', dbCliEntry, 'migrate'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(result.status ?? 1);
