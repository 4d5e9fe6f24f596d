import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponTemplate, memberCoupon } from '../src/db/schema/index.js';
import { insertCouponTemplate } from './support/coupon.js';
import { rows } from './support/order.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';

let app: FastifyInstance;
let lan: Record<string, string>;
let minh: Record<string, string>;
let hoa: Record<string, string>;

const DAY = 86_400_000;
const template = (code: string, extra: Partial<typeof couponTemplate.$inferInsert> = {}) =>
  insertCouponTemplate(app, code, extra);
const claim = (headers: Record<string, string>, code: string) =>
  call(app, 'POST', '/member/coupon/claim', { headers, body: { code } });
const list = async (headers: Record<string, string>, state: string) =>
  (await call(app, 'GET', '/member/coupon/list', { headers, query: { state } })).body.data;

beforeAll(async () => {
  app = await createIdentityApp();
  lan = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
  minh = bearer(await loginByPassword(app, DEMO.credit.phone, DEMO.credit.password));
  hoa = bearer(await loginByPassword(app, DEMO.certified.phone, DEMO.certified.password));
});
afterAll(() => app?.close());

describe('claiming by code', () => {
  it('gives the last coupon of a code to exactly one of two members racing for it', async () => {
    for (let round = 0; round < 5; round++) {
      const code = `LAST${round}`;
      await template(code, { totalCount: 1 });
      const results = await Promise.all([claim(minh, code), claim(hoa, code)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const [t] = await app.db.select().from(couponTemplate).where(eq(couponTemplate.code, code));
      expect(t!.claimedCount).toBe(1);
      expect(await app.db.select().from(memberCoupon).where(eq(memberCoupon.templateId, t!.id))).toHaveLength(1);
    }
  });

  it('holds the per-member limit when one member claims twice at once', async () => {
    await template('ONCEEACH', { perMemberLimit: 1 });
    const results = await Promise.all([claim(hoa, 'onceeach'), claim(hoa, 'ONCEEACH'), claim(hoa, ' OnceEach ')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const [t] = await app.db.select().from(couponTemplate).where(eq(couponTemplate.code, 'ONCEEACH'));
    expect(t!.claimedCount).toBe(1);
  });

  it('answers an unknown or inactive code on the field, in the caller language', async () => {
    const unknown = await call(app, 'POST', '/member/coupon/claim', {
      headers: { ...hoa, 'accept-language': 'vi-VN' },
      body: { code: 'NOPE' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.fields).toEqual([{ path: 'body.code', message: 'Mã giảm giá này không tồn tại' }]);
    await template('LATER', { startsAt: new Date(Date.now() + DAY), endsAt: new Date(Date.now() + 2 * DAY) });
    expect((await claim(hoa, 'LATER')).status).toBe(422);
  });

  it('refuses a coupon of another country than the warehouse shopped from, saying which, and takes none', async () => {
    await template('BKKONLY', { countryCode: 'TH' });
    const names = new Intl.DisplayNames(['th-TH'], { type: 'region' });
    const inVietnam = await call(app, 'POST', '/member/coupon/claim', {
      headers: { ...lan, 'accept-language': 'th-TH' },
      body: { code: 'bkkonly', warehouseId: 1 },
    });
    expect(inVietnam.status).toBe(422);
    expect(inVietnam.body.data.fields).toEqual([
      { path: 'body.code', message: `คูปองนี้ใช้ได้เฉพาะใน${names.of('TH')} แต่คุณกำลังซื้อสินค้าใน${names.of('VN')}` },
    ]);
    const [t] = await app.db.select().from(couponTemplate).where(eq(couponTemplate.code, 'BKKONLY'));
    expect(t!.claimedCount).toBe(0);

    const unknown = await call(app, 'POST', '/member/coupon/claim', {
      headers: lan,
      body: { code: 'BKKONLY', warehouseId: 999_999 },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.fields[0].path).toBe('body.warehouseId');

    const [bangkok] = await rows<{ id: number }>(
      app,
      sql`select id from warehouse where country_code = 'TH' order by id limit 1`,
    );
    const inThailand = await call(app, 'POST', '/member/coupon/claim', {
      headers: lan,
      body: { code: 'BKKONLY', warehouseId: Number(bangkok!.id) },
    });
    expect(inThailand.status, inThailand.raw).toBe(200);
    expect(inThailand.body.data.currencyCode).toBe('THB');
  });

  it('lists a claimed coupon under unused with its amount, threshold and window', async () => {
    await template('SHOWME', { minSpend: 100_000 });
    const res = await claim(minh, 'SHOWME');
    expect(res.status).toBe(200);
    const unused = await list(minh, 'unused');
    expect(unused.list[0]).toMatchObject({
      id: res.body.data.id,
      state: 'unused',
      amount: 10_000,
      minSpend: 100_000,
      currencyCode: 'VND',
    });
    expect(unused.counts.unused).toBe(unused.total);
  });

  it('sorts the demo customer coupons into unused, used and expired', async () => {
    const [unused, used, expired] = await Promise.all([list(lan, 'unused'), list(lan, 'used'), list(lan, 'expired')]);
    expect(unused.list.every((c: { state: string }) => c.state === 'unused')).toBe(true);
    expect(used.list.map((c: { state: string }) => c.state)).toEqual(['used']);
    expect(expired.list.map((c: { state: string }) => c.state)).toEqual(['expired']);
    // Another member sees none of them.
    const others = await list(hoa, 'used');
    expect(others.list.map((c: { id: number }) => c.id)).not.toContain(used.list[0].id);
  });

  it('limits claim attempts per member', async () => {
    await app.db.execute(sql`delete from rate_limit where key like 'coupon-claim:%'`);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await claim(lan, `GUESS${i}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
