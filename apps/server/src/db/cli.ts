// `npm run db:migrate` / `npm run db:seed`: the same steps `npm start` runs, on their own, against
// the configured database (PGlite in DATA_DIR, or DATABASE_URL).
import { loadConfig } from '../config.js';
import { openDatabase, pgliteDirOf } from './client.js';
import { migrate } from './migrate.js';
import { seedWithUploads } from '../shared/uploads/seed.js';

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
    if (command === 'seed') await seedWithUploads(config, database);
  });
  console.log(`${command}: done on ${database.kind}${database.kind === 'pglite' ? ` (${config.dataDir})` : ''}`);
} finally {
  await database.close();
}
