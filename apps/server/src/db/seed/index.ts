import type { Database } from '../client.js';
import { seedDemoAddresses } from './account/addresses.js';
import { seedDemoCoupons } from './account/coupons.js';
import { seedDemoAddressPhotos } from './account/photos.js';
import { seedDemoCredit } from './account/credit.js';
import { seedDivisions } from './account/divisions.js';
import { seedCatalogue } from './catalogue/index.js';
import { seedCountries } from './countries.js';
import { seedDemoMembers } from './identity.js';
import { seedOrderSettings } from './orders.js';
import { seedSettings } from './settings.js';

export interface SeedOptions {
  /** Demo data (catalogue, demo accounts) besides the reference data every install needs. */
  demo: boolean;
  /**
   * Puts an object in the server's upload storage (disk, PostgreSQL or S3-compatible): demo
   * address photos are stored through it when given, so every node reads them.
   */
  storeUpload?: (name: string, data: Buffer) => Promise<void>;
}

/**
 * Idempotent: every seeder inserts only what is missing, so running it on every start is safe and
 * never overwrites what an operator changed. One transaction: a process that dies half way leaves
 * nothing, and the next start seeds the whole again (the start lock keeps two from seeding at once).
 */
export async function seed(database: Database, options: SeedOptions): Promise<void> {
  await database.db.transaction(async (db) => {
    await seedCountries(db);
    await seedSettings(db);
    await seedDivisions(db);
    if (options.demo) {
      await seedDemoMembers(db);
      await seedCatalogue(db);
      await seedDemoAddresses(db);
      if (options.storeUpload) await seedDemoAddressPhotos(db, options.storeUpload);
      await seedDemoCoupons(db);
      await seedDemoCredit(db);
    }
    // After the catalogue: the checkout settings of every warehouse there is.
    await seedOrderSettings(db);
  });
}
