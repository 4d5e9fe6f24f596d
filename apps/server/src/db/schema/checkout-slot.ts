import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { warehouse } from './warehouse.js';

/**
 * Checkout settings of a warehouse: its time zone, slot length, capacity per slot, the cut-off
 * before a slot, how many days ahead, and weekly closed days (0 Sunday … 6 Saturday).
 */
export const warehouseCheckout = pgTable('warehouse_checkout', {
  warehouseId: integer('warehouse_id')
    .primaryKey()
    .references(() => warehouse.id),
  timeZone: varchar('time_zone', { length: 40 }).notNull(),
  slotMinutes: integer('slot_minutes').notNull(),
  slotCapacity: integer('slot_capacity').notNull(),
  cutOffMinutes: integer('cut_off_minutes').notNull(),
  daysAhead: integer('days_ahead').notNull(),
  closedWeekdays: integer('closed_weekdays')
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
});

/** Single closed days (holidays) of a warehouse, in its own calendar. */
export const warehouseClosedDay = pgTable(
  'warehouse_closed_day',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id),
    date: varchar('date', { length: 10 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.date] })],
);

/**
 * Slots taken. A row appears with the first order of the slot; `taken` moves only by the guarded
 * `taken = taken + 1 where taken < capacity` and back by 1 on cancel.
 */
export const deliverySlot = pgTable(
  'delivery_slot',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id),
    date: varchar('date', { length: 10 }).notNull(),
    start: varchar('start', { length: 5 }).notNull(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.warehouseId, t.date, t.start] }),
    check('delivery_slot_taken', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
  ],
);
