import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sku } from './sku.js';

/**
 * A SKU's price in a country from an instant on, set ahead by the catalogue staff. The first read
 * of prices at or after `effective_at` writes it to `sku_price` (shared/price-schedule), which bumps
 * the catalogue version, so every cache of the old price is left at that instant; until then it
 * changes nothing the shop shows. Applied or cancelled rows stay as the history.
 */
export const priceSchedule = pgTable(
  'price_schedule',
  {
    id: serial('id').primaryKey(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    /** Minor units of the country's currency, as `sku_price.price`. */
    price: bigint('price', { mode: 'number' }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by'),
  },
  (t) => [
    // What every price read asks first: is a pending change due?
    index('price_schedule_pending_idx')
      .on(t.effectiveAt)
      .where(sql`${t.appliedAt} is null and ${t.cancelledAt} is null`),
    index('price_schedule_sku_idx').on(t.skuId),
    // One pending change per SKU, country and instant.
    uniqueIndex('price_schedule_pending_uq')
      .on(t.skuId, t.countryCode, t.effectiveAt)
      .where(sql`${t.appliedAt} is null and ${t.cancelledAt} is null`),
  ],
);
