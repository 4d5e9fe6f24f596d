// `npm run db:migrate` / `npm run db:seed`: the same steps `npm start` runs, on their own, against
// the configured database (PGlite in DATA_DIR, or DATABASE_URL).
import { join } from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase, pgliteDirOf } from './client.js';
import { migrate } from './migrate.js';
import { seed } from './seed/index.js';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: cli.ts migrate|seed');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) });
try {
  // The same start lock the servers take: a release step may run while old nodes restart.
  await database.exclusive(async () => {
    await migrate(database);
    if (command === 'seed')
      await seed(database, { demo: config.seedDemo, uploadsDir: join(config.dataDir, 'uploads') });
  });
  console.log(`${command}: done on ${database.kind}${database.kind === 'pglite' ? ` (${config.dataDir})` : ''}`);
} finally {
  await database.close();
}
