import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows, W } from './order.js';

export const HOUR = 3_600_000;
/** An instant `ms` from now, as the console sends it. */
export const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

/** The audit entries of an action on a target, oldest first. */
export const auditOf = (app: FastifyInstance, action: string, target: string) =>
  rows<{ actorMemberId: number; detail: Record<string, unknown>; ip: string | null }>(
    app,
    sql`select actor_member_id as "actorMemberId", detail, ip from audit_log
        where action = ${action} and target = ${target} order by id`,
  );

/** The message a 422 gives for one field. */
export const fieldMessage = (res: { body: { data: unknown } }, path: string) =>
  (res.body.data as { fields: { path: string; message: string }[] }).fields.find((f) => f.path === path)?.message;

/**
 * A SKU on the shelf, sold in Vietnam and in stock in warehouse W, that no promotion of any scope
 * touches now: what the shop shows of it is the list price until a test changes that. `skip`
 * gives another one, `maxPrice` one at most that dear.
 */
export async function deskSku(app: FastifyInstance, skip = 0, maxPrice = 100_000_000) {
  const [row] = await rows<{ id: number; price: number }>(
    app,
    sql`select s.id, sp.price::float8 as price from sku s
      join product p on p.id = s.product_id
      join sku_price sp on sp.sku_id = s.id and sp.country_code = 'VN'
      join stock st on st.sku_id = s.id and st.warehouse_id = ${W} and st.on_hand - st.reserved > 20
      where s.on_shelf and p.fulfilment = 'sameDay' and not p.bulky and sp.price between 10000 and ${maxPrice}
        and not exists (select 1 from promotion x where x.country_code = 'VN' and x.ends_at > now()
          and (x.sku_id = s.id or (x.scope = 'product' and x.scope_id = p.id) or x.scope in ('category', 'store')
            and x.kind <> 'fullReduction'))
        and not exists (select 1 from promotion x where x.country_code = 'VN' and x.ends_at > now()
          and x.scope = 'category' and x.scope_id = p.category_id)
        and p.category_id <> coalesce((select (value #>> '{}')::int from app_setting where key = 'UNDER_18_CATEGORY_ID'), -1)
      order by s.id offset ${skip} limit 1`,
  );
  if (!row) throw new Error('no SKU free of promotions');
  return { id: Number(row.id), listPrice: Number(row.price) };
}
