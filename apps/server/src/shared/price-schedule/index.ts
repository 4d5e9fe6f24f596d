import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

/**
 * Prices set ahead (table `price_schedule`) take effect by the price reads themselves, not a timer:
 * the catalogue's state read and pricing's fresh read each carry `PRICE_DUE` (is a pending change
 * due, by the database's clock?) beside the catalogue version. When one is, the reader applies every
 * due change (`applyDuePrices`) and reads again: the write to `sku_price` bumps the catalogue
 * version, so every cache keyed by the old version is left, on every node, from the first request
 * at or after the instant. Until then a pending change costs each read one probe of a partial index.
 */
export const PRICE_DUE = sql`exists (select 1 from price_schedule
  where applied_at is null and cancelled_at is null and effective_at <= clock_timestamp()) as "priceDue"`;

/**
 * Writes every due change to `sku_price` in one statement, with an audit entry each (the staff
 * member who set it ahead is its actor): where several of a SKU and country are due, the latest
 * instant wins and the earlier are marked applied with it. The due rows are locked, so two readers
 * at the instant apply each change once; the second waits for the first, then finds nothing due.
 * Runs in the caller's transaction when it has one (an order being placed prices at the new price).
 */
export async function applyDuePrices(db: Db): Promise<number> {
  const rows = await queryRows<{ applied: number }>(
    db,
    sql`with due as (
          select id, sku_id, country_code, price, effective_at, created_by from price_schedule
          where applied_at is null and cancelled_at is null and effective_at <= clock_timestamp()
          order by id
          for update
        ),
        latest as (
          select distinct on (sku_id, country_code) sku_id, country_code, price
          from due order by sku_id, country_code, effective_at desc, id desc
        ),
        before as (
          select sp.sku_id, sp.country_code, sp.price from sku_price sp
          join latest l on l.sku_id = sp.sku_id and l.country_code = sp.country_code
        ),
        priced as (
          insert into sku_price (sku_id, country_code, price)
          select sku_id, country_code, price from latest
          on conflict (sku_id, country_code) do update set price = excluded.price
          returning sku_id
        ),
        marked as (
          update price_schedule ps set applied_at = clock_timestamp()
          from due where ps.id = due.id
          returning ps.id
        ),
        audited as (
          insert into audit_log (actor_member_id, action, target, detail)
          select d.created_by, 'catalogue.priceApplied', 'sku:' || d.sku_id,
            jsonb_build_object('scheduleId', d.id, 'countryCode', d.country_code, 'effectiveAt', d.effective_at,
              'before', b.price, 'after', d.price)
          from due d left join before b on b.sku_id = d.sku_id and b.country_code = d.country_code
          returning id
        )
        -- Every statement of a WITH runs once, referenced or not: the count is only the answer.
        select count(*)::int as applied from marked`,
  );
  return Number(rows[0]?.applied ?? 0);
}

/**
 * A read that carries `PRICE_DUE`, applying the due changes and reading again when it says so:
 * what comes back is read after every change due by then.
 */
export async function readWithDuePrices<T extends { priceDue?: boolean | null } | undefined>(
  db: Db,
  read: () => Promise<T>,
): Promise<T> {
  const first = await read();
  if (!first?.priceDue) return first;
  await applyDuePrices(db);
  return read();
}

/** Applies what is due, if anything (one probe when nothing is): for readers of prices outside the shop's paths. */
export const settleDuePrices = (db: Db) =>
  readWithDuePrices(db, () => queryRows<{ priceDue: boolean }>(db, sql`select ${PRICE_DUE}`).then((r) => r[0]));
