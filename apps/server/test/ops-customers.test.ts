import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';
import { checkConsistency } from '../src/ops/consistency.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import { type Headers, rows } from './support/order.js';

/**
 * Staff's customers: found by phone or name; operations review certification requests; finance
 * sets credit and records settlements and debts against the ledger. Each change is audited on the
 * customer with before and after, refused to the other roles, and never touches a staff account.
 */
let app: FastifyInstance;
let operations: Headers;
let finance: Headers;
let sales: Headers;
let lanId: number;
let financeId: number;

const idOf = async (phone: string) =>
  Number((await rows<{ id: number }>(app, sql`select id from member where phone_number = ${phone}`))[0]!.id);
/** A change as the console sends it: one Idempotency-Key per form submission (credit movements require one). */
const post = (url: string, body: unknown, who: Headers, lang = 'en-US', key: string | null = randomUUID()) =>
  call(app, 'POST', url, {
    body,
    headers: { ...who, 'accept-language': lang, ...(key === null ? {} : { 'idempotency-key': key }) },
  });
const get = (url: string, query: Record<string, string>, who: Headers) =>
  call(app, 'GET', url, { query, headers: who });
const auditOf = (memberId: number) =>
  rows<{ action: string; staff: number; detail: Record<string, unknown> }>(
    app,
    sql`select action, acting_staff_id as staff, detail from audit_log where target = ${`member:${memberId}`} order by id`,
  );

beforeAll(async () => {
  app = await createIdentityApp();
  operations = bearer(await loginByPassword(app, DEMO.operations.phone, DEMO.operations.password));
  finance = bearer(await loginByPassword(app, DEMO.finance.phone, DEMO.finance.password));
  sales = bearer(await loginByPassword(app, DEMO.staff.phone, DEMO.staff.password));
  lanId = await idOf(DEMO.customer.phone);
  financeId = await idOf(DEMO.finance.phone);
}, 120_000);
afterAll(() => app?.close());

describe('finding customers', () => {
  it('by phone digits or name, never a staff member; the customer page reads their orders too', async () => {
    const byPhone = await get(
      '/ops/customer/list',
      { keyword: '0901234501', pageNum: '1', pageSize: '10' },
      operations,
    );
    expect(byPhone.body.code, byPhone.raw).toBe(200);
    expect(byPhone.body.data.list.map((c: { memberId: number }) => c.memberId)).toEqual([lanId]);
    const byName = await get('/ops/customer/list', { keyword: 'Lan', pageNum: '1', pageSize: '10' }, finance);
    expect(byName.body.data.list.map((c: { memberId: number }) => c.memberId)).toContain(lanId);
    const staff = await get(
      '/ops/customer/list',
      { keyword: DEMO.finance.phone, pageNum: '1', pageSize: '10' },
      finance,
    );
    expect(staff.body.data.total).toBe(0);
    expect((await get('/ops/customer/detail', { memberId: String(financeId) }, finance)).status).toBe(404);
    expect((await get('/ops/customer/list', { pageNum: '1', pageSize: '10' }, sales)).status).toBe(403);
    const orders = await get('/ops/order/list', { memberId: String(lanId), pageNum: '1', pageSize: '50' }, operations);
    expect(orders.body.code, orders.raw).toBe(200);
    const owners = await rows<{ n: number }>(
      app,
      sql`select count(*)::int as n from customer_order where member_id = ${lanId}`,
    );
    expect(orders.body.data.total).toBe(owners[0]!.n);
  });
});

describe('certification requests', () => {
  it('operations approve a pending request once; the customer is certified, audited before and after', async () => {
    await app.database.execute(
      `insert into merchant_application (member_id, name, phone_country_code, phone_number, business_name)
       values (${lanId}, 'Lan', '84', '901234501', 'Lan Grocery')`,
    );
    const list = await get('/ops/customer/list', { pageNum: '1', pageSize: '5' }, operations);
    expect(list.body.data.list[0]).toMatchObject({ memberId: lanId, certificationPending: true });
    expect((await post('/ops/customer/reviewCertification', { memberId: lanId, approve: true }, finance)).status).toBe(
      403,
    );
    const done = await post('/ops/customer/reviewCertification', { memberId: lanId, approve: true }, operations);
    expect(done.body.code, done.raw).toBe(200);
    expect(done.body.data.customer).toMatchObject({ isCertified: true, certificationPending: false });
    expect(done.body.data.application).toMatchObject({ status: 'approved', businessName: 'Lan Grocery' });
    expect(done.body.data.audit[0]).toMatchObject({ action: 'customer.approveCertification' });
    const again = await post(
      '/ops/customer/reviewCertification',
      { memberId: lanId, approve: false },
      operations,
      'vi-VN',
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(translate('vi-VN', 'ops.noCertificationRequest'));
    const [entry] = await auditOf(lanId);
    expect(entry).toMatchObject({
      action: 'customer.approveCertification',
      detail: { before: { isCertified: false }, after: { isCertified: true, request: 'approved' } },
    });
  });
});

describe('credit', () => {
  it('finance sets the limit and cycle, records a debt and a settlement; the ledger and the running debt agree', async () => {
    expect(
      (
        await post(
          '/ops/customer/setCredit',
          { memberId: lanId, currencyCode: 'VND', creditLimit: 5_000_000, paymentCycle: 3 },
          operations,
        )
      ).status,
    ).toBe(403);
    const set = await post(
      '/ops/customer/setCredit',
      { memberId: lanId, currencyCode: 'VND', creditLimit: 5_000_000, paymentCycle: 3 },
      finance,
    );
    expect(set.body.code, set.raw).toBe(200);
    expect(set.body.data.customer).toMatchObject({ isRegulars: true, paymentCycle: 3 });
    const vnd = (d: { credit: { currencyCode: string; creditLimit: number; debt: number }[] }) =>
      d.credit.find((a) => a.currencyCode === 'VND')!;
    // What the demo already owes stays owed; the figures below move from it.
    const owed = vnd(set.body.data).debt;
    expect(vnd(set.body.data).creditLimit).toBe(5_000_000);
    const summary = await call(app, 'GET', '/member/credit/summary', {
      headers: bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password)),
    });
    expect(summary.body.data).toMatchObject({ hasCredit: true, creditLimit: 5_000_000, paymentCycle: 3 });

    const debt = await post(
      '/ops/customer/recordCredit',
      {
        memberId: lanId,
        currencyCode: 'VND',
        kind: 'adjustment',
        amount: 300_000,
        note: 'Crates delivered by phone order',
      },
      finance,
    );
    expect(vnd(debt.body.data).debt).toBe(owed + 300_000);
    const paid = await post(
      '/ops/customer/recordCredit',
      { memberId: lanId, currencyCode: 'VND', kind: 'settlement', amount: 200_000, note: 'FT261205 cash at counter' },
      finance,
    );
    expect(vnd(paid.body.data).debt).toBe(owed + 100_000);
    expect(paid.body.data.ledger[0]).toMatchObject({
      kind: 'settlement',
      amount: -200_000,
      note: 'FT261205 cash at counter',
    });

    const over = await post(
      '/ops/customer/recordCredit',
      { memberId: lanId, currencyCode: 'VND', kind: 'settlement', amount: owed + 100_001, note: 'too much' },
      finance,
      'th-TH',
    );
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(translate('th-TH', 'ops.settlementOverDebt'));
    const bad = await post(
      '/ops/customer/recordCredit',
      { memberId: lanId, currencyCode: 'XYZ', kind: 'settlement', amount: 1, note: 'x' },
      finance,
      'zh-CN',
    );
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body.data)).toContain(translate('zh-CN', 'ops.currencyCode'));
    expect(
      (
        await post(
          '/ops/customer/recordCredit',
          { memberId: lanId, currencyCode: 'VND', kind: 'settlement', amount: -5, note: 'x' },
          finance,
        )
      ).status,
    ).toBe(422);
    expect(
      (
        await post(
          '/ops/customer/setCredit',
          { memberId: financeId, currencyCode: 'VND', creditLimit: 1, paymentCycle: 1 },
          finance,
        )
      ).status,
    ).toBe(404);

    const actions = (await auditOf(lanId)).map((a) => [a.action, a.staff]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['customer.setCredit', financeId],
        ['customer.adjustment', financeId],
        ['customer.settlement', financeId],
      ]),
    );
    // The customer page names who did it, not their id.
    const [{ nickname }] = (await rows<{ nickname: string }>(
      app,
      sql`select nickname from member where id = ${financeId}`,
    )) as [{ nickname: string }];
    expect(nickname).toBeTruthy();
    const page = await get('/ops/customer/detail', { memberId: String(lanId) }, operations);
    expect(page.body.data.audit.find((a: { action: string }) => a.action === 'customer.settlement')).toMatchObject({
      staffId: financeId,
      staffName: nickname,
    });
    // A staff member without a name is named by their phone.
    await app.database.execute(`update member set nickname = null where id = ${financeId}`);
    const unnamed = await get('/ops/customer/detail', { memberId: String(lanId) }, operations);
    await app.db.execute(sql`update member set nickname = ${nickname} where id = ${financeId}`);
    expect(unnamed.body.data.audit.find((a: { action: string }) => a.action === 'customer.settlement').staffName).toBe(
      `+84 ${DEMO.finance.phone}`,
    );
    const settlement = (await auditOf(lanId)).find((a) => a.action === 'customer.settlement')!;
    expect(settlement.detail).toMatchObject({ before: { debt: owed + 300_000 }, after: { debt: owed + 100_000 } });
    expect((await checkConsistency(app.db, { strict: false })).violations).toEqual([]);
  });
});

describe('a credit movement recorded by hand', () => {
  const ledgerRows = async (note: string) =>
    Number(
      (await rows<{ n: number }>(app, sql`select count(*)::int as n from credit_ledger where note = ${note}`))[0]!.n,
    );
  const debtOf = (d: { credit: { currencyCode: string; debt: number }[] }) =>
    d.credit.find((a) => a.currencyCode === 'VND')!.debt;

  it('moves the ledger once per Idempotency-Key: a repeat answers the first answer, another body with the key is refused', async () => {
    const key = `credit-${randomUUID()}`;
    const body = {
      memberId: lanId,
      currencyCode: 'VND',
      kind: 'adjustment',
      amount: 40_000,
      note: 'Ice delivered, unpaid',
    };
    const first = await post('/ops/customer/recordCredit', body, finance, 'en-US', key);
    expect(first.body.code, first.raw).toBe(200);
    const again = await post('/ops/customer/recordCredit', body, finance, 'en-US', key);
    expect(again.body.code, again.raw).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await ledgerRows('Ice delivered, unpaid')).toBe(1);
    const detail = await get('/ops/customer/detail', { memberId: String(lanId) }, finance);
    expect(debtOf(detail.body.data)).toBe(debtOf(first.body.data));

    const other = await post('/ops/customer/recordCredit', { ...body, amount: 50_000 }, finance, 'vi-VN', key);
    expect(other.status).toBe(422);
    expect(other.body.data.fields).toEqual([
      { path: 'headers.idempotency-key', message: translate('vi-VN', 'ops.idempotencyKeyReused') },
    ]);
    expect(await ledgerRows('Ice delivered, unpaid')).toBe(1);
  });

  it('needs a key, and two requests racing with one key move the ledger once', async () => {
    const body = { memberId: lanId, currencyCode: 'VND', kind: 'adjustment', amount: 1_000, note: 'Bags, raced' };
    const none = await post('/ops/customer/recordCredit', body, finance, 'lo-LA', null);
    expect(none.status).toBe(422);
    expect(none.body.data.fields).toEqual([
      { path: 'headers.idempotency-key', message: translate('lo-LA', 'order.idempotencyKeyRequired') },
    ]);
    expect((await post('/ops/customer/recordCredit', body, finance, 'en-US', 'short')).status).toBe(422);

    const key = `race-${randomUUID()}`;
    const answers = await Promise.all(
      [1, 2, 3].map(() => post('/ops/customer/recordCredit', body, finance, 'en-US', key)),
    );
    expect(answers.map((a) => a.body.code)).toEqual([200, 200, 200]);
    expect(await ledgerRows('Bags, raced')).toBe(1);
    expect((await checkConsistency(app.db, { strict: false })).violations).toEqual([]);
  });

  it('a refused movement keeps no claim: the same key goes through once the amount is right', async () => {
    const key = `retry-${randomUUID()}`;
    const detail = await get('/ops/customer/detail', { memberId: String(lanId) }, finance);
    const owed = debtOf(detail.body.data);
    const body = {
      memberId: lanId,
      currencyCode: 'VND',
      kind: 'settlement',
      amount: owed + 1,
      note: 'Paid at counter, retried',
    };
    expect((await post('/ops/customer/recordCredit', body, finance, 'en-US', key)).status).toBe(409);
    const retried = await post('/ops/customer/recordCredit', { ...body, amount: 1 }, finance, 'en-US', key);
    expect(retried.body.code, retried.raw).toBe(200);
    expect(debtOf(retried.body.data)).toBe(owed - 1);
    expect(await ledgerRows('Paid at counter, retried')).toBe(1);
  });
});
