import type { Locale, OrderSummary } from '@storefront/contract';
import { and } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { priceCart } from '../../shared/pricing/pricing.service.js';
import { addToMemberCart } from './cart-lines.repository.js';
import { toSummary } from './order.mapper.js';
import { linesOfOrders, listOrders, orderConditions, type OrderRow, statusIs } from './order.repository.js';
import { secretHash } from './order.ids.js';
import type { CustomerCtx, OrderRef } from './lifecycle.service.js';
import { findOwnedOrder } from './order.repository.js';
import { notFound } from '../../lib/errors.js';

const statusOf = (s: string) => (s === 'all' ? null : Number(s));

export async function summaries(db: Db, rows: OrderRow[], locale: Locale): Promise<OrderSummary[]> {
  const lines = await linesOfOrders(
    db,
    rows.map((r) => r.order.id),
  );
  return rows.map((r) =>
    toSummary(
      r,
      lines.filter((l) => l.orderId === r.order.id),
      locale,
    ),
  );
}

/** The member's orders, including those a sales rep placed for them (same member_id). */
export async function listMemberOrders(
  db: Db,
  locale: Locale,
  memberId: number,
  q: { status: string; pageNum: number; pageSize: number; debt?: boolean | undefined },
) {
  const where = and(
    orderConditions.memberIs(memberId),
    statusIs(statusOf(q.status)),
    q.debt ? orderConditions.owingCredit(memberId) : undefined,
  );
  const { rows, total } = await listOrders(db, where, q.pageSize, (q.pageNum - 1) * q.pageSize);
  return { pageNum: q.pageNum, pageSize: q.pageSize, total, list: await summaries(db, rows, locale) };
}

/**
 * A visitor's orders: only those whose secrets the device kept (a visitor id alone reads nothing),
 * and only while they are a visitor's: an order a member claimed is listed among the member's.
 */
export async function listVisitorOrders(db: Db, locale: Locale, secrets: string[], status: string) {
  if (secrets.length === 0) return { list: [] };
  const where = and(
    orderConditions.secretIn(secrets.map(secretHash)),
    orderConditions.stillVisitors(),
    statusIs(statusOf(status)),
  );
  const { rows } = await listOrders(db, where, 100, 0);
  return { list: await summaries(db, rows, locale) };
}

/**
 * Puts an order's items back in the cart, priced by the cart engine so only what can be bought
 * now goes back, capped by stock and the per-line limit. A visitor's cart lives on the device, so a
 * visitor gets the items to add there.
 */
export async function reAddToCart(c: CustomerCtx, memberId: number | null, ref: OrderRef) {
  const row = await findOwnedOrder(c.db, ref.orderId, c.owner);
  if (!row) throw notFound();
  const lines = await linesOfOrders(c.db, [ref.orderId]);
  const warehouseId = row.order.warehouseId;
  const priced = await priceCart(c.db, {
    locale: c.locale,
    warehouseId,
    lines: lines.map((l) => ({ productSkuId: l.skuId, quantity: l.quantity, selected: true })),
  });
  const ok = new Map(priced.pricing.list.map((l) => [l.productSkuId, l]));
  const items = lines
    .filter((l) => ok.has(l.skuId))
    .map((l) => ({ productSkuId: l.skuId, quantity: Math.min(l.quantity, ok.get(l.skuId)!.maxQuantity) }))
    .filter((i) => i.quantity > 0);
  const skipped = lines.filter((l) => !items.some((i) => i.productSkuId === l.skuId)).map((l) => l.skuId);
  if (memberId !== null && items.length > 0) {
    await addToMemberCart(c.db, memberId, warehouseId, items, (id) => ok.get(id)!.maxQuantity);
  }
  return { warehouseId, items, skipped };
}
