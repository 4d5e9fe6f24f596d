import { queryOptions } from '@tanstack/react-query';
import { getCountry } from '@storefront/contract/routes';
import type { Locale } from '@storefront/contract';
import { call, type CallOptions } from '../../../lib/http';

export const fetchCountries = (opts?: CallOptions) => call(getCountry, {}, opts);

/** Country names come in the request's language, so the locale is part of the key. */
export const countriesQuery = (locale: Locale, opts?: CallOptions) =>
  queryOptions({
    queryKey: ['global', 'getCountry', locale],
    queryFn: ({ signal }) => fetchCountries({ ...opts, signal }),
    staleTime: 30 * 60_000,
  });
