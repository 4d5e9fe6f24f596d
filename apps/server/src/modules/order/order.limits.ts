import { ResultCode } from '@storefront/contract';
import type { OrderLimits } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError, invalidField } from '../../lib/errors.js';
import { hit } from '../../lib/rate-limit.js';
import type { Buyer, Checkout } from './checkout.service.js';
import { openOrdersOf } from './limits.repository.js';

const BUYER_WINDOW_SECONDS = 60 * 60;

/**
 * Inside the placing transaction, once the idempotency key is claimed (a replay never gets here):
 * the buyer's hourly counter is a row this transaction now holds locked, so one buyer's
 * placements pass here one at a time and the open orders read next include every committed one —
 * the limits hold under a burst too. A refusal anywhere later rolls the count back: only placed
 * orders count. Per line and per order, the shop's cart limits (settings) apply to what is
 * reserved, whatever the client sent.
 */
export async function checkBuyerLimits(tx: Db, buyer: Buyer, c: Checkout, limits: OrderLimits): Promise<void> {
  const { maxLineQuantity, maxLines } = c.priced.limits;
  if (c.list.length > maxLines) throw invalidField('body.items', 'abuse.tooManyLines', { limit: maxLines });
  const big = c.list.find((l) => l.quantity > maxLineQuantity);
  if (big) throw invalidField('body.items', 'abuse.lineQuantity', { name: big.name, limit: maxLineQuantity });

  const owner = buyer.kind === 'member' ? { memberId: buyer.memberId } : { visitorId: buyer.visitorId };
  const scope = buyer.kind === 'member' ? `m:${buyer.memberId}` : `v:${buyer.visitorId}`;
  const h = await hit(tx, `order:buyer:${scope}`, BUYER_WINDOW_SECONDS, limits.perBuyer);
  if (!h.allowed)
    throw new AppError(ResultCode.tooMany, 'abuse.tooManyOrders', { minutes: Math.ceil(h.secondsLeft / 60) });
  const open = await openOrdersOf(tx, owner);
  if (open.orders >= limits.openPerBuyer)
    throw new AppError(ResultCode.tooMany, 'abuse.tooManyOpenOrders', { limit: limits.openPerBuyer });
  const units = c.list.reduce((s, l) => s + l.quantity, 0);
  if (open.units + units > limits.reservedUnitsPerBuyer)
    throw new AppError(ResultCode.tooMany, 'abuse.tooManyUnits', {
      limit: limits.reservedUnitsPerBuyer,
      left: Math.max(0, limits.reservedUnitsPerBuyer - open.units),
    });
}
