import {
  type CartItemInput,
  type CartPricing,
  type DeliveryPosition,
  type Locale,
  ResultCode,
} from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { AppError, invalidField, notFound } from '../../lib/errors.js';
import type { Actor, Visitor } from '../../plugins/auth.js';
import { priceCart } from '../../shared/pricing/pricing.service.js';
import type { CartLimits } from '../../shared/pricing/types.js';
import {
  addToLine,
  deleteLines,
  readLimits,
  readSkuFacts,
  selectLines,
  setLineQuantity,
  type SkuFacts,
  totalQuantity,
  upsertQuantities,
  withCartLock,
} from './cart.repository.js';

/**
 * The member cart: one line per SKU and warehouse, within stock, the per-line and the per-cart
 * limits. Every write runs under the member's cart lock (see `withCartLock`), so a check and the
 * write it guards cannot be interleaved with another write of the same member.
 */

interface LineInput {
  warehouseId: number;
  productSkuId: number;
  quantity: number;
}

/** A 409 that tells the web how many it may have (to roll an optimistic stepper back to). */
const tooMany = (
  key: 'cart.stockExceeded' | 'cart.lineLimit' | 'cart.cartFull',
  params: Record<string, number>,
  maxQuantity: number,
) => new AppError(ResultCode.conflict, key, params, { maxQuantity });

/** 422 on the field for a SKU that cannot be in this warehouse's cart at all. */
function assertSellable(facts: SkuFacts | undefined) {
  if (!facts?.exists) throw invalidField('body.productSkuId', 'cart.unknownSku');
  if (!facts.sold) throw invalidField('body.productSkuId', 'cart.notSoldHere');
  if (!facts.onShelf) throw invalidField('body.productSkuId', 'cart.offShelf');
}

/** Why a quantity was refused: stock before the per-line limit, as stock is what the shopper can act on. */
function refusal(facts: SkuFacts, limits: CartLimits, wanted: number, isNewLine: boolean, lineCount: number) {
  if (isNewLine && lineCount >= limits.maxLines) return tooMany('cart.cartFull', { limit: limits.maxLines }, 0);
  const cap = Math.min(facts.available, limits.maxLineQuantity);
  if (wanted > facts.available) return tooMany('cart.stockExceeded', { available: facts.available }, cap);
  return tooMany('cart.lineLimit', { limit: limits.maxLineQuantity }, cap);
}

async function factsOf(tx: Db, memberId: number, input: LineInput) {
  const facts = await readSkuFacts(tx, memberId, input.warehouseId, [input.productSkuId]);
  if (!facts) throw invalidField('body.warehouseId', 'cart.unknownWarehouse');
  return { lineCount: facts.lineCount, sku: facts.skus.get(input.productSkuId) };
}

/** The member's line of that SKU in that warehouse, at the quantity asked for. */
const lineOf = (actor: Actor, input: LineInput) => ({
  memberId: actor.memberId,
  warehouseId: input.warehouseId,
  skuId: input.productSkuId,
  quantity: input.quantity,
});

export async function addToCart(db: Db, actor: Actor, input: LineInput) {
  return withCartLock(db, actor.memberId, async (tx) => {
    const { lineCount, sku } = await factsOf(tx, actor.memberId, input);
    assertSellable(sku);
    const limits = await readLimits(tx);
    const lineQuantity = await addToLine(tx, lineOf(actor, input), limits);
    if (lineQuantity === null) {
      throw refusal(sku!, limits, (sku!.lineQuantity ?? 0) + input.quantity, sku!.lineQuantity === null, lineCount);
    }
    return { lineQuantity, totalQuantity: await totalQuantity(tx, actor.memberId, input.warehouseId) };
  });
}

export async function updateQuantity(db: Db, actor: Actor, input: LineInput) {
  return withCartLock(db, actor.memberId, async (tx) => {
    const { lineCount, sku } = await factsOf(tx, actor.memberId, input);
    // Not your line (or no line): 404 before anything about the SKU is said.
    if (sku?.lineQuantity === null || sku?.lineQuantity === undefined) throw notFound();
    assertSellable(sku);
    const limits = await readLimits(tx);
    const lineQuantity = await setLineQuantity(tx, lineOf(actor, input), limits);
    if (lineQuantity === null) throw refusal(sku, limits, input.quantity, false, lineCount);
    return { lineQuantity, totalQuantity: await totalQuantity(tx, actor.memberId, input.warehouseId) };
  });
}

export async function deleteFromCart(db: Db, actor: Actor, input: { warehouseId: number; productSkuIds: number[] }) {
  return withCartLock(db, actor.memberId, async (tx) => {
    const deleted = await deleteLines(tx, actor.memberId, input.warehouseId, input.productSkuIds);
    if (!deleted) throw notFound();
    return { totalQuantity: await totalQuantity(tx, actor.memberId, input.warehouseId) };
  });
}

export async function selectInCart(
  db: Db,
  actor: Actor,
  input: { warehouseId: number; productSkuIds?: number[] | undefined; selected: boolean },
) {
  await withCartLock(db, actor.memberId, async (tx) => {
    const matched = await selectLines(tx, actor.memberId, input.warehouseId, input.productSkuIds, input.selected);
    if (input.productSkuIds && !matched) throw notFound();
  });
  return null;
}

export async function cartTotalQuantity(db: Db, actor: Actor, warehouseId: number) {
  return { totalQuantity: await totalQuantity(db, actor.memberId, warehouseId) };
}

/**
 * A visitor's cart joins the member's at login: quantities are added, then capped by stock and the
 * per-line limit (a line already above a cap is never lowered), new lines only while the cart has
 * room. Lines that did not fit whole — or not at all (unknown, not sold here, off shelf) — are
 * reported. One transaction: all of it or none.
 */
export async function mergeIntoCart(db: Db, actor: Actor, input: { warehouseId: number; items: CartItemInput[] }) {
  const requested = new Map<number, number>();
  for (const i of input.items) requested.set(i.productSkuId, (requested.get(i.productSkuId) ?? 0) + i.quantity);
  return withCartLock(db, actor.memberId, async (tx) => {
    const facts = await readSkuFacts(tx, actor.memberId, input.warehouseId, [...requested.keys()]);
    if (!facts) throw invalidField('body.warehouseId', 'cart.unknownWarehouse');
    const limits = await readLimits(tx);
    let lineCount = facts.lineCount;
    const writes: { skuId: number; quantity: number }[] = [];
    const capped: { productSkuId: number; requested: number; quantity: number }[] = [];
    for (const [skuId, asked] of requested) {
      const f = facts.skus.get(skuId);
      const existing = f?.lineQuantity ?? 0;
      const sellable = f?.exists && f.sold && f.onShelf;
      const room = existing > 0 || lineCount < limits.maxLines;
      const cap = sellable && room ? Math.min(f.available, limits.maxLineQuantity) : 0;
      const target = Math.max(existing, Math.min(existing + asked, cap));
      if (target > existing) {
        writes.push({ skuId, quantity: target });
        if (existing === 0) lineCount += 1;
      }
      if (target < existing + asked) capped.push({ productSkuId: skuId, requested: asked, quantity: target });
    }
    await upsertQuantities(tx, actor.memberId, input.warehouseId, writes);
    return { totalQuantity: await totalQuantity(tx, actor.memberId, input.warehouseId), capped };
  });
}

/**
 * `cart/list/promotion/v4`: a member's cart is read from the server (the body's items are ignored);
 * a visitor's comes in the body, every line selected unless listed in `unselected`, with the
 * position they want delivery to (their distance fee, as their checkout charges it). A member's
 * fees follow the saved address alone. Both go through the same `priceCart`, so a visitor sees
 * exactly what a member with the same lines sees.
 */
export async function priceCartOf(
  db: Db,
  locale: Locale,
  principal: { actor: Actor | null; visitor: Visitor | null },
  body: {
    currentWarehouseId: number;
    memberReceiveAddressId?: number | undefined;
    items?: CartItemInput[] | undefined;
    unselected?: number[] | undefined;
    position?: DeliveryPosition | undefined;
  },
): Promise<CartPricing> {
  const memberId = principal.actor?.memberId ?? null;
  const unselected = new Set(body.unselected ?? []);
  // A member's lines are read inside the pricing statement (one round trip for the whole view).
  const lines = memberId
    ? ('memberCart' as const)
    : (body.items ?? []).map((i) => ({ ...i, selected: !unselected.has(i.productSkuId) }));
  const priced = await priceCart(db, {
    locale,
    warehouseId: body.currentWarehouseId,
    lines,
    memberId,
    addressId: memberId ? body.memberReceiveAddressId : null,
    position: memberId ? undefined : body.position,
    // The cart shows what the best of the member's coupons would take off; checkout lets them choose.
    coupon: 'best',
  });
  return priced.pricing;
}
