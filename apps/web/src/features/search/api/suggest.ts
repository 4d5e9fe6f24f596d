import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchSuggest } from '@storefront/contract/routes';
import type { Locale } from '@storefront/contract';
import { call, type CallOptions } from '../../../lib/http';

export const fetchSuggestions = (keyword: string, warehouseId: number | undefined, opts?: CallOptions) =>
  call(searchSuggest, { query: { keyword, warehouseId } }, opts);

export const suggestionsQuery = (locale: Locale, keyword: string, warehouseId: number | undefined) =>
  queryOptions({
    queryKey: ['search', 'suggest', locale, warehouseId, keyword],
    // Silent: a suggestion that fails to come is no reason to interrupt typing with a toast.
    queryFn: ({ signal }) => fetchSuggestions(keyword, warehouseId, { signal, silent: true }),
    staleTime: 60_000,
  });

/**
 * Suggestions for what is typed (already debounced by the caller); none for an empty field. The
 * last answer stays on screen while the next one comes, so the list does not flicker per letter.
 */
export const useSuggestions = (locale: Locale, keyword: string, warehouseId: number | undefined) =>
  useQuery({
    ...suggestionsQuery(locale, keyword, warehouseId),
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
  });
