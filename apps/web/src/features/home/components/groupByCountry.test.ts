import { describe, expect, it } from 'vitest';
import type { Region } from '@storefront/contract';
import { warehouse } from '../../../test/catalogueFixtures';
import { deliversHere, groupByCountry } from './groupByCountry';

const region = (regionId: number, countryCode: string, distance: number | null): Region => ({
  regionId,
  regionName: `R${regionId}`,
  countryCode,
  warehouses: [warehouse(regionId, { regionId, countryCode, distance })],
});

describe('groupByCountry', () => {
  it('keeps the nearest country first and every region of a country together', () => {
    const groups = groupByCountry([
      region(1, 'VN', 2),
      region(2, 'TH', 700),
      region(3, 'VN', 1100),
      region(4, 'LA', 900),
    ]);
    expect(groups.map((g) => g.countryCode)).toEqual(['VN', 'TH', 'LA']);
    expect(groups[0]!.regions.map((r) => r.regionId)).toEqual([1, 3]);
  });

  it('puts the current country first when no distance is known', () => {
    const groups = groupByCountry([region(1, 'TH', null), region(2, 'VN', null)], 'VN');
    expect(groups.map((g) => g.countryCode)).toEqual(['VN', 'TH']);
  });
});

describe('deliversHere', () => {
  it('is true inside the delivery radius, false outside, unknown without a position', () => {
    expect(deliversHere({ distance: 4, deliveryRadiusKm: 10 })).toBe(true);
    expect(deliversHere({ distance: 40, deliveryRadiusKm: 10 })).toBe(false);
    expect(deliversHere({ distance: null, deliveryRadiusKm: 10 })).toBeNull();
  });
});
