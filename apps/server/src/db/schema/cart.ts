import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { sku } from './sku.js';
import { warehouse } from './warehouse.js';
import { member } from './member.js';

/**
 * A member's cart, per warehouse, one line per SKU. The primary key is the unique key that makes
 * two concurrent adds of one SKU one line (`insert … on conflict do update`).
 */
export const cartLine = pgTable(
  'cart_line',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.warehouseId, t.skuId] }),
    check('cart_line_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);
