import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import type { Localized } from './localized.js';

/**
 * Administrative divisions per country (province 1 → district 2 → ward 3), for the address
 * pickers. Codes follow each country's own scheme where there is one (Vietnam's GSO codes,
 * Thailand's TIS 1099), so they stay stable when an operator loads the full lists.
 */
export const administrativeDivision = pgTable(
  'administrative_division',
  {
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    parentCode: varchar('parent_code', { length: 20 }),
    level: smallint('level').notNull(),
    /** `{locale: name}`: the local name in the country's language and a Latin one in en-US. */
    names: jsonb('names').$type<Localized>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.countryCode, t.code] }),
    index('administrative_division_parent_idx').on(t.countryCode, t.parentCode),
    index('administrative_division_top_idx')
      .on(t.countryCode)
      .where(sql`parent_code is null`),
  ],
);
