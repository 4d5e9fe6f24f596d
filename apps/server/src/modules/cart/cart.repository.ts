import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { DEFAULT_LIMITS, LIMIT_KEYS } from '../../shared/pricing/pricing.data.js';
import type { CartLimits } from '../../shared/pricing/types.js';

/**
 * Cart SQL. Every statement is scoped by `member_id = $actor`: another member's lines are never
 * read, changed or counted (DESIGN.md §4).
 */

/** Any id: out-of-range numbers must not reach PostgreSQL as an int overflow (a 500). */
const idArray = (ids: number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;

/** Sellable now: stock on hand minus reserved in that warehouse (0 without a stock row). */
const availableSql = (warehouseId: number, skuId: SQLish) =>
  sql`coalesce((select greatest(st.on_hand - st.reserved, 0) from stock st where st.sku_id = ${skuId} and st.warehouse_id = ${warehouseId}), 0)`;
type SQLish = number | ReturnType<typeof sql>;

/**
 * Cart writes of one member run one at a time: a transaction-scoped advisory lock on (cart, member)
 * is the concurrency guard of the per-cart line limit and of merge's read-then-write. Two adds of
 * the same SKU would be one line anyway (the primary key and `on conflict`).
 */
export async function withCartLock<T>(db: Db, memberId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CART_LOCK_CLASS}, ${memberId})`);
    return work(tx);
  });
}
const CART_LOCK_CLASS = 8;

export async function readLimits(db: Db): Promise<CartLimits> {
  const rows = await queryRows<{ key: string; value: unknown }>(
    db,
    sql`select key, value from app_setting where key in (${LIMIT_KEYS.maxLineQuantity}, ${LIMIT_KEYS.maxLines})`,
  );
  const of = (key: string, fallback: number) => {
    const v = rows.find((r) => r.key === key)?.value;
    return typeof v === 'number' && Number.isSafeInteger(v) && v >= 1 ? v : fallback;
  };
  return {
    maxLineQuantity: of(LIMIT_KEYS.maxLineQuantity, DEFAULT_LIMITS.maxLineQuantity),
    maxLines: of(LIMIT_KEYS.maxLines, DEFAULT_LIMITS.maxLines),
  };
}

export interface SkuFacts {
  productSkuId: number;
  /** false when the SKU does not exist. */
  exists: boolean;
  sold: boolean;
  onShelf: boolean;
  available: number;
  /** The member's current quantity of it in this warehouse; null without a line. */
  lineQuantity: number | null;
}

/**
 * What adding these SKUs to a member's cart of a warehouse depends on. `lineCount` is the member's
 * line count there; null when the warehouse does not exist.
 */
export async function readSkuFacts(
  db: Db,
  memberId: number,
  warehouseId: number,
  skuIds: number[],
): Promise<{ lineCount: number; skus: Map<number, SkuFacts> } | null> {
  const rows = await queryRows<{
    lineCount: number;
    productSkuId: number | null;
    exists: boolean | null;
    sold: boolean | null;
    onShelf: boolean | null;
    available: number | null;
    lineQuantity: number | null;
  }>(
    db,
    sql`select
        (select count(*)::int from cart_line c where c.member_id = ${memberId} and c.warehouse_id = w.id) as "lineCount",
        ids.id as "productSkuId", s.id is not null as exists, sp.price is not null as sold,
        coalesce(s.on_shelf, false) as "onShelf",
        greatest(coalesce(st.on_hand - st.reserved, 0), 0)::int as available, cl.quantity as "lineQuantity"
      from warehouse w
      left join unnest(${idArray(skuIds)}) as ids(id) on true
      left join sku s on s.id = ids.id
      left join sku_price sp on sp.sku_id = s.id and sp.country_code = w.country_code
      left join stock st on st.sku_id = s.id and st.warehouse_id = w.id
      left join cart_line cl on cl.member_id = ${memberId} and cl.warehouse_id = w.id and cl.sku_id = s.id
      where w.id = ${warehouseId}`,
  );
  if (!rows.length) return null;
  const skus = new Map<number, SkuFacts>();
  for (const r of rows) {
    if (r.productSkuId === null) continue;
    skus.set(Number(r.productSkuId), {
      productSkuId: Number(r.productSkuId),
      exists: !!r.exists,
      sold: !!r.sold,
      onShelf: !!r.onShelf,
      available: Number(r.available ?? 0),
      lineQuantity: r.lineQuantity === null ? null : Number(r.lineQuantity),
    });
  }
  return { lineCount: Number(rows[0]!.lineCount), skus };
}

/**
 * Adds to the member's line, or makes a new one, in one guarded statement: the quantity after the
 * add must stay within the stock available now and the per-line limit, and a new line must fit the
 * per-cart line limit. Returns the line's new quantity, or null when a guard refused it.
 */
export async function addToLine(
  db: Db,
  line: { memberId: number; warehouseId: number; skuId: number; quantity: number },
  limits: CartLimits,
): Promise<number | null> {
  const { memberId, warehouseId, skuId, quantity } = line;
  const cap = sql`least(${limits.maxLineQuantity}, ${availableSql(warehouseId, skuId)})`;
  const rows = await queryRows<{ quantity: number }>(
    db,
    sql`insert into cart_line (member_id, warehouse_id, sku_id, quantity)
      select ${memberId}, ${warehouseId}, ${skuId}, ${quantity}
      where ${quantity} <= ${cap}
        and ((select count(*) from cart_line where member_id = ${memberId} and warehouse_id = ${warehouseId}) < ${limits.maxLines}
          or exists (select 1 from cart_line where member_id = ${memberId} and warehouse_id = ${warehouseId} and sku_id = ${skuId}))
      on conflict (member_id, warehouse_id, sku_id) do update
        set quantity = cart_line.quantity + excluded.quantity, updated_at = now()
        where cart_line.quantity + excluded.quantity <= ${cap}
      returning quantity`,
  );
  return rows[0] ? Number(rows[0].quantity) : null;
}

/** Sets a line's quantity within stock and the per-line limit; null when refused or not the member's. */
export async function setLineQuantity(
  db: Db,
  line: { memberId: number; warehouseId: number; skuId: number; quantity: number },
  limits: CartLimits,
): Promise<number | null> {
  const { memberId, warehouseId, skuId, quantity } = line;
  const rows = await queryRows<{ quantity: number }>(
    db,
    sql`update cart_line set quantity = ${quantity}, updated_at = now()
      where member_id = ${memberId} and warehouse_id = ${warehouseId} and sku_id = ${skuId}
        and ${quantity} <= least(${limits.maxLineQuantity}, ${availableSql(warehouseId, skuId)})
      returning quantity`,
  );
  return rows[0] ? Number(rows[0].quantity) : null;
}

/** Writes merged quantities (already capped under the cart lock): new lines are selected. */
export async function upsertQuantities(
  db: Db,
  memberId: number,
  warehouseId: number,
  lines: { skuId: number; quantity: number }[],
): Promise<void> {
  if (!lines.length) return;
  await db.execute(sql`insert into cart_line (member_id, warehouse_id, sku_id, quantity)
    values ${sql.join(
      lines.map((l) => sql`(${memberId}, ${warehouseId}, ${l.skuId}, ${l.quantity})`),
      sql`, `,
    )}
    on conflict (member_id, warehouse_id, sku_id) do update set quantity = excluded.quantity, updated_at = now()`);
}

export async function deleteLines(db: Db, memberId: number, warehouseId: number, skuIds: number[]): Promise<number> {
  const rows = await queryRows<{ sku_id: number }>(
    db,
    sql`delete from cart_line where member_id = ${memberId} and warehouse_id = ${warehouseId}
      and sku_id = any(${idArray(skuIds)}) returning sku_id`,
  );
  return rows.length;
}

/** Selects or unselects the given lines, or all of the warehouse; returns how many matched. */
export async function selectLines(
  db: Db,
  memberId: number,
  warehouseId: number,
  skuIds: number[] | undefined,
  selected: boolean,
): Promise<number> {
  const rows = await queryRows<{ sku_id: number }>(
    db,
    sql`update cart_line set selected = ${selected}, updated_at = now()
      where member_id = ${memberId} and warehouse_id = ${warehouseId}
        ${skuIds ? sql`and sku_id = any(${idArray(skuIds)})` : sql``}
      returning sku_id`,
  );
  return rows.length;
}

export async function totalQuantity(db: Db, memberId: number, warehouseId: number): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select coalesce(sum(quantity), 0)::int as total from cart_line where member_id = ${memberId} and warehouse_id = ${warehouseId}`,
  );
  return Number(row?.total ?? 0);
}
