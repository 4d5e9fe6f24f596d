import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Localized } from './localized.js';

export const category = pgTable('category', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  names: jsonb('names').$type<Localized>().notNull(),
  icon: text('icon'),
  sort: integer('sort').notNull().default(0),
});
