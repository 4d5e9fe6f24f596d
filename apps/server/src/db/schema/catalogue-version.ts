import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row counting writes to what lists and search read (products, SKUs, prices, promotions,
 * categories, synonyms, curated lists, settings): statement triggers (migration 0011) bump it in
 * the writing transaction, so a reader that sees the new version also sees the new data. The
 * catalogue's caches are keyed by it (modules/catalogue/catalogue.cache.ts). Stock is not counted:
 * it changes with every order, and nothing cached depends on it.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
