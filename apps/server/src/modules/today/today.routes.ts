import { opsToday, ORDER_STATUS, type Today } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { pick } from '../../lib/localize.js';
import { route } from '../../plugins/route.js';
import { lowStock, ordersToday, receiptsAndRefundsWaiting, waitingByStatus } from './today.repository.js';

/** At or under this many units available, a SKU shows on Today: about a day's sales of a staple. */
export const LOW_STOCK_THRESHOLD = 5;
const LOW_STOCK_ROWS = 20;
const WAITING = [
  ORDER_STATUS.pendingPayment,
  ORDER_STATUS.pendingReview,
  ORDER_STATUS.processing,
  ORDER_STATUS.pendingReceipt,
] as const;

/** What waits for `staffId`: every figure counts only the warehouses they work on. */
export async function today(db: Db, locale: Locale, staffId: number): Promise<Today> {
  const [countries, waiting, queues, low] = await Promise.all([
    ordersToday(db, staffId),
    waitingByStatus(db, staffId),
    receiptsAndRefundsWaiting(db, staffId),
    lowStock(db, staffId, LOW_STOCK_THRESHOLD, LOW_STOCK_ROWS),
  ]);
  const counted = new Map(waiting.map((w) => [Number(w.status), Number(w.count)]));
  return {
    countries: countries.map((c) => ({ ...c, orders: Number(c.orders), revenue: Number(c.revenue) })),
    // Every waiting status is listed, a quiet one as 0, so the screen's tiles do not move.
    waiting: WAITING.map((status) => ({ status, count: counted.get(status) ?? 0 })),
    receiptsWaiting: Number(queues.receipts),
    refundsWaiting: Number(queues.refunds),
    lowStock: low.map((s) => ({
      productSkuId: Number(s.skuId),
      name: pick(s.names, locale),
      spec: pick(s.specs, locale),
      warehouseName: pick(s.warehouseNames, locale),
      available: Number(s.available),
    })),
    lowStockThreshold: LOW_STOCK_THRESHOLD,
  };
}

/** Staff's Today: read-only counts for operations and finance (declared in the contract). */
export async function todayRoutes(app: FastifyInstance) {
  route(app, opsToday, ({ ctx, actor }) => today(app.db, ctx.locale, actor.memberId));
}
