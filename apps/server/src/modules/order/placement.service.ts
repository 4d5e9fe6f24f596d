import { type Locale, ORDER_STATUS, type PlaceOrderBody, type PlacedOrder, ResultCode } from '@storefront/contract';
import type { HoldDeadlines, OrderLimits } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError, conflict, invalidField } from '../../lib/errors.js';
import { countryName } from '../../lib/localize.js';
import { consumeCoupon } from '../../shared/coupons/index.js';
import { attachUploads, uploadUrl } from '../../shared/uploads/attach.js';
import type { UploadStorage } from '../../shared/uploads/storage.js';
import { type Buyer, buildCheckout, checkoutContextFor } from './checkout.service.js';
import { IDEMPOTENCY_KEY_PATTERN, readKey, requestHash } from '../../shared/idempotency/index.js';
import { clientKey, newOrderSecret, orderSnOf, secretHash } from './order.ids.js';
import { BUYER_WINDOW_SECONDS, buyerCounterKey, checkBuyerLimits, checkOpenOrders } from './order.limits.js';
import { paymentInstructions } from './payment.service.js';
import { claimKeyAndReadContext } from './idempotency.repository.js';
import { chargeCredit, debitWallet } from './ledger.repository.js';
import { writeOrder } from './placement.repository.js';
import { findSlot, localDate } from './slots.js';
import { lineFigures } from './order.mapper.js';

export interface PlacementContext {
  locale: Locale;
  idempotencyKey: string | undefined;
  /** The transfer page's qrCode header: the sales source of the order. */
  qrCode: string | undefined;
  /** Per-buyer limits, handed over by the abuse-limits plugin on the placement route. */
  orderLimits?: OrderLimits | undefined;
  /** How long holds without confirmed money last (config HOLD_*). */
  holds: HoldDeadlines;
  /** Where uploads live: a business licence named by the order must be there. */
  uploads: UploadStorage;
  /** The client's address (the per-address limit counts by its hash, `clientKey`). */
  clientAddress?: string | undefined;
}

/**
 * The licence photo is kept with the order: attach the buyer's own upload, a member's or a
 * visitor's (owner checked in the query), so the cleanup of unattached uploads leaves it.
 */
async function attachLicence(
  tx: Tx,
  uploads: UploadStorage,
  buyer: Buyer,
  body: PlaceOrderBody,
): Promise<string | null> {
  const key = body.invoice?.type === 'company' ? body.invoice.businessLicence : undefined;
  if (!key) return null;
  const owner = buyer.kind === 'member' ? { memberId: buyer.memberId } : { visitorId: buyer.visitorId };
  const notMine = await attachUploads(tx, uploads, owner, [key]);
  if (notMine.length > 0) throw invalidField('body.invoice.businessLicence', 'upload.unknown');
  return uploadUrl(key);
}

/** A placement's answer, and whether it is the stored answer of an earlier request with the same key. */
export interface Placement {
  order: PlacedOrder;
  replayed: boolean;
}

export const actorLabel = (buyer: Buyer) =>
  buyer.kind === 'visitor'
    ? 'visitor'
    : buyer.actingStaffId
      ? `staff:${buyer.actingStaffId}`
      : `member:${buyer.memberId}`;

/**
 * Places an order exactly once per Idempotency-Key, in ONE transaction: claim the key, reprice
 * with the cart engine, check what the customer saw and confirmed, write the order and its line
 * snapshots, then take the contended resources last (stock rows in SKU order, then the slot, then
 * the coupon and the member's balance) so their row locks are held only for the end of the
 * transaction. Any refusal rolls everything back, the key included, so a retry is safe.
 *
 * Round trips are what an order costs (each one is CPU on both sides of the socket and time the
 * buyer's counter row stays locked), so the statements are merged: a visitor's cash order is
 * begin, claim (+ buyer counter + checkout context + new ids), pricing, write (+ open orders), commit.
 */
export async function placeOrder(
  db: Db,
  ctx: PlacementContext,
  buyer: Buyer,
  body: PlaceOrderBody,
): Promise<Placement> {
  const key = ctx.idempotencyKey;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw invalidField('headers.idempotency-key', 'order.idempotencyKeyRequired');
  const scope = buyer.kind === 'member' ? `m:${buyer.memberId}` : `v:${buyer.visitorId}`;
  const hash = requestHash(body);
  const client = ctx.clientAddress ? clientKey(ctx.clientAddress) : null;

  return db.transaction(async (tx) => {
    const counter = ctx.orderLimits ? { key: buyerCounterKey(buyer), windowSeconds: BUYER_WINDOW_SECONDS } : null;
    const claim = await claimKeyAndReadContext(
      tx,
      { scope, key, requestHash: hash },
      counter,
      checkoutContextFor(buyer, body, true),
      ctx.orderLimits && client ? `order:client:${client}` : null,
    );
    if (!claim.claimed) {
      const first = await readKey(tx, scope, key);
      if (!first || first.requestHash !== hash)
        throw invalidField('headers.idempotency-key', 'order.idempotencyKeyReused');
      return { order: first.response as PlacedOrder, replayed: true };
    }
    const licence = await attachLicence(tx, ctx.uploads, buyer, body);
    const notes = new Map((body.notes ?? []).map((n) => [n.productSkuId, n.note]));
    const c = await buildCheckout(tx, ctx.locale, buyer, body, notes, claim.context);
    if (ctx.orderLimits) checkBuyerLimits(c, claim.hit, ctx.orderLimits);

    // Stock gone since the preview is the common refusal: the engine reports the line unavailable.
    const gone = c.unavailable.find((u) => u.reason === 'outOfStock' || u.reason === 'insufficientStock');
    if (gone) throw conflict('order.outOfStock', { name: gone.name });
    if (c.unavailable.length > 0) throw conflict('order.linesUnavailable');
    if (c.list.length === 0) throw invalidField('body.productSkuIds', 'order.noLines');
    if (body.deliveryType === 'delivery') {
      if (!c.address)
        throw invalidField(
          buyer.kind === 'member' ? 'body.memberReceiveAddressId' : 'body.address',
          'order.addressRequired',
        );
      if (c.deliverable === false) throw conflict('order.notDeliverable');
    } else {
      if (!c.warehouse.pickup) throw conflict('order.pickupUnavailable');
      if (!body.pickupName) throw invalidField('body.pickupName', 'order.pickupPersonRequired');
      if (!body.pickupPhoneNumber || !body.pickupPhoneCountryCode)
        throw invalidField('body.pickupPhoneNumber', 'order.pickupPersonRequired');
    }
    // A coupon the shopper chose that no longer applies (used meanwhile, expired, cart changed),
    // or never could here: a coupon is for one country.
    const coupon = c.priced.engine.summary.coupon;
    if (typeof body.couponId === 'number' && coupon?.id !== body.couponId) {
      const chosen = c.priced.couponRules.find((r) => r.id === body.couponId);
      if (chosen && chosen.countryCode !== c.warehouse.countryCode)
        throw invalidField('body.couponId', 'coupon.reason.otherCountry', {
          country: countryName(ctx.locale, chosen.countryCode),
        });
      throw conflict('coupon.taken');
    }
    // Never charge a price the customer did not see.
    if (c.amounts.payable !== body.expectedPayable) {
      throw new AppError(ResultCode.conflict, 'order.priceChanged', undefined, { amounts: c.amounts, list: c.list });
    }
    if (c.needsAdultConfirmation && body.adultConfirmed !== true)
      throw invalidField('body.adultConfirmed', 'order.adultRequired');
    const payment = c.paymentMethods.find((p) => p.method === body.paymentMethod);
    if (!payment?.available) throw invalidField('body.paymentMethod', 'order.paymentUnavailable');
    const now = new Date();
    const slot = findSlot(c.slotSettings, now, body.slot.date, body.slot.start);
    if (!slot) throw invalidField('body.slot', 'order.slotUnavailable');

    const w = c.warehouse;
    const status = body.paymentMethod === 'bankTransfer' ? ORDER_STATUS.pendingPayment : ORDER_STATUS.pendingReview;
    // Every hold without confirmed money has a deadline (docs/decisions/0041-unpaid-holds.md): a
    // transfer its payment window, a cash order the time operations have to approve it. Wallet
    // money is taken now and credit is charged now, so theirs wait for no one.
    const deadline =
      status === ORDER_STATUS.pendingPayment ? new Date(now.getTime() + c.paymentTimeoutMinutes * 60_000) : null;
    const holdDeadline =
      body.paymentMethod === 'cashOnDelivery'
        ? new Date(now.getTime() + ctx.holds.cashOnDeliveryMinutes * 60_000)
        : deadline;
    const secret = buyer.kind === 'visitor' ? newOrderSecret() : null;
    // Taken by the checkout read of this placement, so the answer can be built before the one write.
    const { orderId, sequence } = c.ids!;
    const orderSn = orderSnOf(w.countryCode, localDate(now, c.slotSettings.timeZone), sequence);
    const a = c.amounts;
    const order = {
      id: orderId,
      orderSn,
      memberId: buyer.kind === 'member' ? buyer.memberId : null,
      visitorId: buyer.kind === 'visitor' ? buyer.visitorId : null,
      secretHash: secret ? secretHash(secret) : null,
      actingStaffId: buyer.kind === 'member' ? buyer.actingStaffId : null,
      qrCodeSource: ctx.qrCode?.slice(0, 128) ?? null,
      warehouseId: w.id,
      countryCode: w.countryCode,
      currencyCode: w.currencyCode,
      deliveryType: body.deliveryType,
      status,
      paymentMethod: body.paymentMethod,
      productTotal: a.productTotal,
      promotionDiscount: a.promotionDiscount,
      directDiscount: a.directDiscount,
      couponDiscount: a.couponDiscount,
      couponId: coupon?.id ?? null,
      freightBasic: a.freight.basic,
      freightDiscount: a.freight.discount,
      freightAdditional: a.freight.additional,
      freightTotal: a.freight.total,
      payable: a.payable,
      reductions: c.priced.engine.summary.reductions,
      address: c.address,
      pickup:
        body.deliveryType === 'pickup'
          ? {
              name: body.pickupName!,
              phoneCountryCode: body.pickupPhoneCountryCode!,
              phoneNumber: body.pickupPhoneNumber!,
            }
          : null,
      slotDate: slot.date,
      slotStart: slot.start,
      slotEnd: slot.end,
      slotStartsAt: new Date(slot.startsAt),
      timeZone: c.slotSettings.timeZone,
      invoice: body.invoice
        ? {
            type: body.invoice.type,
            title: body.invoice.title,
            email: body.invoice.email,
            taxNumber: body.invoice.type === 'company' ? body.invoice.taxNumber : null,
            personalIdNumber: body.invoice.type === 'individual' ? (body.invoice.personalIdNumber ?? null) : null,
            branch: body.invoice.type === 'company' ? (body.invoice.branch ?? null) : null,
            purchaseOrderNumber: body.invoice.type === 'company' ? (body.invoice.purchaseOrderNumber ?? null) : null,
            address: body.invoice.type === 'company' ? (body.invoice.address ?? null) : null,
            businessLicence: licence,
          }
        : null,
      remark: body.remark ?? null,
      adultConfirmed: body.adultConfirmed === true,
      paymentDeadline: holdDeadline,
      paidAt: body.paymentMethod === 'wallet' ? now : null,
      paidAmount: body.paymentMethod === 'wallet' ? a.payable : null,
      clientKey: client,
    };
    const answer: PlacedOrder = {
      orderId,
      orderSn,
      status,
      payable: a.payable,
      currencyCode: w.currencyCode,
      paymentMethod: body.paymentMethod,
      paymentDeadline: deadline?.toISOString() ?? null,
      orderSecret: secret,
      payment:
        body.paymentMethod === 'bankTransfer'
          ? paymentInstructions({
              paymentMethod: 'bankTransfer',
              account: c.bankAccount,
              amount: a.payable,
              currencyCode: w.currencyCode,
              currencyDigits: w.currencyDigits,
              orderSn,
              deadline,
            })
          : null,
    };

    // The order, its lines, its log row, the finished key, the cart lines, then stock (rows in SKU
    // order) and the slot: one statement. The engine already merged duplicate SKUs into one line each.
    const written = await writeOrder(tx, {
      order,
      lines: c.list.map((l, i) => ({
        orderId,
        skuId: l.productSkuId,
        position: i,
        ...lineFigures(l),
        promotion: c.promotions.get(l.productSkuId) ?? null,
        note: l.note,
      })),
      log: { orderId, action: 'place', fromStatus: null, toStatus: status, actor: actorLabel(buyer) },
      cartOf: buyer.kind === 'member' ? buyer.memberId : null,
      stock: c.list.map((l) => ({ skuId: l.productSkuId, quantity: l.quantity })),
      slot: { date: slot.date, start: slot.start, capacity: slot.capacity },
      idempotency: { scope, key, response: answer },
      openOrders: {
        owner: buyer.kind === 'member' ? { memberId: buyer.memberId } : { visitorId: buyer.visitorId },
        limit: ctx.orderLimits?.openPerBuyer ?? 0,
        clientKey: client,
      },
    });
    if (ctx.orderLimits) checkOpenOrders(written.open, c, ctx.orderLimits);
    if (written.short !== null)
      throw conflict('order.outOfStock', { name: c.list.find((l) => l.productSkuId === written.short)?.name ?? '' });
    if (!written.slotTaken) throw conflict('order.slotFull');
    // Guarded on 'unused': of two orders racing for one coupon, the second rolls back whole.
    if (buyer.kind === 'member' && coupon && !(await consumeCoupon(tx, buyer.memberId, coupon.id, orderId)))
      throw conflict('coupon.taken');
    if (buyer.kind === 'member' && body.paymentMethod === 'credit') {
      if (!(await chargeCredit(tx, buyer.memberId, w.currencyCode, a.payable, orderId)))
        throw invalidField('body.paymentMethod', 'order.paymentUnavailable');
    }
    if (buyer.kind === 'member' && body.paymentMethod === 'wallet') {
      if (!(await debitWallet(tx, buyer.memberId, w.currencyCode, a.payable, orderId)))
        throw invalidField('body.paymentMethod', 'order.paymentUnavailable');
    }

    return { order: answer, replayed: false };
  });
}
