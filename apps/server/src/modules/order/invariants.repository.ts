import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { orderStatus, orderStatuses } from '../../db/order-status.js';

/**
 * What the orders say must match what they hold: reserved stock equals the units of orders not yet
 * shipped or cancelled; a slot's `taken` equals its orders not cancelled; a member's credit used
 * equals the sum of their credit ledger; no stock row is negative. Each row returned is a mismatch.
 */
export async function findInconsistencies(db: Db) {
  const [stock, slots, credit, negative] = await Promise.all([
    queryRows<{ skuId: number; warehouseId: number; reserved: number; held: number }>(
      db,
      sql`with held as (
            select o.warehouse_id, l.sku_id, sum(l.quantity)::int as held
            from customer_order o join customer_order_line l on l.order_id = o.id
            where o.status in (${orderStatuses('pendingPayment', 'pendingReview', 'processing')}) group by 1, 2)
          select s.sku_id as "skuId", s.warehouse_id as "warehouseId", s.reserved::int as reserved, coalesce(h.held, 0)::int as held
          from stock s left join held h on h.sku_id = s.sku_id and h.warehouse_id = s.warehouse_id
          where s.reserved <> coalesce(h.held, 0)
          union all
          select h.sku_id, h.warehouse_id, 0, h.held from held h
          where not exists (select 1 from stock s where s.sku_id = h.sku_id and s.warehouse_id = h.warehouse_id)`,
    ),
    queryRows<{ warehouseId: number; date: string; start: string; taken: number; orders: number }>(
      db,
      sql`select d.warehouse_id as "warehouseId", d.date, d.start, d.taken::int as taken,
            (select count(*)::int from customer_order o where o.warehouse_id = d.warehouse_id and o.slot_date = d.date
              and o.slot_start = d.start and o.status <> ${orderStatus('cancelled')}) as orders
          from delivery_slot d
          where d.taken <> (select count(*) from customer_order o where o.warehouse_id = d.warehouse_id
            and o.slot_date = d.date and o.slot_start = d.start and o.status <> ${orderStatus('cancelled')})`,
    ),
    queryRows<{ memberId: number; currencyCode: string; creditUsed: number; ledger: number }>(
      db,
      sql`select a.member_id as "memberId", a.currency_code as "currencyCode", a.credit_used::bigint::float8 as "creditUsed",
            coalesce((select sum(c.amount) from credit_ledger c where c.member_id = a.member_id and c.currency_code = a.currency_code), 0)::float8 as ledger
          from member_account a
          where exists (select 1 from credit_ledger c where c.member_id = a.member_id and c.currency_code = a.currency_code)
            and a.credit_used <> coalesce((select sum(c.amount) from credit_ledger c
              where c.member_id = a.member_id and c.currency_code = a.currency_code), 0)`,
    ),
    queryRows<{ skuId: number; warehouseId: number }>(
      db,
      sql`select sku_id as "skuId", warehouse_id as "warehouseId" from stock where reserved < 0 or on_hand < 0 or reserved > on_hand`,
    ),
  ]);
  return { stock, slots, credit, negative };
}
