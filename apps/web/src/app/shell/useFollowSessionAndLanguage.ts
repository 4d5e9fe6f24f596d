import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Locale } from '@storefront/contract';
import { countriesQuery } from '../../features/locale/api/getCountry';
import { orderKey } from '../../features/order/api/orderRef';
import { useLocaleStore } from '../../lib/stores/locale.store';
import { followSession, relocalizeWarehouse, setWarehouseAsker } from '../../lib/stores/warehouse.store';
import { askWarehouse } from './askWarehouse';

/**
 * Server text kept in stores rather than in locale-keyed queries (country names, the current
 * warehouse, its region and freight activity titles) is read again in the new language, and so
 * are orders (their lines' names and promotion labels are worded by the server for the reader).
 * Queries keyed by locale follow on their own.
 */
export async function refreshForLocale(queryClient: QueryClient, locale: Locale): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: orderKey });
  try {
    const list = await queryClient.fetchQuery(countriesQuery(locale, { silent: true }));
    const { country, setCountryList } = useLocaleStore.getState();
    setCountryList(list);
    const same = list.find((c) => c.countryCode === country?.countryCode);
    if (same) useLocaleStore.setState({ country: same });
  } catch (e) {
    console.warn('country names not refreshed', e);
  }
  await relocalizeWarehouse().catch((e: unknown) => console.warn('warehouse names not refreshed', e));
}

/** Once the routes are mounted (after boot, which determines both itself). */
export function useFollowSessionAndLanguage(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    setWarehouseAsker(askWarehouse);
    const stopSession = followSession();
    const stopLocale = useLocaleStore.subscribe((state, prev) => {
      if (state.locale !== prev.locale) void refreshForLocale(queryClient, state.locale);
    });
    return () => {
      setWarehouseAsker(null);
      stopSession();
      stopLocale();
    };
  }, [queryClient]);
}
