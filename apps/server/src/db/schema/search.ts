import { pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Search: popular words per locale and recent searches. */
export const hotWord = pgTable('hot_word', {
  id: serial('id').primaryKey(),
  locale: varchar('locale', { length: 8 }).notNull(),
  word: text('word').notNull(),
  sort: smallint('sort').notNull().default(0),
});

/** Recent searches per member (`m:<id>`) or visitor (`v:<visitorId>`). */
export const searchHistory = pgTable(
  'search_history',
  {
    id: serial('id').primaryKey(),
    owner: varchar('owner', { length: 80 }).notNull(),
    keyword: varchar('keyword', { length: 100 }).notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('search_history_owner_keyword').on(t.owner, t.keyword)],
);
