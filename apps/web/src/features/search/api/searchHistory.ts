import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchHistory } from '@storefront/contract/routes';
import { call, type CallOptions } from '../../../lib/http';
import { getToken } from '../../../lib/stores/session.store';

export const fetchSearchHistory = (opts?: CallOptions) => call(searchHistory, {}, opts);

/** The server keeps it per member or visitor; keyed by the token so a login shows the member's. */
export const searchHistoryQuery = () =>
  queryOptions({
    queryKey: ['search', 'history', getToken()],
    queryFn: ({ signal }) => fetchSearchHistory({ signal, silent: true }),
    // Every search adds to it: fresh on each visit to the search screen.
    staleTime: 0,
  });

export const useSearchHistory = () => useQuery(searchHistoryQuery());
