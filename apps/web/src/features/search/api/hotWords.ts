import { queryOptions, useQuery } from '@tanstack/react-query';
import { hotWords } from '@storefront/contract/routes';
import type { Locale } from '@storefront/contract';
import { call, type CallOptions } from '../../../lib/http';

export const fetchHotWords = (opts?: CallOptions) => call(hotWords, {}, opts);

export const hotWordsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['search', 'hotWords', locale],
    queryFn: ({ signal }) => fetchHotWords({ signal, silent: true }),
    staleTime: 10 * 60_000,
  });

export const useHotWords = (locale: Locale) => useQuery(hotWordsQuery(locale));
