import type { Locale, OpsDeliverySettings } from '@storefront/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import type { Localized } from '../../db/schema/localized.js';
import { notFound } from '../../lib/errors.js';
import { pick } from '../../lib/localize.js';
import { warehouseScope } from '../../shared/staff-scope/index.js';

interface Row {
  warehouseId: number;
  names: Localized;
  timeZone: string;
  slotMinutes: number;
  slotCapacity: number;
  cutOffMinutes: number;
  daysAhead: number;
  closedWeekdays: number[];
  closedDates: string[] | null;
  pickup: boolean;
}

/**
 * Warehouses with checkout settings, of those the staff member works on; closed days from the
 * warehouse's own today on.
 */
const settingsRows = (db: Db, staffId: number, warehouseId: number | null) =>
  queryRows<Row>(
    db,
    sql`select w.id as "warehouseId", w.names, wc.time_zone as "timeZone", wc.slot_minutes as "slotMinutes",
          wc.slot_capacity as "slotCapacity", wc.cut_off_minutes as "cutOffMinutes", wc.days_ahead as "daysAhead",
          wc.closed_weekdays as "closedWeekdays", w.pickup,
          array(select d.date from warehouse_closed_day d where d.warehouse_id = w.id
            and d.date >= to_char(now() at time zone wc.time_zone, 'YYYY-MM-DD') order by d.date) as "closedDates"
        from warehouse w join warehouse_checkout wc on wc.warehouse_id = w.id
        where ${warehouseId === null ? sql`true` : sql`w.id = ${warehouseId}`}
          and ${warehouseScope(staffId, sql`w.id`)}
        order by w.id`,
  );

const toSettings = (r: Row, locale: Locale): OpsDeliverySettings => ({
  warehouseId: Number(r.warehouseId),
  warehouseName: pick(r.names, locale),
  timeZone: r.timeZone,
  slotMinutes: Number(r.slotMinutes),
  slotCapacity: Number(r.slotCapacity),
  cutOffMinutes: Number(r.cutOffMinutes),
  daysAhead: Number(r.daysAhead),
  closedWeekdays: (r.closedWeekdays ?? []).map(Number),
  closedDates: r.closedDates ?? [],
  pickup: Boolean(r.pickup),
});

export async function deliveryList(db: Db, staffId: number, locale: Locale) {
  return (await settingsRows(db, staffId, null)).map((r) => toSettings(r, locale));
}

/** One warehouse's settings; another warehouse than the staff member's is one that does not exist. */
async function one(db: Db, staffId: number, warehouseId: number, locale: Locale) {
  const [row] = await settingsRows(db, staffId, warehouseId);
  if (!row) throw notFound();
  return toSettings(row, locale);
}

const audit = (tx: Db, staffId: number, warehouseId: number, action: string, detail: Record<string, unknown>) =>
  tx
    .insert(auditLog)
    .values({ actorMemberId: staffId, actingStaffId: null, action, target: `warehouse:${warehouseId}`, detail });

/**
 * New slot capacity, cut-off, weekly closed days and pickup. Slots of today and later that already
 * hold orders take the new capacity too, never below what they hold: an order placed stays placed.
 */
export async function updateDelivery(
  db: Db,
  staffId: number,
  locale: Locale,
  input: {
    warehouseId: number;
    slotCapacity: number;
    cutOffMinutes: number;
    closedWeekdays: number[];
    pickup: boolean;
  },
) {
  const before = await one(db, staffId, input.warehouseId, locale);
  const weekdays = [...new Set(input.closedWeekdays)].sort();
  await db.transaction(async (tx) => {
    await tx.execute(sql`update warehouse_checkout set slot_capacity = ${input.slotCapacity},
        cut_off_minutes = ${input.cutOffMinutes}, closed_weekdays = ${`{${weekdays.join(',')}}`}::int[]
      where warehouse_id = ${input.warehouseId}`);
    await tx.execute(sql`update warehouse set pickup = ${input.pickup} where id = ${input.warehouseId}`);
    await tx.execute(sql`update delivery_slot set capacity = greatest(taken, ${input.slotCapacity})
      where warehouse_id = ${input.warehouseId}
        and date >= to_char(now() at time zone ${before.timeZone}, 'YYYY-MM-DD')`);
    await audit(tx, staffId, input.warehouseId, 'delivery.update', {
      before: {
        slotCapacity: before.slotCapacity,
        cutOffMinutes: before.cutOffMinutes,
        closedWeekdays: before.closedWeekdays,
        pickup: before.pickup,
      },
      after: {
        slotCapacity: input.slotCapacity,
        cutOffMinutes: input.cutOffMinutes,
        closedWeekdays: weekdays,
        pickup: input.pickup,
      },
    });
  });
  return one(db, staffId, input.warehouseId, locale);
}

/** Closes one day (a holiday) or opens it again; closing twice or opening an open day changes nothing. */
export async function setClosedDay(
  db: Db,
  staffId: number,
  locale: Locale,
  input: { warehouseId: number; date: string; closed: boolean },
) {
  await one(db, staffId, input.warehouseId, locale);
  await db.transaction(async (tx) => {
    const changed = await queryRows<{ date: string }>(
      tx,
      input.closed
        ? sql`insert into warehouse_closed_day (warehouse_id, date) values (${input.warehouseId}, ${input.date})
            on conflict do nothing returning date`
        : sql`delete from warehouse_closed_day where warehouse_id = ${input.warehouseId} and date = ${input.date}
            returning date`,
    );
    if (changed.length)
      await audit(tx, staffId, input.warehouseId, input.closed ? 'delivery.closeDay' : 'delivery.openDay', {
        date: input.date,
        before: { closed: !input.closed },
        after: { closed: input.closed },
      });
  });
  return one(db, staffId, input.warehouseId, locale);
}
