import type { OfferState } from '@storefront/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { country, freightActivity, warehouse, warehouseFreight } from '../../db/schema/index.js';
import { endNow, soonestFirst, stateOf, stateWhere } from './desk.window.js';

const basicFee = sql<number>`coalesce(${warehouseFreight.basicFee}, 0)::float8`;

/** Every warehouse with its country, currency and basic delivery fee (none set: 0). */
export const warehouseRows = (db: Db, warehouseId?: number) =>
  db
    .select({
      id: warehouse.id,
      names: warehouse.names,
      countryCode: warehouse.countryCode,
      currencyCode: country.currencyCode,
      basicFee,
    })
    .from(warehouse)
    .innerJoin(country, eq(country.countryCode, warehouse.countryCode))
    .leftJoin(warehouseFreight, eq(warehouseFreight.warehouseId, warehouse.id))
    .where(warehouseId === undefined ? undefined : eq(warehouse.id, warehouseId))
    .orderBy(warehouse.countryCode, warehouse.id);

const rows = (db: Db) =>
  db
    .select({
      a: freightActivity,
      warehouseNames: warehouse.names,
      countryCode: warehouse.countryCode,
      currencyCode: country.currencyCode,
      basicFee,
      state: stateOf(freightActivity),
    })
    .from(freightActivity)
    .innerJoin(warehouse, eq(warehouse.id, freightActivity.warehouseId))
    .innerJoin(country, eq(country.countryCode, warehouse.countryCode))
    .leftJoin(warehouseFreight, eq(warehouseFreight.warehouseId, warehouse.id));

export interface FreightFilter {
  warehouseId?: number | undefined;
  state?: OfferState | undefined;
}

export async function listActivities(db: Db, f: FreightFilter, limit: number, offset: number) {
  const where = and(
    f.warehouseId ? eq(freightActivity.warehouseId, f.warehouseId) : undefined,
    f.state ? stateWhere(freightActivity, f.state) : undefined,
  );
  const [list, [count]] = await Promise.all([
    rows(db)
      .where(where)
      .orderBy(...soonestFirst(freightActivity))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(freightActivity)
      .where(where),
  ]);
  return { list, total: Number(count?.n ?? 0) };
}

export const findActivity = (db: Db, id: number) =>
  rows(db)
    .where(eq(freightActivity.id, id))
    .then((r) => r[0]);
export type ActivityRow = NonNullable<Awaited<ReturnType<typeof findActivity>>>;

export const lockActivity = (db: Db, id: number) =>
  db
    .select()
    .from(freightActivity)
    .where(eq(freightActivity.id, id))
    .for('update')
    .then((r) => r[0]);

export type ActivityValues = Omit<typeof freightActivity.$inferInsert, 'id'>;

export const insertActivity = (db: Db, values: ActivityValues) =>
  db
    .insert(freightActivity)
    .values(values)
    .returning({ id: freightActivity.id })
    .then((r) => r[0]!.id);

export const updateActivity = (db: Db, id: number, values: ActivityValues) =>
  db.update(freightActivity).set(values).where(eq(freightActivity.id, id));

export const endActivity = (db: Db, id: number) =>
  db
    .update(freightActivity)
    .set({ endsAt: endNow(freightActivity).set })
    .where(and(eq(freightActivity.id, id), endNow(freightActivity).open))
    .returning({ id: freightActivity.id })
    .then((r) => r.length === 1);
