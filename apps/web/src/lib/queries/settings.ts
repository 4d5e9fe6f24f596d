import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSettings } from '@storefront/contract/routes';
import type { AppSettings, Locale } from '@storefront/contract';
import { useT, type AppT } from '../../i18n';
import { call, type CallOptions } from '../http';
import { useLocaleStore } from '../stores/locale.store';

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

/** The shop's name from settings (APP_BASIC_CONFIG.shopName); the app's own word until they load. */
export const shopNameOf = (settings: AppSettings | undefined, t: AppT): string =>
  settings?.APP_BASIC_CONFIG.shopName || t('common:appName');

/** The shop's name, as `shopNameOf` says, for the current locale. */
export function useShopName(): string {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  const settings = useQuery(settingsQuery(locale));
  return shopNameOf(settings.data, t);
}
