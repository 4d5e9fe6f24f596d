import { integer, jsonb, pgTable, primaryKey, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import type { Localized } from './localized.js';
import { sku } from './sku.js';

/** What the home page shows besides lists of SKUs: banners and curated lists. */
export const banner = pgTable('banner', {
  id: serial('id').primaryKey(),
  countryCode: varchar('country_code', { length: 2 }).notNull(),
  titles: jsonb('titles').$type<Localized>().notNull(),
  pic: text('pic').notNull(),
  link: text('link').notNull(),
  sort: smallint('sort').notNull().default(0),
});

export const specialList = pgTable('special_list', {
  id: serial('id').primaryKey(),
  titles: jsonb('titles').$type<Localized>().notNull(),
  subtitles: jsonb('subtitles').$type<Localized>().notNull(),
  sort: smallint('sort').notNull().default(0),
});

export const specialListItem = pgTable(
  'special_list_item',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => specialList.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listId, t.skuId] })],
);
