import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
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
  },
  (t) => [
    primaryKey({ columns: [t.skuId, t.warehouseId] }),
    // In-stock filters count a whole warehouse: read its rows, not every warehouse's.
    index('stock_warehouse_idx').on(t.warehouseId, t.skuId),
  ],
);
