import {
  cancelOrder as cancelOrderEndpoint,
  claimVisitorOrders as claimVisitorOrdersEndpoint,
  listBankCards as listBankCardsEndpoint,
  confirmReceipt as confirmReceiptEndpoint,
  listOrders,
  listVisitorOrders as listVisitorOrdersEndpoint,
  orderDetail as orderDetailEndpoint,
  orderInvoice as orderInvoiceEndpoint,
  payNow as payNowEndpoint,
  placeOrder as placeOrderEndpoint,
  previewOrder as previewOrderEndpoint,
  reAddToCart as reAddToCartEndpoint,
  requestRefund as requestRefundEndpoint,
  uploadTransferReceipt,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors.js';
import { IDEMPOTENT_REPLAYED } from '../../shared/idempotency/index.js';
import { type Actor, type Visitor, visitorOf } from '../../plugins/auth.js';
import type { RequestContext } from '../../plugins/request-context.js';
import { route } from '../../plugins/route.js';
import type { Buyer } from './checkout.service.js';
import {
  cancelOrder,
  confirmReceipt,
  type CustomerCtx,
  orderDetail,
  orderInvoice,
  payNow,
  uploadReceipt,
  receiptImage,
} from './lifecycle.service.js';
import { claimVisitorOrders } from './claim.service.js';
import { listBankCards, requestRefund } from './refund.service.js';
import { listMemberOrders, listVisitorOrders, reAddToCart } from './list.service.js';
import { secretHash } from './order.ids.js';
import { validUploadSignature } from '../../shared/uploads/signed.js';
import { actorLabel, placeOrder } from './placement.service.js';
import { previewOrder } from './preview.service.js';

/** `visitor` endpoints hand over a member or a visitor, never neither (route() answers 401 first). */
const buyerOf = (actor: Actor | null, visitor: Visitor | null): Buyer =>
  actor
    ? { kind: 'member', memberId: actor.memberId, actingStaffId: actor.actingStaffId }
    : { kind: 'visitor', visitorId: visitor!.visitorId };

export async function orderRoutes(app: FastifyInstance) {
  const customer = (
    ctx: RequestContext,
    actor: Actor | null,
    visitor: Visitor | null,
    secret?: string,
  ): CustomerCtx => ({
    db: app.db,
    locale: ctx.locale,
    owner: { memberId: actor?.memberId ?? null, secretHash: secret ? secretHash(secret) : null },
    actor: actorLabel(buyerOf(actor, visitor)),
  });

  route(app, previewOrderEndpoint, ({ body, ctx, actor, visitor, req }) =>
    previewOrder(app.db, ctx.locale, buyerOf(actor, visitor), body, app.config.limits.orders, req.ip),
  );
  route(app, placeOrderEndpoint, async ({ body, ctx, actor, visitor, req, reply }) => {
    const placed = await placeOrder(
      app.db,
      { ...ctx, holds: app.config.holds, uploads: app.uploads, clientAddress: req.ip },
      buyerOf(actor, visitor),
      body,
    );
    if (placed.replayed) reply.header(IDEMPOTENT_REPLAYED, 'true');
    return placed.order;
  });
  route(app, listOrders, ({ query, ctx, actor }) => listMemberOrders(app.db, ctx.locale, actor.memberId, query));
  route(app, listVisitorOrdersEndpoint, ({ body, ctx }) =>
    listVisitorOrders(app.db, ctx.locale, body.orderSecrets, body.status),
  );
  // Staff acting for a customer bring their own device's visitor orders to no one.
  route(app, claimVisitorOrdersEndpoint, async ({ body, actor, req }) =>
    claimVisitorOrders(
      app.db,
      actor.memberId,
      actor.actingStaffId ? null : ((await visitorOf(req))?.visitorId ?? null),
      body.orderSecrets,
    ),
  );
  route(app, listBankCardsEndpoint, ({ actor }) => listBankCards(app.db, actor.memberId));
  route(app, orderDetailEndpoint, ({ query, ctx, actor, visitor }) =>
    orderDetail(customer(ctx, actor, visitor, query.orderSecret), query.orderId),
  );
  route(
    app,
    cancelOrderEndpoint,
    ({ body, ctx, actor, visitor }) => cancelOrder(customer(ctx, actor, visitor, body.orderSecret), body),
    {
      successMessage: 'order.cancelled',
    },
  );
  route(app, requestRefundEndpoint, ({ body, ctx, actor, visitor }) =>
    requestRefund(customer(ctx, actor, visitor, body.orderSecret), body),
  );
  route(app, confirmReceiptEndpoint, ({ body, ctx, actor, visitor }) =>
    confirmReceipt(customer(ctx, actor, visitor, body.orderSecret), body),
  );
  route(app, reAddToCartEndpoint, ({ body, ctx, actor, visitor }) =>
    reAddToCart(customer(ctx, actor, visitor, body.orderSecret), actor?.memberId ?? null, body),
  );
  route(app, payNowEndpoint, ({ body, ctx, actor, visitor }) =>
    payNow(customer(ctx, actor, visitor, body.orderSecret), body),
  );
  route(app, uploadTransferReceipt, ({ body, ctx, actor, visitor }) =>
    uploadReceipt(
      customer(ctx, actor, visitor, body.orderSecret),
      body,
      body.imageBase64,
      app.config.holds.receiptVerificationMinutes,
    ),
  );
  // The receipt, for the customer's order details and finance's payment check. Served by a URL an
  // answer signed for its reader (shared/uploads/signed.ts), so an <img> can load it without a
  // token while a key read from a log or the database opens nothing; private to the browser's
  // cache, for no longer than the signature lives; the type is the one its magic bytes proved,
  // and the headers forbid sniffing it into a document or running anything in it.
  // The URL keeps its first word, `voucher`: answers and browser caches already hold such URLs.
  app.get('/order/voucher/:key', { config: { access: 'public' } }, async (req, reply) => {
    const key = (req.params as { key: string }).key;
    const signed = validUploadSignature(key, (req.query as { t?: unknown }).t);
    if (!/^[0-9a-f]{32}$/.test(key) || !signed) throw notFound();
    const image = await receiptImage(app.db, key);
    return reply
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', 'inline')
      .type(image.contentType)
      .send(image.data);
  });
  route(app, orderInvoiceEndpoint, ({ query, ctx, actor, visitor }) =>
    orderInvoice(customer(ctx, actor, visitor, query.orderSecret), query),
  );
}
