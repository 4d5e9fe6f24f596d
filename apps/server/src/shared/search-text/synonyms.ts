import { LOCALES } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { fold } from '../../lib/fold.js';
import { wordsForm } from './words.js';
import { addSynonyms, listSynonyms, removeSynonyms, replaceSynonyms } from './synonym.repository.js';

/**
 * Synonyms of search, one service for their writers: the operators' `ops synonym` command and the
 * catalogue staff's console. A synonym's word is stored as a keyword's phrases are compared
 * (folded, words separated by single spaces); the synonyms themselves folded, as written, for they
 * are found as substrings.
 */
export const synonymKey = (text: string) => wordsForm(fold(text));

/** Why a synonym is refused; the message is the command line's, the console words it per locale. */
export class SynonymRefused extends Error {
  constructor(
    readonly reason: 'locale' | 'word' | 'wordLength' | 'synonyms',
    message: string,
  ) {
    super(message);
    this.name = 'SynonymRefused';
  }
}

function checked(locale: string, word: string) {
  if (!(LOCALES as readonly string[]).includes(locale))
    throw new SynonymRefused('locale', `unknown locale ${locale} (one of ${LOCALES.join(', ')})`);
  const key = synonymKey(word);
  if (!key) throw new SynonymRefused('word', 'a word is required');
  if (key.length > 100) throw new SynonymRefused('wordLength', 'a word has at most 100 characters');
  return key;
}

function values(key: string, synonyms: string[]) {
  const out = [
    ...new Set(
      synonyms
        .map(fold)
        .map((s) => s.trim())
        .filter((s) => s && s !== key),
    ),
  ];
  if (!out.length) throw new SynonymRefused('synonyms', 'at least one synonym is required');
  return out;
}

/** `synonym add <locale> <word> <synonym...>`: the word also searches each synonym. */
export async function addSynonym(db: Db, locale: string, word: string, synonyms: string[]) {
  const key = checked(locale, word);
  const added = values(key, synonyms);
  await addSynonyms(db, locale, key, added);
  return { locale, word: key, added };
}

/** The word searches exactly these synonyms from now on (the console's edit of a word). */
export async function setSynonyms(db: Db, locale: string, word: string, synonyms: string[]) {
  const key = checked(locale, word);
  const set = values(key, synonyms).sort();
  const before = await replaceSynonyms(db, locale, key, set);
  return { locale, word: key, before, after: set };
}

export async function removeSynonym(db: Db, locale: string, word: string) {
  const removed = await removeSynonyms(db, locale, checked(locale, word));
  return { removed: removed.length, before: removed[0]?.synonyms ?? null };
}

export const synonymList = (db: Db, locale?: string) => listSynonyms(db, locale);
