import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row marking writes to what lists, search and pricing read (products, SKUs, prices,
 * promotions, categories, synonyms, curated lists, settings: migration 0012; countries, warehouses,
 * their delivery fees, fee rules and freight activities: 0015; banners, curated lists' titles and
 * the recommendations put first: 0024): statement triggers set it in the
 * writing transaction, so a reader that sees the new version also sees the new data. Each write
 * takes the next value of `catalogue_version_seq` (0015), so a version is never given twice, even
 * after a rollback. The caches of shared/catalogue-cache are keyed by it. Stock is not counted: it
 * changes with every order, and nothing cached depends on it.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
