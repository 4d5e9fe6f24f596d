import { STOCK_REASONS } from '@storefront/contract/constants';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sku } from './sku.js';
import { warehouse } from './warehouse.js';

/** Stock per SKU and warehouse; available = on_hand − reserved. */
export const stock = pgTable(
  'stock',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    /** At or below this many available, the catalogue staff see the SKU as low; null: no alert. */
    lowStockBelow: integer('low_stock_below'),
  },
  (t) => [
    primaryKey({ columns: [t.skuId, t.warehouseId] }),
    // In-stock filters count a whole warehouse: read its rows, not every warehouse's.
    index('stock_warehouse_idx').on(t.warehouseId, t.skuId),
  ],
);

/**
 * Every change staff make to what is on hand, written in the transaction that makes it: the
 * history a warehouse reads back, and the key that makes a repeated submission change nothing twice.
 */
export const stockMovement = pgTable(
  'stock_movement',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id),
    reason: varchar('reason', { length: 16, enum: STOCK_REASONS }).notNull(),
    /** On hand after minus before. */
    change: integer('change').notNull(),
    onHandAfter: integer('on_hand_after').notNull(),
    note: text('note'),
    staffId: integer('staff_id').notNull(),
    /** The console's key of one submission: the same key from the same staff member is one movement. */
    clientKey: varchar('client_key', { length: 64 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movement_sku_idx').on(t.skuId, t.warehouseId, t.at.desc()),
    uniqueIndex('stock_movement_key_uq').on(t.staffId, t.clientKey),
    check('stock_movement_reason_known', sql`${t.reason} in ('received', 'count', 'damaged')`),
  ],
);
