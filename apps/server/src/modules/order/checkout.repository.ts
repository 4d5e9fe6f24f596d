import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  appSetting,
  cartLine,
  country,
  deliverySlot,
  memberAccount,
  memberReceiveAddress,
  warehouse,
  warehouseCheckout,
  warehouseClosedDay,
} from '../../db/schema/index.js';

/** The warehouse as checkout needs it, with its checkout settings (null where it has no row yet). */
export async function findCheckoutWarehouse(db: Db, warehouseId: number) {
  const [row] = await db
    .select({
      id: warehouse.id,
      names: warehouse.names,
      address: warehouse.address,
      countryCode: warehouse.countryCode,
      currencyCode: country.currencyCode,
      currencyDigits: country.currencyDigits,
      currencySymbol: country.currencySymbol,
      latitude: warehouse.latitude,
      longitude: warehouse.longitude,
      deliveryRadiusKm: warehouse.deliveryRadiusKm,
      pickup: warehouse.pickup,
      businessStartTime: warehouse.businessStartTime,
      businessEndTime: warehouse.businessEndTime,
      settings: warehouseCheckout,
      closedDates: sql<
        string[]
      >`array(select d.date from ${warehouseClosedDay} d where d.warehouse_id = ${warehouse.id})`,
    })
    .from(warehouse)
    .innerJoin(country, eq(country.countryCode, warehouse.countryCode))
    .leftJoin(warehouseCheckout, eq(warehouseCheckout.warehouseId, warehouse.id))
    .where(eq(warehouse.id, warehouseId));
  return row ?? null;
}
export type CheckoutWarehouse = NonNullable<Awaited<ReturnType<typeof findCheckoutWarehouse>>>;

/** Orders each slot of a warehouse already holds, keyed `date start`. */
export async function slotUsage(db: Db, warehouseId: number, dates: string[]): Promise<Map<string, number>> {
  if (dates.length === 0) return new Map();
  const rows = await db
    .select({ date: deliverySlot.date, start: deliverySlot.start, taken: deliverySlot.taken })
    .from(deliverySlot)
    .where(and(eq(deliverySlot.warehouseId, warehouseId), inArray(deliverySlot.date, dates)));
  return new Map(rows.map((r) => [`${r.date} ${r.start}`, r.taken]));
}

/** The member's own address only: ownership is in the query (another member's id reads nothing). */
export const findOwnAddress = (db: Db, memberId: number, addressId: number) =>
  db
    .select()
    .from(memberReceiveAddress)
    .where(and(eq(memberReceiveAddress.id, addressId), eq(memberReceiveAddress.memberId, memberId)))
    .then((rows) => rows[0] ?? null);

export const findAccount = (db: Db, memberId: number, currencyCode: string) =>
  db
    .select()
    .from(memberAccount)
    .where(and(eq(memberAccount.memberId, memberId), eq(memberAccount.currencyCode, currencyCode)))
    .then((rows) => rows[0] ?? null);

/** The selected lines of a member's cart in a warehouse. */
export const selectedCartLines = (db: Db, memberId: number, warehouseId: number) =>
  db
    .select({ productSkuId: cartLine.skuId, quantity: cartLine.quantity })
    .from(cartLine)
    .where(and(eq(cartLine.memberId, memberId), eq(cartLine.warehouseId, warehouseId), eq(cartLine.selected, true)));

/** Raw values of some settings keys (localized ones as their `{locale: value}` object). */
export async function settingValues(db: Db, keys: string[]): Promise<Record<string, unknown>> {
  const rows = await db
    .select({ key: appSetting.key, value: appSetting.value })
    .from(appSetting)
    .where(inArray(appSetting.key, keys));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** The database clock: every process of a cluster agrees on it, and tests can reason about it. */
export const databaseNow = (db: Db) =>
  db.execute(sql`select now() as now`).then((r) => new Date((r as { rows: { now: string | Date }[] }).rows[0]!.now));
