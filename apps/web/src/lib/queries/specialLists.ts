import { queryOptions } from '@tanstack/react-query';
import { specialLists } from '@storefront/contract/routes';
import type { Locale } from '@storefront/contract';
import { call, type CallOptions } from '../http';

export const fetchSpecialLists = (opts?: CallOptions) => call(specialLists, {}, opts);

/** Curated lists: a strip on home and the index of SpecialList. */
export const specialListsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalogue', 'specialLists', locale],
    queryFn: ({ signal }) => fetchSpecialLists({ signal }),
    staleTime: 5 * 60_000,
  });
