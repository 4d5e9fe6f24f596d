import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import { auditOf, fieldMessage, HOUR, isoIn } from './support/desk.js';
import { addToCart, type Headers, previewAndPlace, rows, stockedSkus } from './support/order.js';

/**
 * The promotion desk's coupons: a coupon the catalogue staff create is claimed by its code and used
 * at checkout within its quantity and limit per customer; once held, its terms stay; a grant by
 * phone gives one copy however often it is sent; every change is audited.
 */
let app: FastifyInstance;
let staff: Headers;
let sales: Headers;
let hoa: Headers;
let minh: Headers;
let lan: Headers;

const post = (url: string, body: unknown, headers: Headers = staff) =>
  call(app, 'POST', `/staff/catalogue${url}`, { body, headers });
const get = (url: string, query: Record<string, string>, headers: Headers = staff) =>
  call(app, 'GET', `/staff/catalogue${url}`, { query, headers });
const claim = (who: Headers, code: string) =>
  call(app, 'POST', '/member/coupon/claim', { headers: who, body: { code } });
const couponBody = (over: Record<string, unknown> = {}) => ({
  code: 'desk-20k',
  names: { 'en-US': '₫20,000 off', 'vi-VN': 'Giảm 20.000 ₫' },
  countryCode: 'VN',
  kind: 'amount',
  amount: '20000',
  minSpend: '0',
  scope: 'all',
  scopeIds: [],
  startsAt: isoIn(-HOUR),
  endsAt: isoIn(30 * 24 * HOUR),
  perMemberLimit: 1,
  totalCount: 2,
  ...over,
});
const pickup = (couponId: number) => ({
  deliveryType: 'pickup',
  paymentMethod: 'cashOnDelivery',
  pickupName: 'Hoa',
  pickupPhoneCountryCode: '84',
  pickupPhoneNumber: '912000222',
  couponId,
});

beforeAll(async () => {
  app = await createIdentityApp();
  staff = bearer(await loginByPassword(app, DEMO.catalogue.phone, DEMO.catalogue.password));
  sales = bearer(await loginByPassword(app, DEMO.staff.phone, DEMO.staff.password));
  hoa = bearer(await loginByPassword(app, DEMO.certified.phone, DEMO.certified.password));
  minh = bearer(await loginByPassword(app, DEMO.credit.phone, DEMO.credit.password));
  lan = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
});
afterAll(() => app?.close());

describe('who may keep coupons', () => {
  it('the catalogue role only: sales are refused in their language', async () => {
    const res = await post('/coupon/save', couponBody(), { ...sales, 'accept-language': 'zh-CN' });
    expect(res.status).toBe(403);
    const roles = translate('zh-CN', 'staff.role.catalogue');
    expect(res.body.message).toBe(translate('zh-CN', 'staff.roleMissing', { roles }));
    expect((await get('/coupon/holders', { templateId: '1' }, hoa)).status).toBe(403);
  });
});

describe('a coupon created at the desk', () => {
  let templateId: number;
  let hoaCoupon: number;

  it('is claimed by its code within its limit per customer and its quantity', async () => {
    const res = await post('/coupon/save', couponBody());
    expect(res.status, res.raw).toBe(200);
    templateId = res.body.data.templateId;
    expect(res.body.data).toMatchObject({
      code: 'DESK-20K',
      amount: 20_000,
      currencyCode: 'VND',
      state: 'running',
      claimedCount: 0,
      termsFixed: false,
    });
    const first = await claim(hoa, 'desk-20k');
    expect(first.status, first.raw).toBe(200);
    hoaCoupon = first.body.data.id;
    expect(first.body.data).toMatchObject({ templateId, amount: 20_000 });
    expect((await claim(hoa, 'DESK-20K')).body.message).toBe(translate('en-US', 'coupon.limitReached'));
    expect((await claim(minh, 'DESK-20K')).status).toBe(200);
    const soldOut = await claim(lan, 'DESK-20K');
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.message).toBe(translate('en-US', 'coupon.soldOut'));
    const [entry] = await auditOf(app, 'catalogue.coupon', `coupon:${templateId}`);
    expect(entry?.detail.after).toMatchObject({ code: 'DESK-20K', amount: 20_000, totalCount: 2 });
  });

  it('takes its amount off an order placed with it, and the desk sees who used it', async () => {
    const [sku] = await stockedSkus(app, 1, 100);
    await app.database.execute('delete from cart_line');
    await addToCart(app, hoa, sku!, 2);
    const { preview, placed } = await previewAndPlace(app, hoa, pickup(hoaCoupon));
    expect(placed.body.code, placed.raw).toBe(200);
    expect(preview.amounts.couponDiscount).toBe(20_000);
    const holders = await get('/coupon/holders', { templateId: String(templateId) });
    expect(holders.status, holders.raw).toBe(200);
    expect(holders.body.data.total).toBe(2);
    const used = holders.body.data.list.find((h: { memberCouponId: number }) => h.memberCouponId === hoaCoupon);
    expect(used).toMatchObject({ state: 'used', orderSn: placed.body.data.orderSn, grantedBy: null });
    expect(used.phone).toBe('+84 987654303');
    const detail = await get('/coupon/detail', { templateId: String(templateId) });
    expect(detail.body.data).toMatchObject({ claimedCount: 2, usedCount: 1, termsFixed: true });
  });

  it('once held, keeps its terms and never falls below those claimed; its window, names and quantity change', async () => {
    const terms = await post('/coupon/save', couponBody({ templateId, amount: '30000' }), {
      ...staff,
      'accept-language': 'th-TH',
    });
    expect(terms.status).toBe(409);
    expect(terms.body.message).toBe(translate('th-TH', 'desk.termsFixed'));
    const fewer = await post('/coupon/save', couponBody({ templateId, totalCount: 1 }), {
      ...staff,
      'accept-language': 'vi-VN',
    });
    expect(fewer.status).toBe(409);
    expect(fewer.body.message).toBe(translate('vi-VN', 'desk.belowClaimed', { claimed: 2 }));
    const more = await post(
      '/coupon/save',
      couponBody({
        templateId,
        totalCount: 3,
        names: { 'en-US': '₫20,000 off, once more' },
        endsAt: isoIn(60 * 24 * HOUR),
      }),
    );
    expect(more.status, more.raw).toBe(200);
    expect(more.body.data).toMatchObject({ totalCount: 3, name: '₫20,000 off, once more' });
    expect((await claim(lan, 'DESK-20K')).status).toBe(200);
    expect(await auditOf(app, 'catalogue.coupon', `coupon:${templateId}`)).toHaveLength(2);
  });

  it('a code another coupon uses is refused', async () => {
    const res = await post('/coupon/save', couponBody({ code: 'Desk-20k' }), { ...staff, 'accept-language': 'lo-LA' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(translate('lo-LA', 'desk.codeTaken'));
  });
});

describe('a percent coupon over categories', () => {
  it("stores its cap in minor units and names what it covers, in the caller's language", async () => {
    const fresh = await rows<{ id: number }>(
      app,
      sql`select id from category where parent_id is null order by id limit 2`,
    );
    const base = {
      code: null,
      kind: 'percent',
      amount: undefined,
      percent: 15,
      scope: 'categories',
      scopeIds: fresh.map((c) => c.id),
      countryCode: 'th',
    };
    const tooFine = await post('/coupon/save', couponBody({ ...base, maxDiscount: '500.505', minSpend: '2000' }), {
      ...staff,
      'accept-language': 'th-TH',
    });
    expect(tooFine.status).toBe(422);
    expect(fieldMessage(tooFine, 'body.maxDiscount')).toBe(translate('th-TH', 'desk.amountDecimals', { digits: 2 }));
    // Baht has two decimals: what is typed in baht is stored in satang.
    const thai = await post('/coupon/save', couponBody({ ...base, maxDiscount: '500.50', minSpend: '2000' }), {
      ...staff,
      'accept-language': 'th-TH',
    });
    expect(thai.status, thai.raw).toBe(200);
    expect(thai.body.data).toMatchObject({ countryCode: 'TH', currencyCode: 'THB', percent: 15, maxDiscount: 50_050 });
    expect(thai.body.data.minSpend).toBe(200_000);
    expect(thai.body.data.scopeNames).toHaveLength(2);
    expect(thai.body.data.code).toBeNull();
  });
});

describe('granting a coupon by phone', () => {
  let templateId: number;
  const key = `grant-${randomUUID()}`;

  it('gives the customer one copy, however often the same form is sent', async () => {
    const res = await post('/coupon/save', couponBody({ code: null, totalCount: 1 }));
    templateId = res.body.data.templateId;
    const grant = { templateId, phoneCountryCode: '84', phoneNumber: '0901 234 501', clientKey: key };
    const first = await post('/coupon/grant', grant);
    expect(first.status, first.raw).toBe(200);
    expect(first.body.data).toMatchObject({
      state: 'unused',
      phone: '+84 901234501',
      grantedBy: 'Tùng Ngô',
    });
    const again = await post('/coupon/grant', grant);
    expect(again.body.data.memberCouponId).toBe(first.body.data.memberCouponId);
    const listed = await call(app, 'GET', '/member/coupon/list', { headers: lan, query: { state: 'unused' } });
    expect(listed.body.data.list.filter((c: { templateId: number }) => c.templateId === templateId)).toHaveLength(1);
    expect((await get('/coupon/detail', { templateId: String(templateId) })).body.data.claimedCount).toBe(1);
    expect(await auditOf(app, 'catalogue.couponGrant', `coupon:${templateId}`)).toHaveLength(1);
  });

  it('the same form sent three times at once still gives one copy, and each answer names it', async () => {
    const res = await post('/coupon/save', couponBody({ code: null, totalCount: 5 }));
    const grant = {
      templateId: res.body.data.templateId,
      phoneCountryCode: '84',
      phoneNumber: '912345602',
      clientKey: `race-${randomUUID()}`,
    };
    const answers = await Promise.all([1, 2, 3].map(() => post('/coupon/grant', grant)));
    for (const a of answers) expect(a.status, a.raw).toBe(200);
    expect(new Set(answers.map((a) => a.body.data.memberCouponId)).size).toBe(1);
    const detail = await get('/coupon/detail', { templateId: String(grant.templateId) });
    expect(detail.body.data.claimedCount).toBe(1);
  });

  it('refuses past the limit or the quantity, an unknown phone, oneself and a key reused', async () => {
    const base = { templateId, phoneCountryCode: '84' };
    const limit = await post('/coupon/grant', { ...base, phoneNumber: '901234501', clientKey: `k-${randomUUID()}` });
    expect(limit.status).toBe(409);
    expect(limit.body.message).toBe(translate('en-US', 'desk.holdsEnough', { limit: 1 }));
    const none = await post('/coupon/grant', { ...base, phoneNumber: '912345602', clientKey: `k-${randomUUID()}` });
    expect(none.body.message).toBe(translate('en-US', 'desk.noneLeft'));
    const unknown = await post(
      '/coupon/grant',
      { ...base, phoneNumber: '909999888', clientKey: `k-${randomUUID()}` },
      { ...staff, 'accept-language': 'vi-VN' },
    );
    expect(unknown.status).toBe(422);
    expect(fieldMessage(unknown, 'body.phoneNumber')).toBe(translate('vi-VN', 'desk.memberNotFound'));
    const self = await post('/coupon/grant', {
      ...base,
      phoneNumber: DEMO.catalogue.phone,
      clientKey: `k-${randomUUID()}`,
    });
    expect(fieldMessage(self, 'body.phoneNumber')).toBe(translate('en-US', 'desk.notYourself'));
    const reused = await post('/coupon/grant', { ...base, phoneNumber: '912345602', clientKey: key });
    expect(fieldMessage(reused, 'body.clientKey')).toBe(translate('en-US', 'desk.keyReused'));
  });
});

describe("bad input, answered in the caller's language", () => {
  it('a percent without its percent, a scope without ids, decimals the currency has not, no English name', async () => {
    const at = (body: Record<string, unknown>, locale: string) =>
      post('/coupon/save', couponBody({ code: null, ...body }), { ...staff, 'accept-language': locale });
    const percent = await at({ kind: 'percent', amount: undefined }, 'fil-PH');
    expect(fieldMessage(percent, 'body.percent')).toBe(translate('fil-PH', 'field.required'));
    const scope = await at({ scope: 'products', scopeIds: [] }, 'zh-CN');
    expect(fieldMessage(scope, 'body.scopeIds')).toBe(translate('zh-CN', 'desk.scopeRequired'));
    const unknown = await at({ scope: 'products', scopeIds: [999_999] }, 'zh-CN');
    expect(fieldMessage(unknown, 'body.scopeIds.0')).toBe(translate('zh-CN', 'field.unknownId'));
    const decimals = await at({ amount: '20000.5' }, 'vi-VN');
    expect(fieldMessage(decimals, 'body.amount')).toBe(translate('vi-VN', 'desk.amountDecimals', { digits: 0 }));
    const english = await at({ names: { 'th-TH': 'ลด' } }, 'th-TH');
    expect(fieldMessage(english, 'body.names.en-US')).toBe(translate('th-TH', 'desk.englishTitle'));
    const code = await at({ code: 'a b' }, 'en-US');
    expect(code.status).toBe(422);
    expect((await post('/coupon/save', couponBody({ templateId: 999_999, code: null }))).status).toBe(404);
  });
});
