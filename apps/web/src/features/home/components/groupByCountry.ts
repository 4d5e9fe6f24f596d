import type { Region, Warehouse } from '@storefront/contract';

export interface CountryGroup {
  countryCode: string;
  regions: Region[];
}

/**
 * Regions come nearest first; grouping keeps that order, so the country of the nearest warehouse
 * comes first and a shopper in Ho Chi Minh City does not scroll past Bangkok to find home.
 * Without a position (no distances) the shopper's current country leads.
 */
export function groupByCountry(regions: readonly Region[], currentCountry?: string): CountryGroup[] {
  const groups = new Map<string, CountryGroup>();
  for (const r of regions) {
    const g = groups.get(r.countryCode) ?? { countryCode: r.countryCode, regions: [] };
    g.regions.push(r);
    groups.set(r.countryCode, g);
  }
  const list = [...groups.values()];
  const known = regions.some((r) => r.warehouses.some((w) => w.distance !== null));
  if (!known && currentCountry)
    list.sort((a, b) => +(b.countryCode === currentCountry) - +(a.countryCode === currentCountry));
  return list;
}

/** Whether the warehouse delivers to the stored position; null when the position is unknown. */
export const deliversHere = (w: Pick<Warehouse, 'distance' | 'deliveryRadiusKm'>): boolean | null =>
  w.distance === null ? null : w.distance <= w.deliveryRadiusKm;
