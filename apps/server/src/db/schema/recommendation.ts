import { index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { sku } from './sku.js';

/**
 * The SKUs the catalogue staff put first in a country's Home recommendations, in their order; the
 * best sellers follow. A SKU off the shelf, unpriced there or out of stock in the warehouse is
 * passed over like any other.
 */
export const homeRecommendation = pgTable(
  'home_recommendation',
  {
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id),
    sort: smallint('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.skuId] }), index('home_recommendation_sku_idx').on(t.skuId)],
);
