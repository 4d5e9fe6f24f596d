import { type AppSettings, appSettingsSchema, DEFAULT_LOCALE, type Locale } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { listSettings } from './setting.repository.js';

/**
 * Reads the settings table into the contract's shape, with the deployment's map tiles. A localized value is picked in the caller's
 * locale, falling back to en-US. Parsing with the contract schema means a broken row is caught
 * here, named, rather than sent to every client.
 */
export async function getAppSettings(
  db: Db,
  locale: Locale,
  deployment: { mapTileUrl: string | null },
): Promise<AppSettings> {
  const rows = await listSettings(db);
  const values: Record<string, unknown> = {};
  for (const row of rows) {
    if (row.localized && row.value && typeof row.value === 'object') {
      const byLocale = row.value as Record<string, unknown>;
      values[row.key] = byLocale[locale] ?? byLocale[DEFAULT_LOCALE];
    } else {
      values[row.key] = row.value;
    }
  }
  // What the deployment decides (config), beside what the shop decides (the settings table).
  return appSettingsSchema.parse({ ...values, mapTileUrl: deployment.mapTileUrl });
}
