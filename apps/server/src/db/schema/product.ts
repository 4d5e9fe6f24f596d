import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Localized } from './localized.js';
import { category } from './category.js';

export const product = pgTable(
  'product',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => category.id),
    names: jsonb('names').$type<Localized>().notNull(),
    /** Sanitised HTML per locale (sanitised again by the web when shown). */
    descriptions: jsonb('descriptions').$type<Localized>().notNull(),
    /** Illustration kind and colour of the generated picture. */
    art: varchar('art', { length: 40 }).notNull().default('box'),
    /** Every locale's name folded (case, width, Latin diacritics), joined by " | ": what search matches. */
    searchText: text('search_text').notNull(),
    /** The folded names one by one, so an exact name can rank first. */
    searchNames: text('search_names').array().notNull(),
    /** Folded plain text of the descriptions: matched, but ranked below any name match. */
    searchDescription: text('search_description').notNull(),
    /**
     * How it reaches the shopper: `sameDay` from the warehouse, or `shipped` (merchandise with a
     * later date). Lines of different kinds are checked out separately.
     */
    fulfilment: varchar('fulfilment', { length: 8, enum: ['sameDay', 'shipped'] })
      .notNull()
      .default('sameDay'),
    /** Bulky goods may carry an extra delivery fee (the warehouse's `freight_rule` of kind bulky). */
    bulky: boolean('bulky').notNull().default(false),
    /**
     * Photos the catalogue staff uploaded (upload keys), in the order the shop shows them: the first
     * is the main one. Empty: the shop shows the generated picture of `art`.
     */
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('product_search_description_trgm').using('gin', sql`${t.searchDescription} gin_trgm_ops`),
    index('product_category_idx').on(t.categoryId),
    // The upload cleanup asks whether any product still shows an upload.
    index('product_photos_idx').using('gin', t.photos),
  ],
);
