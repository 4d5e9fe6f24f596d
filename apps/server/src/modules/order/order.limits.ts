import { type OrderLimitProblem, ResultCode } from '@storefront/contract';
import type { OrderLimits } from '../../config.js';
import type { MessageKey } from '../../i18n/index.js';
import { AppError, invalidField } from '../../lib/errors.js';
import { type Hit, hitOf } from '../../lib/rate-limit.js';
import type { Buyer, Checkout } from './checkout.service.js';

/** The window of the per-buyer placement counter. */
export const BUYER_WINDOW_SECONDS = 60 * 60;

/** The per-buyer counter's key (`order:buyer:m:<id>` or `order:buyer:v:<visitorId>`). */
export const buyerCounterKey = (buyer: Buyer) =>
  `order:buyer:${buyer.kind === 'member' ? `m:${buyer.memberId}` : `v:${buyer.visitorId}`}`;

/** What the buyer's other open orders (awaiting payment or review) hold. */
export interface OpenHoldings {
  orders: number;
  units: number;
  /** Units of each SKU of this order that those orders hold. */
  perSku: Map<number, number>;
  /** Units of each SKU of this order held by open orders without confirmed money from the same client address. */
  perSkuFromAddress: Map<number, number>;
}

/** A quantity limit the order breaks: the same for the preview (flagged) and the placement (refused). */
export interface LimitProblem {
  problem: OrderLimitProblem;
  productSkuId: number | null;
  limit: number;
  key: MessageKey;
  params: Record<string, string | number>;
}

type Lines = Pick<Checkout, 'list'>['list'];

/**
 * The most units of one SKU an order may have: the shop's cart setting (`CART_LINE_MAX_QUANTITY`,
 * what the cart lets a person pick) and the per-order limit (config), whichever is lower.
 */
export const lineQuantityLimit = (c: Pick<Checkout, 'priced'>, limits: OrderLimits) =>
  Math.min(c.priced.limits.maxLineQuantity, limits.unitsPerSkuPerOrder);

/** Limits of the order alone: lines per order, units of one SKU per order. */
export function orderProblems(c: Pick<Checkout, 'list' | 'priced'>, limits: OrderLimits): LimitProblem[] {
  const out: LimitProblem[] = [];
  const { maxLines } = c.priced.limits;
  if (c.list.length > maxLines)
    out.push({
      problem: 'tooManyLines',
      productSkuId: null,
      limit: maxLines,
      key: 'abuse.tooManyLines',
      params: { limit: maxLines },
    });
  const max = lineQuantityLimit(c, limits);
  for (const l of c.list)
    if (l.quantity > max)
      out.push({
        problem: 'lineQuantity',
        productSkuId: l.productSkuId,
        limit: max,
        key: 'abuse.lineQuantity',
        params: { name: l.name, limit: max },
      });
  return out;
}

/**
 * Limits against what the buyer's other open orders already hold: how many open orders, how many
 * units together, and how many units of each SKU (this order's included); and against what open
 * orders without money from the same client address hold of each SKU, since a visitor token costs
 * nothing and one address can mint many.
 */
export function openOrderProblems(open: OpenHoldings, list: Lines, limits: OrderLimits): LimitProblem[] {
  const out: LimitProblem[] = [];
  if (open.orders >= limits.openPerBuyer)
    out.push({
      problem: 'tooManyOpenOrders',
      productSkuId: null,
      limit: limits.openPerBuyer,
      key: 'abuse.tooManyOpenOrders',
      params: { limit: limits.openPerBuyer },
    });
  const units = list.reduce((s, l) => s + l.quantity, 0);
  if (open.units + units > limits.reservedUnitsPerBuyer)
    out.push({
      problem: 'tooManyUnits',
      productSkuId: null,
      limit: limits.reservedUnitsPerBuyer,
      key: 'abuse.tooManyUnits',
      params: { limit: limits.reservedUnitsPerBuyer, left: Math.max(0, limits.reservedUnitsPerBuyer - open.units) },
    });
  for (const l of list) {
    const held = open.perSku.get(l.productSkuId) ?? 0;
    if (held + l.quantity > limits.unitsPerSkuPerBuyer)
      out.push({
        problem: 'skuUnitsOpen',
        productSkuId: l.productSkuId,
        limit: limits.unitsPerSkuPerBuyer,
        key: 'abuse.skuUnitsOpen',
        params: { name: l.name, held, left: Math.max(0, limits.unitsPerSkuPerBuyer - held) },
      });
    const fromHere = open.perSkuFromAddress.get(l.productSkuId) ?? 0;
    if (fromHere + l.quantity > limits.unitsPerSkuPerAddress)
      out.push({
        problem: 'skuUnitsFromAddress',
        productSkuId: l.productSkuId,
        limit: limits.unitsPerSkuPerAddress,
        key: 'abuse.skuUnitsFromHere',
        params: { name: l.name, held: fromHere, left: Math.max(0, limits.unitsPerSkuPerAddress - fromHere) },
      });
  }
  return out;
}

/**
 * Inside the placing transaction, once the idempotency key is claimed (a replay never gets here):
 * the buyer's hourly counter was counted by the claiming statement and its row is now locked by
 * this transaction, so one buyer's placements pass one at a time from there on. A refusal anywhere
 * later rolls the count back: only placed orders count. Per line and per order, the shop's cart
 * limits (settings) and the per-order limit of one SKU apply to what is reserved, whatever the
 * client sent.
 */
export function checkBuyerLimits(
  c: Checkout,
  counted: { count: number; secondsLeft: number } | null,
  limits: OrderLimits,
): void {
  const [first] = orderProblems(c, limits);
  if (first) throw invalidField('body.items', first.key, first.params);
  const h: Hit = hitOf(counted ?? undefined, BUYER_WINDOW_SECONDS, limits.perBuyer);
  if (!h.allowed)
    throw new AppError(ResultCode.tooMany, 'abuse.tooManyOrders', { minutes: Math.ceil(h.secondsLeft / 60) });
}

/**
 * The buyer's other open orders, counted by the statement that writes the order — after the
 * counter row was locked, so they include every committed one and the limits hold under a burst
 * too. At most `openPerBuyer` of them are counted for the order and unit totals: enough to decide
 * both limits exactly (with fewer, every open order was counted; with that many, the order is
 * refused before units matter). The units of this order's SKUs are counted over all of them.
 */
export function checkOpenOrders(open: OpenHoldings, c: Checkout, limits: OrderLimits): void {
  const [first] = openOrderProblems(open, c.list, limits);
  if (first) throw new AppError(ResultCode.tooMany, first.key, first.params);
}
