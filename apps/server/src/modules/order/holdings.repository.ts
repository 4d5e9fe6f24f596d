import { sql } from 'drizzle-orm';
import { type Db, queryRowsPrepared } from '../../db/client.js';
import type { OpenHoldings } from './order.limits.js';
import { OPEN_HOLD, orderStatuses } from '../../db/order-status.js';

/** `{skuId: units}` as the driver returns it (an object, or its JSON text). */
export function skuUnitsOf(o: Record<string, number> | string | null): Map<number, number> {
  const parsed: Record<string, unknown> =
    typeof o === 'string' ? (JSON.parse(o) as Record<string, unknown>) : (o ?? {});
  return new Map(Object.entries(parsed).map(([k, v]) => [Number(k), Number(v)]));
}

/**
 * What a buyer's open orders (awaiting payment or review) hold, for the checkout preview: the
 * same figures the placement counts in `writeOrder`, read without its lock (a preview reserves nothing).
 */
export async function openHoldings(
  db: Db,
  owner: { memberId: number } | { visitorId: string },
  skuIds: number[],
  clientKey: string | null,
): Promise<OpenHoldings> {
  const who = 'memberId' in owner ? sql`o.member_id = ${owner.memberId}` : sql`o.visitor_id = ${owner.visitorId}`;
  const skus = `{${skuIds.join(',')}}`;
  const [row] = await queryRowsPrepared<{
    orders: number;
    units: number;
    perSku: Record<string, number> | null;
    fromAddress: Record<string, number> | null;
  }>(
    db,
    sql`with open as (select o.id from customer_order o where ${who} and o.status in (${orderStatuses(...OPEN_HOLD)}))
      select (select count(*) from open)::int as orders,
        (select coalesce(sum(l.quantity), 0) from customer_order_line l where l.order_id in (select id from open))::int as units,
        (select jsonb_object_agg(x.sku_id, x.units) from (
          select l.sku_id, sum(l.quantity)::int as units from customer_order_line l
          where l.order_id in (select id from open) and l.sku_id = any(${skus}::int[])
          group by l.sku_id) x) as "perSku",
        (select jsonb_object_agg(x.sku_id, x.units) from (
          select l.sku_id, sum(l.quantity)::int as units
          from customer_order o join customer_order_line l on l.order_id = o.id
          where o.client_key = ${clientKey} and o.status in (${orderStatuses(...OPEN_HOLD)}) and o.paid_at is null
            and l.sku_id = any(${skus}::int[])
          group by l.sku_id) x) as "fromAddress"`,
  );
  return {
    orders: Number(row?.orders ?? 0),
    units: Number(row?.units ?? 0),
    perSku: skuUnitsOf(row?.perSku ?? null),
    perSkuFromAddress: skuUnitsOf(row?.fromAddress ?? null),
  };
}
