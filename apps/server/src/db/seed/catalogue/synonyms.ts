import { LOCALES, type Locale } from '@storefront/contract';
import { z } from 'zod';
import type { Db } from '../../client.js';
import { searchSynonym } from '../../schema/index.js';
import { fold } from '../../../lib/fold.js';
import { synonymKey } from '../../../shared/search-text/synonyms.js';
import catalogueSynonyms from '../data/synonyms.json' with { type: 'json' };
import weeklySynonyms from '../data/weekly.synonyms.json' with { type: 'json' };

/**
 * What shoppers call the demo catalogue's products, per locale: word → the catalogue's words it
 * should also search (one way). The files are data only, imported so the bundle carries them:
 * - `data/synonyms.json` — the first catalogue's and the everyday staples' words: colloquial,
 *   regional and brand names, other spellings, the category a word stands for; Vietnamese fruits
 *   with the "trái" (south) and "quả" (north) a shopper puts before the bare name the catalogue
 *   uses. Thai has no entry for น้ำส้ม, for it also starts vinegar (น้ำส้มสายชู).
 * - `data/weekly.synonyms.json` — the weekly list's staples (`data/weekly.ts`): the other region's
 *   word (northern and southern Vietnamese), the everyday Thai word beside the formal one, a
 *   Chinese shopper's short or Cantonese word, Lao spellings and the Thai word Lao shoppers read,
 *   Filipino words beside the English loanwords. A word a product's name already holds needs none.
 */
export const SYNONYM_FILES: Record<string, unknown> = {
  'data/synonyms.json': catalogueSynonyms,
  'data/weekly.synonyms.json': weeklySynonyms,
};

export type SynonymLists = Partial<Record<Locale, Record<string, string[]>>>;

const synonymsFile = z.partialRecord(z.enum(LOCALES), z.record(z.string().min(1), z.array(z.string().min(1)).min(1)));

/**
 * Reads synonyms files into one list per locale, refusing a file the seed cannot use (an unknown
 * locale, a word without synonyms). A word in two files searches the synonyms of both.
 */
export function loadSynonyms(files: Record<string, unknown> = SYNONYM_FILES): SynonymLists {
  const all: SynonymLists = {};
  for (const [name, json] of Object.entries(files)) {
    const parsed = synonymsFile.safeParse(json);
    if (!parsed.success) throw new Error(`${name} is not a synonyms file:\n${z.prettifyError(parsed.error)}`);
    for (const [locale, words] of Object.entries(parsed.data) as [Locale, Record<string, string[]>][]) {
      const lists = (all[locale] ??= {});
      for (const [word, synonyms] of Object.entries(words))
        lists[word] = [...new Set([...(Object.hasOwn(lists, word) ? lists[word]! : []), ...synonyms])];
    }
  }
  return all;
}

/**
 * The rows of `search_synonym` the lists make, keyed as stored: two spellings that fold alike
 * ("ngô", "ngò") are one row with both lists.
 */
export const synonymRows = (lists: SynonymLists) =>
  Object.entries(lists).flatMap(([locale, words]) => {
    const byKey = new Map<string, Set<string>>();
    for (const [word, synonyms] of Object.entries(words)) {
      const key = synonymKey(word);
      const set = byKey.get(key) ?? new Set();
      for (const s of synonyms) set.add(fold(s));
      byKey.set(key, set);
    }
    return [...byKey].map(([word, synonyms]) => ({ locale, word, synonyms: [...synonyms] }));
  });

/** Inserts the demo synonyms a database does not have yet (an operator's own are kept). */
export async function seedSynonyms(db: Db): Promise<void> {
  await db.insert(searchSynonym).values(synonymRows(loadSynonyms())).onConflictDoNothing();
}
