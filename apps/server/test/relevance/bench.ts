// The relevance suite's bench catalogue: the demo catalogue grown with brand copies of its products
// to about `skus` SKUs (bench/catalogue.ts, as `npm run bench` seeds it), in a fresh PostgreSQL
// database (BENCH_DATABASE_URL, else TEST_DATABASE_URL) or, with BENCH_DB=pglite, in memory.
import pg from 'pg';
import { seedBenchCatalogue } from '../../bench/catalogue.js';
import { type Database, openDatabase } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { generateProducts } from '../../src/db/seed/catalogue/generate.js';
import { seedCountries } from '../../src/db/seed/countries.js';
import { seedSettings } from '../../src/db/seed/settings.js';

export interface BenchCatalogue {
  database: Database;
  skus: number;
  /** The en-US name of the demo product a product is or copies (a copy's name is "Brand name"). */
  meantName: (product: { id: number; name: string }) => string;
  drop: () => Promise<void>;
}

export async function benchCatalogue(skus: number): Promise<BenchCatalogue> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `sf_relevance_${process.pid}`;
  const admin = process.env.BENCH_DB === 'pglite' ? null : new pg.Client({ connectionString: adminUrl });
  await admin?.connect();
  await admin?.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(admin ? { databaseUrl: url.toString() } : {});
  await migrate(database);
  await seedCountries(database.db);
  await seedSettings(database.db);
  const seeded = await seedBenchCatalogue(database, skus);
  await database.execute('vacuum analyze');
  // The demo catalogue is seeded first: every later product is a copy named "<one-word brand> <name>".
  const demoProducts = generateProducts().length;
  return {
    database,
    skus: seeded,
    meantName: (p) => (p.id > demoProducts ? p.name.slice(p.name.indexOf(' ') + 1) : p.name),
    drop: async () => {
      await database.close();
      await admin?.query(`drop database if exists ${name} with (force)`);
      await admin?.end();
    },
  };
}
