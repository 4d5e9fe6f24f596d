import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

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

/**
 * Synonyms per locale, used at query time: a keyword containing `word` (folded, its words joined
 * by single spaces) also searches each of `synonyms`. One way: colloquial and regional names point
 * to the catalogue's words. Extended by operators with `npm run ops -- synonym add`.
 */
export const searchSynonym = pgTable(
  'search_synonym',
  {
    id: serial('id').primaryKey(),
    locale: varchar('locale', { length: 8 }).notNull(),
    word: varchar('word', { length: 100 }).notNull(),
    synonyms: text('synonyms').array().notNull(),
  },
  (t) => [uniqueIndex('search_synonym_locale_word').on(t.locale, t.word)],
);

/**
 * Searches that found nothing, counted per locale, keyword and day: what the catalogue staff read
 * back ("searches that found nothing this week") to add a synonym where shoppers' words miss.
 * The keyword is kept as synonyms are keyed (folded, words separated by single spaces), so one
 * click makes it a synonym's word. Only a first page that found nothing is counted, one upsert;
 * housekeeping drops days past use.
 */
export const searchMiss = pgTable(
  'search_miss',
  {
    locale: varchar('locale', { length: 8 }).notNull(),
    keyword: varchar('keyword', { length: 100 }).notNull(),
    day: date('day', { mode: 'string' }).notNull().defaultNow(),
    searches: integer('searches').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.locale, t.keyword, t.day] }), index('search_miss_day_idx').on(t.day)],
);
