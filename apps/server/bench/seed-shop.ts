// `tsx bench/seed-shop.ts <dataDir> <skus>`: prepares an embedded (PGlite) shop in `dataDir` as
// `npm start` would (migrations, the demo seed), then grows its catalogue to about `skus` SKUs
// with the bench's brands × products × sizes (bench/catalogue.ts). The scroll bench serves it, so
// that Home's endless list holds more products than the demo shop has. Bench only.
import { prepareDatabase } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { seedBenchCatalogue } from './catalogue.js';

const [dataDir, skusArg] = process.argv.slice(2);
const targetSkus = Number(skusArg);
if (!dataDir || !Number.isSafeInteger(targetSkus) || targetSkus < 1) {
  console.error('usage: tsx bench/seed-shop.ts <dataDir> <skus>');
  process.exit(2);
}
const started = Date.now();
const database = await prepareDatabase(loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }));
try {
  const skus = await seedBenchCatalogue(database, targetSkus);
  await database.execute('vacuum analyze');
  console.log(`seeded a shop of ${skus} SKUs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
