import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { country, freightActivity, memberReceiveAddress, region, warehouse } from '../../db/schema/index.js';

export const listWarehouses = (db: Db) =>
  db
    .select({
      id: warehouse.id,
      names: warehouse.names,
      regionId: region.id,
      regionNames: region.names,
      regionSort: region.sort,
      countryCode: warehouse.countryCode,
      currencyCode: country.currencyCode,
      address: warehouse.address,
      latitude: warehouse.latitude,
      longitude: warehouse.longitude,
      businessStartTime: warehouse.businessStartTime,
      businessEndTime: warehouse.businessEndTime,
      deliveryRadiusKm: warehouse.deliveryRadiusKm,
      pickup: warehouse.pickup,
    })
    .from(warehouse)
    .innerJoin(region, eq(region.id, warehouse.regionId))
    .innerJoin(country, eq(country.countryCode, warehouse.countryCode))
    .orderBy(asc(region.sort), asc(warehouse.id));
export type WarehouseRow = Awaited<ReturnType<typeof listWarehouses>>[number];

/** The member's own address only: ownership is part of the query (DESIGN.md §4). */
export const findMemberAddress = (db: Db, memberId: number, addressId: number) =>
  db
    .select({ latitude: memberReceiveAddress.latitude, longitude: memberReceiveAddress.longitude })
    .from(memberReceiveAddress)
    .where(and(eq(memberReceiveAddress.id, addressId), eq(memberReceiveAddress.memberId, memberId)))
    .then((rows) => rows[0]);

export function listRunningFreight(db: Db, warehouseId: number, limit: number, offset: number) {
  const running = and(
    eq(freightActivity.warehouseId, warehouseId),
    lte(freightActivity.startsAt, sql`now()`),
    gt(freightActivity.endsAt, sql`now()`),
  );
  return Promise.all([
    db
      .select({ row: freightActivity, currencyCode: country.currencyCode })
      .from(freightActivity)
      .innerJoin(warehouse, eq(warehouse.id, freightActivity.warehouseId))
      .innerJoin(country, eq(country.countryCode, warehouse.countryCode))
      .where(running)
      .orderBy(asc(freightActivity.thresholdAmount), asc(freightActivity.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(freightActivity)
      .where(running)
      .then((r) => r[0]?.total ?? 0),
  ]);
}
