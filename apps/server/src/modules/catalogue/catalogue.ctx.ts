import type { Locale } from '@storefront/contract';
import type { Db } from '../../db/client.js';

/** What a catalogue service needs of a request: the database and the caller's language. */
export interface CatalogueCtx {
  db: Db;
  locale: Locale;
}
