import type { FreightActivity, Locale, Region, Warehouse } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { pick } from '../../lib/localize.js';
import { distanceKm, isKnownPosition } from '../../shared/geo/delivery.js';
import { findMemberAddress, listRunningFreight, listWarehouses, type WarehouseRow } from './warehouse.repository.js';

interface Position {
  latitude?: number | undefined;
  longitude?: number | undefined;
}

const round1 = (km: number) => Math.round(km * 10) / 10;

function toWarehouse(row: WarehouseRow, locale: Locale, position: Position): Warehouse {
  const known = isKnownPosition(position.latitude, position.longitude);
  return {
    warehouseId: row.id,
    warehouseName: pick(row.names, locale),
    regionId: row.regionId,
    regionName: pick(row.regionNames, locale),
    countryCode: row.countryCode,
    currencyCode: row.currencyCode,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    distance: known ? round1(distanceKm(position.latitude!, position.longitude!, row.latitude, row.longitude)) : null,
    businessStartTime: row.businessStartTime,
    businessEndTime: row.businessEndTime,
    deliveryRadiusKm: row.deliveryRadiusKm,
    pickup: row.pickup,
  };
}

const byDistance = (a: { distance: number | null }, b: { distance: number | null }) =>
  (a.distance ?? Infinity) - (b.distance ?? Infinity);

/**
 * Regions with their warehouses, nearest first (spec §4 "from the region list"). The warehouse
 * table is small (tens of rows), so distances are computed here rather than in SQL.
 */
export async function listRegions(db: Db, locale: Locale, position: Position, countryCode?: string): Promise<Region[]> {
  const rows = (await listWarehouses(db)).filter((r) => !countryCode || r.countryCode === countryCode);
  const regions = new Map<number, Region>();
  for (const row of rows) {
    const w = toWarehouse(row, locale, position);
    const r = regions.get(row.regionId) ?? {
      regionId: row.regionId,
      regionName: w.regionName,
      countryCode: row.countryCode,
      warehouses: [],
    };
    r.warehouses.push(w);
    regions.set(row.regionId, r);
  }
  const list = [...regions.values()];
  for (const r of list) r.warehouses.sort(byDistance);
  // Stable sort: without a position, regions keep their configured order.
  return list.sort((a, b) => byDistance(a.warehouses[0]!, b.warehouses[0]!));
}

/** Warehouses whose delivery radius covers one of the member's addresses, nearest first. */
export async function warehousesForAddress(
  db: Db,
  locale: Locale,
  memberId: number,
  addressId: number,
): Promise<Warehouse[]> {
  const address = await findMemberAddress(db, memberId, addressId);
  if (!address) throw notFound();
  if (!isKnownPosition(address.latitude, address.longitude)) return [];
  const position = { latitude: address.latitude, longitude: address.longitude ?? undefined };
  return (await listWarehouses(db))
    .map((row) => toWarehouse(row, locale, position))
    .filter((w) => w.distance !== null && w.distance <= w.deliveryRadiusKm)
    .sort(byDistance);
}

/**
 * The current-warehouse rule of spec §4: with a saved address and a logged-in member, the first
 * warehouse that delivers to that address; otherwise the first of the region list (nearest to
 * the position when one is known). The web runs the same rule at boot; this is its server twin.
 */
export async function currentWarehouse(
  db: Db,
  locale: Locale,
  input: { memberId?: number | null; addressId?: number | null; position: Position },
): Promise<Warehouse | null> {
  if (input.memberId && input.addressId) {
    const delivering = await warehousesForAddress(db, locale, input.memberId, input.addressId);
    if (delivering[0]) return delivering[0];
  }
  const regions = await listRegions(db, locale, input.position);
  return regions.flatMap((r) => r.warehouses).sort(byDistance)[0] ?? null;
}

export async function freightActivities(
  db: Db,
  locale: Locale,
  warehouseId: number,
  pageNum: number,
  pageSize: number,
) {
  const [rows, total] = await listRunningFreight(db, warehouseId, pageSize, (pageNum - 1) * pageSize);
  const list: FreightActivity[] = rows.map(({ row, currencyCode }) => ({
    id: row.id,
    warehouseId: row.warehouseId,
    kind: row.kind,
    title: pick(row.titles, locale),
    thresholdAmount: Number(row.thresholdAmount),
    fee: Number(row.fee),
    currencyCode,
    startTime: row.startsAt.toISOString(),
    endTime: row.endsAt.toISOString(),
  }));
  return { pageNum, pageSize, total, list };
}
