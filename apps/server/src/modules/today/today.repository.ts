import type { Localized } from '../../db/schema/localized.js';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { orderStatus } from '../../db/order-status.js';
import { warehouseScope } from '../../shared/staff-scope/index.js';

/** The staff member's warehouses as a condition on `column` (each query names its own). */
const scope = (staffId: number, column: string): SQL => warehouseScope(staffId, sql.raw(column));

/**
 * Today's orders per country and currency. "Today" is each order's own warehouse day (its time
 * zone, as slots count days), so a Bangkok morning is not cut at UTC midnight. Cancelled orders
 * count as orders placed, not as revenue.
 */
export const ordersToday = (db: Db, staffId: number) =>
  queryRows<{ countryCode: string; currencyCode: string; orders: number; revenue: string | number }>(
    db,
    sql`select country_code as "countryCode", currency_code as "currencyCode", count(*)::int as orders,
          coalesce(sum(payable) filter (where status <> ${orderStatus('cancelled')}), 0)::bigint as revenue
        from customer_order
        where created_at >= now() - interval '1 day 14 hours'
          and (created_at at time zone time_zone)::date = (now() at time zone time_zone)::date
          and ${scope(staffId, 'warehouse_id')}
        group by country_code, currency_code order by country_code, currency_code`,
  );

/** Open orders in each status that waits for staff. */
export const waitingByStatus = (db: Db, staffId: number) =>
  queryRows<{ status: number; count: number }>(
    db,
    sql`select status, count(*)::int as count from customer_order
        where status between ${orderStatus('pendingPayment')} and ${orderStatus('pendingReceipt')} and ${scope(staffId, 'warehouse_id')}
        group by status order by status`,
  );

export const receiptsAndRefundsWaiting = (db: Db, staffId: number) =>
  queryRows<{ receipts: number; refunds: number }>(
    db,
    sql`select
          (select count(*)::int from customer_order o join order_voucher v on v.order_id = o.id
            where o.status = ${orderStatus('pendingPayment')} and o.payment_method = 'bankTransfer' and o.paid_at is null and v.rejected_at is null
              and ${scope(staffId, 'o.warehouse_id')}) as receipts,
          (select count(*)::int from order_refund r join customer_order o on o.id = r.order_id
            where r.status = 'requested' and ${scope(staffId, 'o.warehouse_id')}) as refunds`,
  ).then((r) => r[0] ?? { receipts: 0, refunds: 0 });

/** SKUs on sale whose available stock is at or under `threshold`, lowest first. */
export const lowStock = (db: Db, staffId: number, threshold: number, limit: number) =>
  queryRows<{ skuId: number; names: Localized; specs: Localized; warehouseNames: Localized; available: number }>(
    db,
    sql`select s.id as "skuId", p.names, s.specs, w.names as "warehouseNames", (st.on_hand - st.reserved)::int as available
        from stock st join sku s on s.id = st.sku_id join product p on p.id = s.product_id
        join warehouse w on w.id = st.warehouse_id
        where s.on_shelf and st.on_hand - st.reserved <= ${threshold} and ${scope(staffId, 'st.warehouse_id')}
        order by st.on_hand - st.reserved, s.id limit ${limit}`,
  );
