import { queryOptions } from '@tanstack/react-query';
import { getSettings, type Locale } from '@storefront/contract';
import { call, type CallOptions } from '../../../lib/http';

export const fetchSettings = (opts?: CallOptions) => call(getSettings, {}, opts);

/** Settings carry translated texts (privacy agreement, cancel reasons): keyed by locale. */
export const settingsQuery = (locale: Locale, opts?: CallOptions) =>
  queryOptions({
    queryKey: ['app', 'setting', locale],
    queryFn: ({ signal }) => fetchSettings({ ...opts, signal }),
    staleTime: 10 * 60_000,
  });
