import { queryOptions } from '@tanstack/react-query';
import { getSettings, type Locale } from '@storefront/contract';
import { call, type CallOptions } from '../http';

export const fetchSettings = (opts?: CallOptions) => call(getSettings, {}, opts);

/**
 * App-wide configuration (spec §3): every feature reads it, so it lives in lib, not in a feature.
 * Settings carry translated texts (privacy agreement, cancel reasons): keyed by locale.
 */
export const settingsQuery = (locale: Locale, opts?: CallOptions) =>
  queryOptions({
    queryKey: ['app', 'setting', locale],
    queryFn: ({ signal }) => fetchSettings({ ...opts, signal }),
    staleTime: 10 * 60_000,
  });
