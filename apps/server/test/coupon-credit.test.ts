import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/identity.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createIdentityApp();
});
afterAll(() => app?.close());

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

  it('tells a customer who is not a regular why there is no credit', async () => {
    const lan = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
    const res = await call(app, 'GET', '/member/credit/summary', { headers: lan });
    expect(res.body.data).toMatchObject({ hasCredit: false, reason: 'notRegular', debt: 0, debtOrderCount: 0 });
  });
});
