import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelExpiredOrders } from '../src/modules/order/timeout.service.js';
import { checkConsistency } from '../src/ops/consistency.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import { type Headers, previewAndPlace, rows, stockedSkus, stockOf, visitorHeaders } from './support/order.js';

/**
 * Paid means confirmed money (DESIGN.md §5, docs/decisions/0041-unpaid-holds.md): a receipt is a
 * claim that finance verifies; only confirmed money is refunded, once, by one method, never more
 * than was paid; every hold without confirmed money has a deadline.
 */
let app: FastifyInstance;
let lan: Headers;
/** Finance: confirms money and settles refunds. */
let staff: Headers;
/** Operations: approves orders. */
let operations: Headers;
let lanId: number;
let staffId: number;
let s: number[];
const REASON = 'I ordered by mistake';
const BANK = { refundMethod: 'bankCard', bankName: 'Vietcombank', bankAccount: '0071000123456' };

const PNG = (
  await sharp({ create: { width: 90, height: 160, channels: 3, background: '#f4f4f0' } })
    .png()
    .toBuffer()
).toString('base64');

beforeAll(async () => {
  app = await createIdentityApp({ HOLD_RECEIPT_VERIFICATION_MINUTES: '90', HOLD_CASH_ON_DELIVERY_MINUTES: '45' });
  // The demo seed sets a few units aside outside orders; the strict check counts those.
  await app.database.execute('update stock set reserved = 0');
  lan = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
  staff = bearer(await loginByPassword(app, DEMO.finance.phone, DEMO.finance.password));
  operations = bearer(await loginByPassword(app, DEMO.operations.phone, DEMO.operations.password));
  lanId = (await call(app, 'GET', '/sso/info', { headers: lan })).body.data.id;
  staffId = (await call(app, 'GET', '/sso/info', { headers: staff })).body.data.id;
  s = await stockedSkus(app, 3, 40);
  await app.database.execute(`update app_setting set value = 'true'::jsonb where key = 'USER_WALLET_SHOW'`);
  await app.database.execute(
    `insert into member_account (member_id, currency_code, wallet_balance, credit_limit, credit_used)
     values (${lanId}, 'VND', 10000000, 0, 0)
     on conflict (member_id, currency_code) do update set wallet_balance = 10000000`,
  );
}, 120_000);
afterAll(() => app?.close());

const post = (url: string, body: unknown, headers: Headers) => call(app, 'POST', url, { body, headers });
const opsDetail = async (orderId: number) =>
  (await call(app, 'GET', '/ops/order/detail', { query: { orderId: String(orderId) }, headers: staff })).body.data;

async function orderAs(who: Headers, paymentMethod: string, sku = s[0]!, quantity = 1) {
  const visitor = 'guestauthorization' in who;
  if (!visitor) {
    await app.database.execute('delete from cart_line');
    await call(app, 'POST', '/cart/addV2', { body: { warehouseId: 1, productSkuId: sku, quantity }, headers: who });
  }
  const { placed } = await previewAndPlace(app, who, {
    deliveryType: 'pickup',
    pickupName: 'Lan',
    pickupPhoneCountryCode: '84',
    pickupPhoneNumber: '901234501',
    paymentMethod,
    ...(visitor ? { items: [{ productSkuId: sku, quantity }] } : {}),
  });
  expect(placed.body.code, placed.raw).toBe(200);
  return placed.body.data as { orderId: number; orderSecret: string | null; payable: number; status: number };
}

const walletBalance = async () =>
  Number(
    (
      await rows<{ b: string }>(
        app,
        sql`select wallet_balance as b from member_account where member_id = ${lanId} and currency_code = 'VND'`,
      )
    )[0]!.b,
  );

const strictCheck = () => checkConsistency(app.db, { strict: true });

describe('a receipt is not payment', () => {
  it('a visitor who uploads any picture gets "awaiting verification", no refund, and no settlement', async () => {
    const guest = await visitorHeaders(app);
    const before = await stockOf(app, s[1]!);
    const o = await orderAs(guest, 'bankTransfer', s[1], 3);
    const ref = { orderId: o.orderId, orderSecret: o.orderSecret };
    const up = await post('/order/transferVoucher', { ...ref, imageBase64: PNG }, guest);
    expect(up.body.code, up.raw).toBe(200);
    expect(up.body.data).toMatchObject({ status: 0, paymentState: 'awaitingVerification' });
    expect(up.body.data.paymentStateText).toBe('Receipt received, awaiting verification');
    expect(up.body.data.actions.canRequestRefund).toBe(false);
    // Asking a refund of money nobody confirmed is refused, in the shopper's language.
    const refund = await call(app, 'POST', '/order/refund/apply', {
      body: { ...ref, ...BANK, reason: 'Damaged' },
      headers: { ...guest, 'accept-language': 'vi-VN' },
    });
    expect(refund.status).toBe(409);
    expect(refund.body.message).toBe('Đơn hàng chưa được thanh toán nên không có gì để hoàn tiền');
    // Cancelling with a bank account gives the stock back and records no refund.
    const cancel = await post('/order/cancel', { ...ref, reason: REASON, ...BANK }, guest);
    expect(cancel.body.code, cancel.raw).toBe(200);
    expect(cancel.body.data).toMatchObject({ status: 5, refund: null });
    expect(await stockOf(app, s[1]!)).toEqual(before);
    expect((await post('/ops/order/refund', { orderId: o.orderId }, staff)).status).toBe(409);
    const refunds = await rows<{ n: number }>(
      app,
      sql`select count(*)::int as n from order_refund where order_id = ${o.orderId}`,
    );
    expect(refunds[0]!.n).toBe(0);
    expect((await strictCheck()).violations).toEqual([]);
  });

  it('a receipt awaiting verification has its own deadline; when it passes, the order is cancelled and the stock released', async () => {
    const guest = await visitorHeaders(app);
    const before = await stockOf(app, s[1]!);
    const o = await orderAs(guest, 'bankTransfer', s[1], 2);
    const ref = { orderId: o.orderId, orderSecret: o.orderSecret };
    await post('/order/transferVoucher', { ...ref, imageBase64: PNG }, guest);
    const d = await opsDetail(o.orderId);
    const minutes = (Date.parse(d.holdDeadline) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(85);
    expect(minutes).toBeLessThanOrEqual(90);
    expect(d.paymentDeadline).toBe(d.holdDeadline);
    await app.database.execute(
      `update customer_order set payment_deadline = now() - interval '1 second' where id = ${o.orderId}`,
    );
    expect(await cancelExpiredOrders(app.db)).toBe(1);
    expect((await opsDetail(o.orderId)).status).toBe(5);
    expect(await stockOf(app, s[1]!)).toEqual(before);
    expect(await cancelExpiredOrders(app.db)).toBe(0);
  });

  it('finance confirms the money once: paidAt and the amount set, who and when in the log and the audit trail', async () => {
    const guest = await visitorHeaders(app);
    const o = await orderAs(guest, 'bankTransfer', s[2], 2);
    const ref = { orderId: o.orderId, orderSecret: o.orderSecret };
    await post('/order/transferVoucher', { ...ref, imageBase64: PNG }, guest);
    const ok = await post('/ops/order/confirmPayment', { orderId: o.orderId }, staff);
    expect(ok.body.code, ok.raw).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 1, paymentState: 'paid', paidAmount: o.payable, holdDeadline: null });
    expect(ok.body.data.paidAt).not.toBeNull();
    expect(ok.body.data.audit.at(-1)).toMatchObject({
      action: 'confirmPayment',
      fromStatus: 0,
      toStatus: 1,
      actor: `staff:${staffId}`,
    });
    const audit = await rows<{ staff: number; action: string; detail: { amount: number } }>(
      app,
      sql`select acting_staff_id as staff, action, detail from audit_log where target = ${`order:${o.orderId}`}`,
    );
    expect(audit).toEqual([
      { staff: staffId, action: 'order.confirmPayment', detail: expect.objectContaining({ amount: o.payable }) },
    ]);
    expect((await post('/ops/order/confirmPayment', { orderId: o.orderId }, staff)).status).toBe(409);
    // Paid: the customer may ask a refund, of what was paid, once.
    const asked = await post('/order/refund/apply', { ...ref, ...BANK, reason: 'Damaged' }, guest);
    expect(asked.body.data.refund).toMatchObject({ amount: o.payable, method: 'bankCard', status: 'requested' });
    expect(
      (await post('/order/refund/apply', { ...ref, refundMethod: 'original', reason: 'Changed my mind' }, guest))
        .status,
    ).toBe(409);
    expect((await post('/ops/order/refund', { orderId: o.orderId }, staff)).body.data.refund.status).toBe('refunded');
    expect((await post('/ops/order/refund', { orderId: o.orderId }, staff)).status).toBe(409);
    expect((await strictCheck()).violations).toEqual([]);
  });

  it('cash on delivery and credit orders are never confirmed as transfers', async () => {
    const o = await orderAs(lan, 'cashOnDelivery');
    expect((await post('/ops/order/confirmPayment', { orderId: o.orderId }, staff)).status).toBe(409);
    expect((await opsDetail(o.orderId)).paidAt).toBeNull();
    await post('/order/cancel', { orderId: o.orderId, reason: REASON }, lan);
  });
});

describe('refunded once, by one method', () => {
  it('a wallet order with a bank-card refund asked, then cancelled: the bank card is refunded, the wallet is not', async () => {
    const start = await walletBalance();
    const o = await orderAs(lan, 'wallet', s[0], 2);
    expect(await walletBalance()).toBe(start - o.payable);
    const asked = await post('/order/refund/apply', { orderId: o.orderId, ...BANK, reason: 'Damaged' }, lan);
    expect(asked.body.data.refund).toMatchObject({ method: 'bankCard', amount: o.payable, status: 'requested' });
    const cancel = await post('/order/cancel', { orderId: o.orderId, reason: REASON }, lan);
    expect(cancel.body.code, cancel.raw).toBe(200);
    expect(cancel.body.data.refund).toMatchObject({ method: 'bankCard', status: 'requested' });
    // The cancel put nothing back in the wallet: the bank-card refund is the one refund.
    expect(await walletBalance()).toBe(start - o.payable);
    const settled = await post('/ops/order/refund', { orderId: o.orderId }, staff);
    expect(settled.body.data.refund.status).toBe('refunded');
    expect(await walletBalance()).toBe(start - o.payable);
    expect((await strictCheck()).violations).toEqual([]);
    // And the database itself refuses a wallet refund beside the bank refund.
    await expect(
      app.database.execute(
        `insert into wallet_ledger (member_id, currency_code, amount, kind, order_id, refund_method)
         values (${lanId}, 'VND', ${o.payable}, 'orderRefund', ${o.orderId}, 'original')`,
      ),
    ).rejects.toThrow();
    await expect(
      app.database.execute(
        `insert into wallet_ledger (member_id, currency_code, amount, kind, order_id)
         values (${lanId}, 'VND', ${o.payable}, 'orderRefund', ${o.orderId})`,
      ),
    ).rejects.toThrow();
  });

  it('a wallet order cancelled to its original method goes back to the wallet once, settled at once', async () => {
    const start = await walletBalance();
    const o = await orderAs(lan, 'wallet', s[0], 1);
    const cancel = await post('/order/cancel', { orderId: o.orderId, reason: REASON }, lan);
    expect(cancel.body.data.refund).toMatchObject({ method: 'original', status: 'refunded', amount: o.payable });
    expect(await walletBalance()).toBe(start);
    expect((await post('/ops/order/refund', { orderId: o.orderId }, staff)).status).toBe(409);
    expect(await walletBalance()).toBe(start);
    const report = await strictCheck();
    expect(report.violations).toEqual([]);
    // Every refund of this file is counted: the transfer's and the two wallet orders'.
    expect(report.notes.refunds).toEqual({ requested: 0, refunded: 3 });
  });
});

describe('holds without confirmed money', () => {
  it('a cash order holds its stock until operations approve it, within its own deadline; approval clears it, the timeout cancels the rest', async () => {
    const before = await stockOf(app, s[2]!);
    const approved = await orderAs(lan, 'cashOnDelivery', s[2], 1);
    const idle = await orderAs(await visitorHeaders(app), 'cashOnDelivery', s[2], 2);
    for (const o of [approved, idle]) {
      const d = await opsDetail(o.orderId);
      expect(d).toMatchObject({ status: 1, paymentState: 'onDelivery', paymentDeadline: null });
      const minutes = (Date.parse(d.holdDeadline) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(40);
      expect(minutes).toBeLessThanOrEqual(45);
    }
    expect(
      (await post('/ops/order/review', { orderId: approved.orderId }, operations)).body.data.holdDeadline,
    ).toBeNull();
    await app.database.execute(
      `update customer_order set payment_deadline = now() - interval '1 second' where id = ${idle.orderId}`,
    );
    // Two runners racing cancel it once.
    const [a, b] = await Promise.all([cancelExpiredOrders(app.db), cancelExpiredOrders(app.db)]);
    expect(a + b).toBe(1);
    const d = await call(app, 'GET', '/ops/order/detail', {
      query: { orderId: String(idle.orderId) },
      headers: { ...staff, 'accept-language': 'th-TH' },
    });
    expect(d.body.data).toMatchObject({ status: 5, cancelReason: 'คำสั่งซื้อไม่ได้รับการยืนยันภายในเวลาที่กำหนด' });
    expect((await opsDetail(approved.orderId)).status).toBe(2);
    expect(await stockOf(app, s[2]!)).toEqual({ onHand: before.onHand, reserved: before.reserved + 1 });
    expect((await strictCheck()).violations).toEqual([]);
  });

  it('a cash order is paid once completed (the cash was collected), and only then can be refunded', async () => {
    const o = await orderAs(lan, 'cashOnDelivery', s[1], 1);
    const ref = { orderId: o.orderId };
    // Not collected yet: nothing to refund.
    expect(
      (await post('/order/refund/apply', { ...ref, refundMethod: 'original', reason: 'Changed my mind' }, lan)).status,
    ).toBe(409);
    expect((await post('/ops/order/review', ref, operations)).status).toBe(200);
    expect((await post('/ops/order/readyForPickup', ref, operations)).status).toBe(200);
    expect((await post('/ops/order/complete', ref, operations)).status).toBe(200);
    const d = await opsDetail(o.orderId);
    expect(d).toMatchObject({ status: 4, paymentState: 'paid', paidAmount: o.payable });
    expect(d.paidAt).not.toBeNull();
    expect((await strictCheck()).violations).toEqual([]);
  });
});
