import type { QueryClient } from '@tanstack/react-query';
import type { Country, Locale } from '@storefront/contract';
import { countriesQuery } from '../../features/locale/api/getCountry';
import { isNetworkError } from '../../lib/http';
import { settingsQuery } from '../../lib/queries/settings';
import { local } from '../../lib/storage';

// Boot requests are silent and not retried: a failure shows the retry screen at once.
const silent = { silent: true } as const;
const once = { retry: false } as const;

/**
 * The countries, from the network or the page's drawn reads; unreachable (offline, on a page the
 * service worker never saved), the list saved by the last boot in this locale. Without either the
 * boot fails and shows its retry screen.
 */
export async function bootCountries(queryClient: QueryClient, locale: Locale): Promise<Country[]> {
  const query = countriesQuery(locale, silent);
  try {
    return await queryClient.fetchQuery({ ...query, ...once });
  } catch (e) {
    const saved = savedIn(locale);
    if (!isNetworkError(e) || !saved) throw e;
    return queryClient.setQueryData(query.queryKey, saved.countries)!;
  }
}

/** The settings, as `bootCountries` reads the countries; then both are saved for the next boot. */
export async function bootSettings(queryClient: QueryClient, locale: Locale): Promise<void> {
  const query = settingsQuery(locale, silent);
  try {
    const settings = await queryClient.fetchQuery({ ...query, ...once });
    const countries = queryClient.getQueryData(countriesQuery(locale).queryKey);
    if (countries) local.set('bootReads', { locale, countries, settings });
  } catch (e) {
    const saved = savedIn(locale);
    if (!isNetworkError(e) || !saved) throw e;
    queryClient.setQueryData(query.queryKey, saved.settings);
  }
}

function savedIn(locale: Locale) {
  const saved = local.get('bootReads');
  return saved?.locale === locale ? saved : undefined;
}
