import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import { addToCart, previewAndPlace, stockedSkus } from './support/order.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createIdentityApp();
});
afterAll(() => app?.close());

/** One item of a stocked SKU (the `offset`-th), for pickup, bought on credit. */
async function pickUpOnCredit(who: Record<string, string>, offset: number) {
  const [sku] = await stockedSkus(app, 1, 20, offset);
  await addToCart(app, who, sku!, 1);
  const placing = await previewAndPlace(app, who, {
    deliveryType: 'pickup',
    paymentMethod: 'credit',
    pickupName: 'Minh',
    pickupPhoneCountryCode: '84',
    pickupPhoneNumber: '912000333',
  });
  expect(placing.placed.body.code, placing.placed.raw).toBe(200);
  return placing;
}

describe('credit summary', () => {
  it('shows the regular customer limit, ledger debt, remaining credit and payment cycle', async () => {
    const minh = bearer(await loginByPassword(app, DEMO.credit.phone, DEMO.credit.password));
    const res = await call(app, 'GET', '/member/credit/summary', { headers: minh });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      hasCredit: true,
      reason: null,
      currencyCode: 'VND',
      creditLimit: 50_000_000,
      paymentCycle: 3,
    });
    expect(res.body.data.debt).toBeGreaterThan(0);
    expect(res.body.data.remaining).toBe(50_000_000 - res.body.data.debt);
  });

  it('names the debt no order accounts for apart from what the unsettled orders owe', async () => {
    const minh = bearer(await loginByPassword(app, DEMO.credit.phone, DEMO.credit.password));
    const before = (await call(app, 'GET', '/member/credit/summary', { headers: minh })).body.data;
    // The demo's opening balance, carried over with no order.
    expect(before).toMatchObject({ debt: 3_450_000, debtOrderCount: 0, debtWithoutOrder: 3_450_000 });
    const { preview } = await pickUpOnCredit(minh, 3);
    const after = (await call(app, 'GET', '/member/credit/summary', { headers: minh })).body.data;
    expect(after.debt).toBe(before.debt + preview.amounts.payable);
    expect(after.debtOrderCount).toBe(before.debtOrderCount + 1);
    expect(after.debtWithoutOrder).toBe(before.debtWithoutOrder);
  });

  it('lists the orders still owing, as many as the summary counts', async () => {
    const minh = bearer(await loginByPassword(app, DEMO.credit.phone, DEMO.credit.password));
    const { placed } = await pickUpOnCredit(minh, 0);
    const summary = (await call(app, 'GET', '/member/credit/summary', { headers: minh })).body.data;
    expect(summary.debtOrderCount).toBeGreaterThan(0);
    // Monthly settlement: what is owed is due by the month's last day.
    expect(summary.dueDate).toMatch(/^\d{4}-\d{2}-(28|29|30|31)$/);
    const owing = await call(app, 'GET', '/order/list', { headers: minh, query: { debt: 'true', pageSize: '50' } });
    expect(owing.body.code, owing.raw).toBe(200);
    expect(owing.body.data.total).toBe(summary.debtOrderCount);
    for (const o of owing.body.data.list) expect(o.paymentMethod).toBe('credit');
    expect(owing.body.data.list.map((o: { orderId: number }) => o.orderId)).toContain(placed.body.data.orderId);
    const all = await call(app, 'GET', '/order/list', { headers: minh, query: { debt: 'false', pageSize: '50' } });
    expect(all.body.data.total).toBeGreaterThanOrEqual(summary.debtOrderCount);
    // Another member's debt view is their own (empty), never Minh's orders.
    const lan = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
    const lans = await call(app, 'GET', '/order/list', { headers: lan, query: { debt: 'true' } });
    expect(lans.body.data.total).toBe(0);
  });

  it('tells a customer who is not a regular why there is no credit', async () => {
    const lan = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
    const res = await call(app, 'GET', '/member/credit/summary', { headers: lan });
    expect(res.body.data).toMatchObject({
      hasCredit: false,
      reason: 'notRegular',
      debt: 0,
      debtOrderCount: 0,
      debtWithoutOrder: 0,
      dueDate: null,
    });
  });
});
