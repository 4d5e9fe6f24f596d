import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Localized } from './localized.js';
import { warehouse } from './warehouse.js';

/** Delivery fees of a warehouse: the basic fee, extra-fee rules and free/reduced-delivery activities. */
/** A warehouse's basic delivery fee (minor units of its country's currency). */
export const warehouseFreight = pgTable(
  'warehouse_freight',
  {
    warehouseId: integer('warehouse_id')
      .primaryKey()
      .references(() => warehouse.id),
    basicFee: bigint('basic_fee', { mode: 'number' }).notNull(),
  },
  (t) => [check('warehouse_freight_fee_not_negative', sql`${t.basicFee} >= 0`)],
);

/**
 * Additional delivery fees of a warehouse: `distance` — the address is more than `threshold` km
 * away; `bulky` — the order holds at least `threshold` units of bulky goods. Per kind, the rule
 * with the highest threshold reached applies (tiers, not a sum).
 */
export const freightRule = pgTable(
  'freight_rule',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id),
    kind: varchar('kind', { length: 8, enum: ['distance', 'bulky'] }).notNull(),
    threshold: integer('threshold').notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('freight_rule_warehouse_idx').on(t.warehouseId),
    check('freight_rule_not_negative', sql`${t.threshold} >= 0 and ${t.fee} >= 0`),
  ],
);

/**
 * Free (`fee` 0) or reduced delivery from `threshold_amount` of goods, in a warehouse, inside its
 * window. An ended one keeps its start, so its window may be empty.
 */
export const freightActivity = pgTable(
  'freight_activity',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id),
    kind: varchar('kind', { length: 8, enum: ['free', 'reduced'] }).notNull(),
    titles: jsonb('titles').$type<Localized>().notNull(),
    thresholdAmount: bigint('threshold_amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('freight_activity_warehouse_idx').on(t.warehouseId, t.endsAt),
    check('freight_activity_not_negative', sql`${t.thresholdAmount} >= 0 and ${t.fee} >= 0`),
    check('freight_activity_free_is_free', sql`${t.kind} <> 'free' or ${t.fee} = 0`),
    check('freight_activity_window', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);
