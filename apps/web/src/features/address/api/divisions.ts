import { queryOptions } from '@tanstack/react-query';
import { divisionList } from '@storefront/contract/routes';
import { call } from '../../../lib/http';

/** Provinces of a country (no parent), or the children of one division; they rarely change. */
export const divisionsQuery = (countryCode: string, parentCode: string | null, locale: string) =>
  queryOptions({
    queryKey: ['division', countryCode, parentCode, locale],
    queryFn: ({ signal }) =>
      call(divisionList, { query: { countryCode, ...(parentCode ? { parentCode } : {}) } }, { signal }),
    staleTime: 24 * 60 * 60_000,
    enabled: !!countryCode,
  });
