import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { searchSynonym } from '../../db/schema/index.js';

/** The synonyms of any of `words` (folded phrases) in one locale. */
export const synonymsOf = (db: Db, locale: string, words: string[]) =>
  words.length
    ? db
        .select({ word: searchSynonym.word, synonyms: searchSynonym.synonyms })
        .from(searchSynonym)
        .where(and(eq(searchSynonym.locale, locale), inArray(searchSynonym.word, words)))
    : Promise.resolve([]);

/** Adds synonyms to a word, keeping those it has (a set: adding one twice keeps one). */
export const addSynonyms = (db: Db, locale: string, word: string, synonyms: string[]) =>
  db
    .insert(searchSynonym)
    .values({ locale, word, synonyms })
    .onConflictDoUpdate({
      target: [searchSynonym.locale, searchSynonym.word],
      set: {
        synonyms: sql`array(select distinct unnest(${searchSynonym.synonyms} || excluded.synonyms) order by 1)`,
      },
    });

export const removeSynonyms = (db: Db, locale: string, word: string) =>
  db
    .delete(searchSynonym)
    .where(and(eq(searchSynonym.locale, locale), eq(searchSynonym.word, word)))
    .returning({ id: searchSynonym.id, synonyms: searchSynonym.synonyms });

/** Sets a word's synonyms to exactly these; answers those it had (null: none). */
export async function replaceSynonyms(db: Db, locale: string, word: string, synonyms: string[]) {
  const [before] = await db
    .select({ synonyms: searchSynonym.synonyms })
    .from(searchSynonym)
    .where(and(eq(searchSynonym.locale, locale), eq(searchSynonym.word, word)));
  await db
    .insert(searchSynonym)
    .values({ locale, word, synonyms })
    .onConflictDoUpdate({ target: [searchSynonym.locale, searchSynonym.word], set: { synonyms } });
  return before?.synonyms ?? null;
}

export const listSynonyms = (db: Db, locale: string | undefined) =>
  db
    .select({ locale: searchSynonym.locale, word: searchSynonym.word, synonyms: searchSynonym.synonyms })
    .from(searchSynonym)
    .where(locale ? eq(searchSynonym.locale, locale) : undefined)
    .orderBy(asc(searchSynonym.locale), asc(searchSynonym.word));
