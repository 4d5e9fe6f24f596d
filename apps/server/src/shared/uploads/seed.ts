import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { seed } from '../../db/seed/index.js';
import { openUploadStorage } from './storage.js';

/** The seed, with the upload storage the servers read: the demo address photos go there. */
export async function seedWithUploads(config: Config, database: Database): Promise<void> {
  const uploads = await openUploadStorage(config.uploads, database.db);
  try {
    await seed(database, { demo: config.seedDemo, storeUpload: (name, data) => uploads.put(name, data) });
  } finally {
    await uploads.close();
  }
}
