import type { StockReason } from '@storefront/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { stockMovement } from '../../db/schema/index.js';

/** The movement a staff member's submission key already made, if any. */
export const movementByKey = (db: Db, staffId: number, clientKey: string) =>
  db
    .select({ skuId: stockMovement.skuId, warehouseId: stockMovement.warehouseId, reason: stockMovement.reason })
    .from(stockMovement)
    .where(and(eq(stockMovement.staffId, staffId), eq(stockMovement.clientKey, clientKey)))
    .then((r) => r[0]);

export const movementPage = (db: Db, skuId: number, warehouseId: number, limit: number, offset: number) =>
  queryRows<{
    id: string | number;
    reason: StockReason;
    change: number;
    onHandAfter: number;
    note: string | null;
    staffName: string | null;
    at: string | Date;
    total: number;
  }>(
    db,
    sql`select m.id, m.reason, m.change, m.on_hand_after as "onHandAfter", m.note,
          coalesce(mb.nickname, mb.phone_number) as "staffName", m.at, (count(*) over ())::int as total
        from stock_movement m left join member mb on mb.id = m.staff_id
        where m.sku_id = ${skuId} and m.warehouse_id = ${warehouseId}
        order by m.at desc, m.id desc
        limit ${limit} offset ${offset}`,
  );
