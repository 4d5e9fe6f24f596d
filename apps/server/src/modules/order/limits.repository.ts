import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

/** What one buyer's open orders hold: awaiting payment or review, i.e. not yet seen by staff. */
export async function openOrdersOf(
  tx: Db,
  owner: { memberId: number } | { visitorId: string },
): Promise<{ orders: number; units: number }> {
  const who = 'memberId' in owner ? sql`o.member_id = ${owner.memberId}` : sql`o.visitor_id = ${owner.visitorId}`;
  const [row] = await queryRows<{ orders: number; units: number }>(
    tx,
    sql`select count(distinct o.id)::int as orders, coalesce(sum(l.quantity), 0)::int as units
      from customer_order o join customer_order_line l on l.order_id = o.id
      where ${who} and o.status in (0, 1)`,
  );
  return { orders: Number(row?.orders ?? 0), units: Number(row?.units ?? 0) };
}
