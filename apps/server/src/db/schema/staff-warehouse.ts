import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { member } from './member.js';
import { warehouse } from './warehouse.js';

/**
 * The warehouses a staff member works on: their orders, Today's figures and delivery settings.
 * A member with no row works on every warehouse. Set by an admin, audited (`staff.setWarehouses`).
 */
export const staffWarehouse = pgTable(
  'staff_warehouse',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.warehouseId] }),
    index('staff_warehouse_warehouse_idx').on(t.warehouseId),
  ],
);
