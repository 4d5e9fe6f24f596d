import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@storefront/contract/constants';
import {
  merchandisingRemoveSynonyms,
  merchandisingSaveSynonyms,
  merchandisingSearchMisses,
  merchandisingSynonyms,
} from '@storefront/contract/routes';
import { call } from '../../../lib/http';

export const synonymsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalogue', 'synonyms', locale],
    queryFn: () => call(merchandisingSynonyms, { query: { locale } }),
  });

export const missesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalogue', 'misses', locale],
    queryFn: () => call(merchandisingSearchMisses, { query: { locale, days: 7 } }),
  });

export type SynonymChange =
  { kind: 'save'; locale: Locale; word: string; synonyms: string[] } | { kind: 'remove'; locale: Locale; word: string };

/** Saves or forgets a word's synonyms; the lists show the server's answer, the misses are read again. */
export function useSynonymChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (c: SynonymChange) =>
      c.kind === 'save'
        ? call(merchandisingSaveSynonyms, { body: { locale: c.locale, word: c.word, synonyms: c.synonyms } })
        : call(merchandisingRemoveSynonyms, { body: { locale: c.locale, word: c.word } }),
    onSuccess: (list, c) => {
      client.setQueryData(synonymsQuery(c.locale).queryKey, list);
      void client.invalidateQueries({ queryKey: ['catalogue', 'misses', c.locale] });
    },
  });
}
