import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

/** The keywords that found nothing in the last `days` days in a locale, the most searched first. */
export const missRows = (db: Db, locale: string, days: number) =>
  queryRows<{ keyword: string; searches: number; lastDay: string; hasSynonyms: boolean }>(
    db,
    sql`select m.keyword, sum(m.searches)::int as searches, max(m.day)::text as "lastDay",
          exists (select 1 from search_synonym s where s.locale = m.locale and s.word = m.keyword) as "hasSynonyms"
        from search_miss m
        where m.locale = ${locale} and m.day > current_date - ${days}::int
        group by m.locale, m.keyword
        order by searches desc, "lastDay" desc, m.keyword
        limit 100`,
  );
