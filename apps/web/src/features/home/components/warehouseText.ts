import type { Warehouse } from '@storefront/contract';
import type { AppT } from '../../../i18n';
import { formatNumber } from '../../../lib/money';

/** "1.2 km" / "350 m"; null distance (position unknown) shows nothing. */
export function formatDistance(km: number | null, locale: string): string | null {
  if (km === null) return null;
  return km < 1
    ? formatNumber(Math.round(km * 1000), locale, { style: 'unit', unit: 'meter' })
    : formatNumber(km, locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
}

export const hoursOf = (w: Warehouse, t: AppT) =>
  t('common:warehouse.hours', { start: w.businessStartTime, end: w.businessEndTime });
