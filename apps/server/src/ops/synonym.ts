import { loadConfig } from '../config.js';
import { openDatabase, pgliteDirOf } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { addSynonym, removeSynonym, synonymList } from '../shared/search-text/synonyms.js';

export const SYNONYM_USAGE = `  synonym add <locale> <word> <synonym...>   the word also searches each synonym (quote words with spaces)
  synonym remove <locale> <word>             forget the word's synonyms
  synonym list [locale]                      every synonym, or one locale's`;

/**
 * `npm run ops -- synonym …` on the configured database (direct mode): search reads the table on
 * every query, so a running server uses a new synonym at once.
 */
export async function runSynonymCommand(args: string[]): Promise<unknown> {
  const [action, locale, word, ...synonyms] = args;
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) });
  try {
    await migrate(database);
    switch (action) {
      case 'add':
        return await addSynonym(database.db, locale ?? '', word ?? '', synonyms);
      case 'remove':
        return await removeSynonym(database.db, locale ?? '', word ?? '');
      case 'list':
        return await synonymList(database.db, locale);
      default:
        throw new Error(`unknown synonym command ${action ?? ''}\n${SYNONYM_USAGE}`);
    }
  } finally {
    await database.close();
  }
}
