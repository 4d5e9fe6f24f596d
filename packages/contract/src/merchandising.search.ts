// Merchandising: the words search finds products by, kept from the console.
import { z } from 'zod';
import { LOCALES } from './constants.js';
import { endpoint } from './endpoint.js';
import { catalogueStaff } from './merchandising.js';

const locale = z.enum(LOCALES);

export const merchandisingSynonymSchema = z.object({
  locale: z.string(),
  /** As search compares it: folded, words separated by single spaces. */
  word: z.string(),
  synonyms: z.array(z.string()),
});

export const merchandisingSynonyms = endpoint({
  ...catalogueStaff,
  method: 'GET',
  path: '/staff/catalogue/synonym/list',
  summary:
    'Catalogue staff: the synonyms of search in one language: a keyword containing the word also searches each synonym',
  query: z.object({ locale }),
  data: z.array(merchandisingSynonymSchema),
});

export const merchandisingSaveSynonyms = endpoint({
  ...catalogueStaff,
  method: 'POST',
  path: '/staff/catalogue/synonym/save',
  summary:
    'Catalogue staff: the synonyms a word searches in one language, exactly these from now on (as `ops synonym`); search uses them on its next request',
  body: z.object({
    locale,
    word: z.string().trim().min(1).max(100),
    synonyms: z.array(z.string().trim().max(100)).min(1).max(20),
  }),
  data: z.array(merchandisingSynonymSchema),
});

export const merchandisingRemoveSynonyms = endpoint({
  ...catalogueStaff,
  method: 'POST',
  path: '/staff/catalogue/synonym/remove',
  summary: "Catalogue staff: forget a word's synonyms in one language",
  body: z.object({ locale, word: z.string().trim().min(1).max(100) }),
  data: z.array(merchandisingSynonymSchema),
});

export const merchandisingSearchMisses = endpoint({
  ...catalogueStaff,
  method: 'GET',
  path: '/staff/catalogue/search/misses',
  summary:
    'Catalogue staff: the keywords whose searches found nothing in the last days (7 by default), in one language, the most searched first',
  query: z.object({ locale, days: z.coerce.number().int().min(1).max(35).default(7) }),
  data: z.array(
    z.object({
      /** As a synonym's word is kept: folded, words separated by single spaces. */
      keyword: z.string(),
      searches: z.number().int(),
      /** The last day it found nothing (YYYY-MM-DD). */
      lastDay: z.string(),
      /** The word has synonyms now: a search for it may find something since. */
      hasSynonyms: z.boolean(),
    }),
  ),
});
