import type { Database } from '../client.js';
import { seedCatalogue } from './catalogue/index.js';
import { seedCountries } from './countries.js';
import { seedDemoMembers } from './identity.js';
import { seedSettings } from './settings.js';

export interface SeedOptions {
  /** Demo data (catalogue, demo accounts) besides the reference data every install needs. */
  demo: boolean;
}

/**
 * Idempotent: every seeder inserts only what is missing, so running it on every start is safe and
 * never overwrites what an operator changed.
 */
export async function seed(database: Database, options: SeedOptions): Promise<void> {
  await seedCountries(database.db);
  await seedSettings(database.db);
  if (options.demo) {
    await seedDemoMembers(database.db);
    await seedCatalogue(database.db);
  }
}
