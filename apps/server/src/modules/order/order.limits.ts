import { ResultCode } from '@storefront/contract';
import type { OrderLimits } from '../../config.js';
import { AppError, invalidField } from '../../lib/errors.js';
import { type Hit, hitOf } from '../../lib/rate-limit.js';
import type { Buyer, Checkout } from './checkout.service.js';

/** The window of the per-buyer placement counter. */
export const BUYER_WINDOW_SECONDS = 60 * 60;

/** The per-buyer counter's key (`order:buyer:m:<id>` or `order:buyer:v:<visitorId>`). */
export const buyerCounterKey = (buyer: Buyer) =>
  `order:buyer:${buyer.kind === 'member' ? `m:${buyer.memberId}` : `v:${buyer.visitorId}`}`;

/**
 * Inside the placing transaction, once the idempotency key is claimed (a replay never gets here):
 * the buyer's hourly counter was counted by the claiming statement and its row is now locked by
 * this transaction, so one buyer's placements pass one at a time from there on. A refusal anywhere
 * later rolls the count back: only placed orders count. Per line and per order, the shop's cart
 * limits (settings) apply to what is reserved, whatever the client sent.
 */
export function checkBuyerLimits(
  c: Checkout,
  counted: { count: number; secondsLeft: number } | null,
  limits: OrderLimits,
): void {
  const { maxLineQuantity, maxLines } = c.priced.limits;
  if (c.list.length > maxLines) throw invalidField('body.items', 'abuse.tooManyLines', { limit: maxLines });
  const big = c.list.find((l) => l.quantity > maxLineQuantity);
  if (big) throw invalidField('body.items', 'abuse.lineQuantity', { name: big.name, limit: maxLineQuantity });
  const h: Hit = hitOf(counted ?? undefined, BUYER_WINDOW_SECONDS, limits.perBuyer);
  if (!h.allowed)
    throw new AppError(ResultCode.tooMany, 'abuse.tooManyOrders', { minutes: Math.ceil(h.secondsLeft / 60) });
}

/**
 * The buyer's other open orders, counted by the statement that writes the order — after the
 * counter row was locked, so they include every committed one and the limits hold under a burst
 * too. At most `openPerBuyer` of them are counted: enough to decide both limits exactly (with
 * fewer, every open order was counted; with that many, the order is refused before units matter).
 */
export function checkOpenOrders(open: { orders: number; units: number }, c: Checkout, limits: OrderLimits): void {
  if (open.orders >= limits.openPerBuyer)
    throw new AppError(ResultCode.tooMany, 'abuse.tooManyOpenOrders', { limit: limits.openPerBuyer });
  const units = c.list.reduce((s, l) => s + l.quantity, 0);
  if (open.units + units > limits.reservedUnitsPerBuyer)
    throw new AppError(ResultCode.tooMany, 'abuse.tooManyUnits', {
      limit: limits.reservedUnitsPerBuyer,
      left: Math.max(0, limits.reservedUnitsPerBuyer - open.units),
    });
}
