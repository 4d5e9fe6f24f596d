import type { Country, Locale } from '@storefront/contract';
import { localeSchema } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { countryName } from '../../lib/localize.js';
import { listCountries } from './global.repository.js';

export async function getCountries(db: Db, locale: Locale): Promise<Country[]> {
  const rows = await listCountries(db);
  return rows.map((row) => ({
    countryCode: row.countryCode,
    name: countryName(locale, row.countryCode),
    phoneCode: row.phoneCode,
    currencyCode: row.currencyCode,
    currencySymbol: row.currencySymbol,
    currencyStep: row.currencyStepMinor / 10 ** row.currencyDigits,
    currencyDigits: row.currencyDigits,
    languageCode: localeSchema.parse(row.languageCode),
    isDefault: row.isDefault,
    languages: row.languages.map((l) => localeSchema.parse(l)),
  }));
}
