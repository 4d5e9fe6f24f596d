import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

/** The product's prices set ahead and still pending, the soonest first, with who set them. */
export const pendingRows = (db: Db, productId: number) =>
  queryRows<{
    scheduleId: number;
    skuId: number;
    countryCode: string;
    currencyCode: string;
    price: string | number;
    effectiveAt: string | Date;
    staffName: string | null;
  }>(
    db,
    sql`select ps.id as "scheduleId", ps.sku_id as "skuId", ps.country_code as "countryCode",
          c.currency_code as "currencyCode", ps.price, ps.effective_at as "effectiveAt",
          coalesce(m.nickname, m.phone_number) as "staffName"
        from price_schedule ps
        join sku s on s.id = ps.sku_id
        join country c on c.country_code = ps.country_code
        left join member m on m.id = ps.created_by
        where s.product_id = ${productId} and ps.applied_at is null and ps.cancelled_at is null
        order by ps.effective_at, ps.id`,
  );

/** Where an instant stands against the database's clock: at least a minute ahead, and within a year. */
export const instantAhead = (db: Db, at: string) =>
  queryRows<{ ahead: boolean; withinYear: boolean }>(
    db,
    sql`select ${at}::timestamptz >= clock_timestamp() + interval '1 minute' as ahead,
          ${at}::timestamptz <= clock_timestamp() + interval '366 days' as "withinYear"`,
  ).then((r) => r[0]!);

/** Inserts a pending change unless one of the SKU, country and instant is pending; its id, or null. */
export const insertPending = (
  db: Db,
  row: { skuId: number; countryCode: string; price: number; effectiveAt: string; createdBy: number },
) =>
  queryRows<{ id: number }>(
    db,
    sql`insert into price_schedule (sku_id, country_code, price, effective_at, created_by)
        values (${row.skuId}, ${row.countryCode}, ${row.price}, ${row.effectiveAt}::timestamptz, ${row.createdBy})
        on conflict (sku_id, country_code, effective_at) where applied_at is null and cancelled_at is null do nothing
        returning id`,
  ).then((r) => r[0]?.id ?? null);

/** The pending change of the SKU, country and instant (what a repeated submission finds). */
export const pendingAt = (db: Db, skuId: number, countryCode: string, effectiveAt: string) =>
  queryRows<{ id: number; price: string | number }>(
    db,
    sql`select id, price from price_schedule
        where sku_id = ${skuId} and country_code = ${countryCode} and effective_at = ${effectiveAt}::timestamptz
          and applied_at is null and cancelled_at is null`,
  ).then((r) => r[0]);

/** Cancels a change still pending; the row as it was, or undefined when there is no such change. */
export const cancelPending = (db: Db, scheduleId: number, staffId: number) =>
  queryRows<{
    skuId: number;
    countryCode: string;
    price: number;
    effectiveAt: string;
    applied: boolean;
    cancelled: boolean;
  }>(
    db,
    sql`with target as (
          select id, sku_id, country_code, price, effective_at, applied_at, cancelled_at
          from price_schedule where id = ${scheduleId} for update
        ),
        cancelled as (
          update price_schedule ps set cancelled_at = clock_timestamp(), cancelled_by = ${staffId}
          from target t where ps.id = t.id and t.applied_at is null and t.cancelled_at is null
          returning ps.id
        )
        select sku_id as "skuId", country_code as "countryCode", price, effective_at as "effectiveAt",
          applied_at is not null as applied, cancelled_at is not null as cancelled
        from target`,
  ).then((r) => r[0]);
