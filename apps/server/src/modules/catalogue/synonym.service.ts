import { LOCALES } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { fold } from '../../lib/fold.js';
import { wordsForm } from '../../shared/search-text/words.js';
import { addSynonyms, listSynonyms, removeSynonyms } from './synonym.repository.js';

/**
 * A synonym's word is stored as a keyword's phrases are compared (folded, words separated by
 * single spaces); the synonyms themselves folded, as written, for they are found as substrings.
 */
export const synonymKey = (text: string) => wordsForm(fold(text));

function checked(locale: string, word: string) {
  if (!(LOCALES as readonly string[]).includes(locale))
    throw new Error(`unknown locale ${locale} (one of ${LOCALES.join(', ')})`);
  const key = synonymKey(word);
  if (!key) throw new Error('a word is required');
  if (key.length > 100) throw new Error('a word has at most 100 characters');
  return key;
}

/** `synonym add <locale> <word> <synonym...>`: the word also searches each synonym. */
export async function addSynonym(db: Db, locale: string, word: string, synonyms: string[]) {
  const key = checked(locale, word);
  const values = [...new Set(synonyms.map(fold).filter((s) => s && s !== key))];
  if (!values.length) throw new Error('at least one synonym is required');
  await addSynonyms(db, locale, key, values);
  return { locale, word: key, added: values };
}

export async function removeSynonym(db: Db, locale: string, word: string) {
  const removed = await removeSynonyms(db, locale, checked(locale, word));
  return { removed: removed.length };
}

export const synonymList = (db: Db, locale?: string) => listSynonyms(db, locale);
