import { type AnyColumn, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staffWarehouse } from '../../db/schema/index.js';

/**
 * The condition that keeps a staff member to their warehouses, for the WHERE of the query that
 * reads or changes warehouse data: `warehouse` is the column (or expression) naming the row's
 * warehouse. A member with no warehouse rows works on every warehouse. The member's rows are read
 * by the same statement, so a change an admin makes holds from the next query on, on every server,
 * with nothing cached to forget.
 */
export const warehouseScope = (staffId: number, warehouse: AnyColumn | SQL): SQL =>
  sql`(not exists (select 1 from ${staffWarehouse} sw where sw.member_id = ${staffId})
    or ${warehouse} in (select sw.warehouse_id from ${staffWarehouse} sw where sw.member_id = ${staffId}))`;

/** The warehouses a staff member is limited to, ascending; empty: every warehouse. */
export const warehousesOf = (db: Db, staffId: number): Promise<number[]> =>
  db
    .select({ id: staffWarehouse.warehouseId })
    .from(staffWarehouse)
    .where(eq(staffWarehouse.memberId, staffId))
    .orderBy(asc(staffWarehouse.warehouseId))
    .then((rows) => rows.map((r) => r.id));
