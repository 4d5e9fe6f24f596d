import type { MerchandisingStockMovement, StockReason } from '@storefront/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { stock, stockMovement, warehouse } from '../../db/schema/index.js';
import { conflict, invalidField, isUniqueViolation, notFound } from '../../lib/errors.js';
import { auditChange, type MerchandisingCtx } from './merchandising.ctx.js';
import { productOfSku } from './merchandising.repository.js';
import { productDetail } from './product.service.js';
import { movementPage, movementByKey } from './stock.repository.js';

export interface Adjustment {
  skuId: number;
  warehouseId: number;
  reason: StockReason;
  quantity: number;
  note?: string | undefined;
  clientKey: string;
}

/** What is on hand after an adjustment: received adds, damaged takes away, a count is the new figure. */
export const onHandAfter = (reason: StockReason, onHand: number, quantity: number) =>
  reason === 'received' ? onHand + quantity : reason === 'damaged' ? onHand - quantity : quantity;

/**
 * Changes what is on hand in one transaction: the stock row locked, the new figure checked against
 * what open orders hold, the movement and the audit entry written with it. The console's key makes
 * a repeated submission (a double click, a retry after a lost answer) change nothing twice; the
 * same key with another change is refused.
 */
export async function adjustStock(ctx: MerchandisingCtx, a: Adjustment) {
  const productId = await productOfSku(ctx.db, a.skuId);
  if (productId === undefined) throw notFound();
  if (a.reason !== 'count' && a.quantity === 0) throw invalidField('body.quantity', 'merchandising.quantityPositive');
  const [known] = await ctx.db.select({ id: warehouse.id }).from(warehouse).where(eq(warehouse.id, a.warehouseId));
  if (!known) throw invalidField('body.warehouseId', 'field.unknownId');
  try {
    await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const seen = await movementByKey(db, ctx.staffId, a.clientKey);
      if (seen) {
        const same = seen.skuId === a.skuId && seen.warehouseId === a.warehouseId && seen.reason === a.reason;
        if (!same) throw invalidField('body.clientKey', 'merchandising.keyReused');
        return;
      }
      await db.insert(stock).values({ skuId: a.skuId, warehouseId: a.warehouseId }).onConflictDoNothing();
      const where = and(eq(stock.skuId, a.skuId), eq(stock.warehouseId, a.warehouseId));
      const [row] = await db
        .select({ onHand: stock.onHand, reserved: stock.reserved })
        .from(stock)
        .where(where)
        .for('update');
      if (!row) throw notFound();
      const after = onHandAfter(a.reason, row.onHand, a.quantity);
      if (after < row.reserved) throw conflict('merchandising.belowReserved', { reserved: row.reserved });
      await db.update(stock).set({ onHand: after }).where(where);
      const change = after - row.onHand;
      await db.insert(stockMovement).values({
        skuId: a.skuId,
        warehouseId: a.warehouseId,
        reason: a.reason,
        change,
        onHandAfter: after,
        note: a.note || null,
        staffId: ctx.staffId,
        clientKey: a.clientKey,
      });
      await auditChange(db, ctx, 'catalogue.stock', `sku:${a.skuId}`, {
        warehouseId: a.warehouseId,
        reason: a.reason,
        before: row.onHand,
        after,
        reserved: row.reserved,
        ...(a.note && { note: a.note }),
      });
    });
  } catch (error) {
    // The same key sent twice at once: the other request made the change; this one answers it.
    if (!isUniqueViolation(error)) throw error;
  }
  return productDetail(ctx.db, ctx.locale, productId);
}

export async function setLowStock(
  ctx: MerchandisingCtx,
  body: { skuId: number; warehouseId: number; lowStockBelow: number | null },
) {
  const productId = await productOfSku(ctx.db, body.skuId);
  if (productId === undefined) throw notFound();
  const [known] = await ctx.db.select({ id: warehouse.id }).from(warehouse).where(eq(warehouse.id, body.warehouseId));
  if (!known) throw invalidField('body.warehouseId', 'field.unknownId');
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db.insert(stock).values({ skuId: body.skuId, warehouseId: body.warehouseId }).onConflictDoNothing();
    const where = and(eq(stock.skuId, body.skuId), eq(stock.warehouseId, body.warehouseId));
    const [before] = await db.select({ lowStockBelow: stock.lowStockBelow }).from(stock).where(where).for('update');
    if (before?.lowStockBelow === body.lowStockBelow) return;
    await db.update(stock).set({ lowStockBelow: body.lowStockBelow }).where(where);
    await auditChange(db, ctx, 'catalogue.lowStock', `sku:${body.skuId}`, {
      warehouseId: body.warehouseId,
      before: before?.lowStockBelow ?? null,
      after: body.lowStockBelow,
    });
  });
  return productDetail(ctx.db, ctx.locale, productId);
}

export async function stockHistory(
  ctx: MerchandisingCtx,
  q: { skuId: number; warehouseId: number; pageNum: number; pageSize: number },
) {
  const rows = await movementPage(ctx.db, q.skuId, q.warehouseId, q.pageSize, (q.pageNum - 1) * q.pageSize);
  const list: MerchandisingStockMovement[] = rows.map((r) => ({
    id: Number(r.id),
    reason: r.reason,
    change: r.change,
    onHandAfter: r.onHandAfter,
    note: r.note,
    staffName: r.staffName ?? '',
    at: new Date(r.at).toISOString(),
  }));
  return { pageNum: q.pageNum, pageSize: q.pageSize, total: Number(rows[0]?.total ?? 0), list };
}
