import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { couponTemplate } from '../src/db/schema/index.js';
import { customerOrder, memberCoupon } from '../src/db/schema/index.js';
import { translate } from '../src/i18n/index.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import { insertCouponTemplate } from './support/coupon.js';
import { addToCart, type Headers, place, preview, previewAndPlace, stockedSkus } from './support/order.js';

let app: FastifyInstance;
let hoa: Headers;
let skus: number[];

let codes = 0;
/** A coupon template and Hoa's claim of it; answers the member coupon id. */
async function giveHoa(extra: Partial<typeof couponTemplate.$inferInsert> = {}) {
  const code = `ORDERTEST${++codes}`;
  await insertCouponTemplate(app, code, { amount: 15_000, ...extra });
  const res = await call(app, 'POST', '/member/coupon/claim', { headers: hoa, body: { code } });
  expect(res.body.code, res.raw).toBe(200);
  return res.body.data.id as number;
}
const couponState = async (id: number) => (await app.db.select().from(memberCoupon).where(eq(memberCoupon.id, id)))[0]!;

const pickup = (couponId?: number | null) => ({
  deliveryType: 'pickup',
  paymentMethod: 'cashOnDelivery',
  pickupName: 'Hoa',
  pickupPhoneCountryCode: '84',
  pickupPhoneNumber: '912000222',
  ...(couponId === undefined ? {} : { couponId }),
});

beforeAll(async () => {
  app = await createIdentityApp();
  hoa = bearer(await loginByPassword(app, DEMO.certified.phone, DEMO.certified.password));
  skus = await stockedSkus(app, 2, 100);
  // Only the coupons these tests give: none of the demo grants.
  const me = await call(app, 'GET', '/sso/info', { headers: hoa });
  await app.db.delete(memberCoupon).where(eq(memberCoupon.memberId, me.body.data.id));
});
afterAll(() => app?.close());
beforeEach(async () => {
  await app.database.execute('delete from cart_line');
});

describe('coupons in the cart and at checkout', () => {
  it('the cart estimates the best coupon, and the preview offers the usable ones and says why not the others', async () => {
    const small = await giveHoa({ amount: 5_000 });
    const best = await giveHoa({ amount: 20_000 });
    const far = await giveHoa({ amount: 90_000, minSpend: 100_000_000 });
    await addToCart(app, hoa, skus[0]!, 2);

    const cart = await call(app, 'POST', '/cart/list/promotion/v4', { body: { currentWarehouseId: 1 }, headers: hoa });
    const s = cart.body.data.summary;
    expect(s.couponEstimate).toBe(20_000);
    expect(s.goodsAmount).toBe(s.productTotal - s.promotionDiscount - s.directDiscount - 20_000);

    const p = await preview(app, { ...hoa, 'accept-language': 'th-TH' }, pickup());
    expect(p.body.code, p.raw).toBe(200);
    const d = p.body.data;
    expect(d.couponId).toBe(best);
    expect(d.amounts.couponDiscount).toBe(20_000);
    expect(d.coupons.usable.map((c: { id: number }) => c.id)).toEqual([best, small]);
    expect(d.coupons.usable[0]).toMatchObject({ name: `คูปอง ORDERTEST${codes - 1}`, discount: 20_000 });
    expect(d.coupons.usable[0].description).toMatch(/^ลด /);
    expect(d.coupons.unusable).toEqual([expect.objectContaining({ id: far, reason: 'belowMinimum', discount: 0 })]);
    expect(d.coupons.unusable[0].reasonMessage).toMatch(/^ซื้อสินค้าที่ร่วมรายการเพิ่มอีก /);

    // The shopper picks another, or none.
    const picked = await preview(app, hoa, pickup(small));
    expect(picked.body.data).toMatchObject({ couponId: small, amounts: { couponDiscount: 5_000 } });
    const none = await preview(app, hoa, pickup(null));
    expect(none.body.data).toMatchObject({ couponId: null, amounts: { couponDiscount: 0 } });
    expect(none.body.data.amounts.payable).toBe(d.amounts.payable + 20_000);
  });

  it('placing uses the coupon once: the order records it, a second order cannot, and cancelling gives it back', async () => {
    const id = await giveHoa({ amount: 12_000 });
    await addToCart(app, hoa, skus[1]!, 1);
    const { preview: p, placed } = await previewAndPlace(app, hoa, pickup(id));
    expect(placed.body.code, placed.raw).toBe(200);
    expect(p.amounts.couponDiscount).toBe(12_000);
    const orderId = placed.body.data.orderId as number;
    const [order] = await app.db.select().from(customerOrder).where(eq(customerOrder.id, orderId));
    expect(order).toMatchObject({ couponId: id, couponDiscount: 12_000 });
    expect(await couponState(id)).toMatchObject({ status: 'used', orderId });

    // The same coupon on another order: refused whole, in the caller's language.
    await addToCart(app, hoa, skus[1]!, 1);
    const again = await place(
      app,
      { ...hoa, 'accept-language': 'vi-VN' },
      {
        ...pickup(id),
        expectedPayable: p.amounts.payable,
        slot: p.timeSlots.find((t: { full: boolean }) => !t.full),
      },
    );
    expect(again.status, again.raw).toBe(409);
    expect(again.body.message).toBe(translate('vi-VN', 'coupon.taken'));

    const cancel = await call(app, 'POST', '/order/cancel', {
      headers: hoa,
      body: { orderId, reason: 'I ordered by mistake' },
    });
    expect(cancel.body.code, cancel.raw).toBe(200);
    expect(await couponState(id)).toMatchObject({ status: 'unused', orderId: null });
  });

  it('a coupon of another country is offered as unusable there, saying where it is for, and refused if chosen', async () => {
    const thai = await giveHoa({ countryCode: 'TH', amount: 5_000 });
    await addToCart(app, hoa, skus[0]!, 1);
    const name = (locale: string) => new Intl.DisplayNames([locale], { type: 'region' }).of('TH');
    const p = await preview(app, { ...hoa, 'accept-language': 'vi-VN' }, pickup());
    expect(p.body.data.coupons.unusable).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: thai,
          reason: 'otherCountry',
          reasonMessage: `Chỉ dùng được tại ${name('vi-VN')}`,
        }),
      ]),
    );
    expect(p.body.data.couponId).not.toBe(thai);

    const chosen = await place(app, hoa, {
      ...pickup(thai),
      expectedPayable: p.body.data.amounts.payable,
      slot: p.body.data.timeSlots.find((t: { full: boolean }) => !t.full),
    });
    expect(chosen.status, chosen.raw).toBe(422);
    expect(chosen.body.data.fields).toEqual([{ path: 'body.couponId', message: `Only for use in ${name('en-US')}` }]);
    expect(await couponState(thai)).toMatchObject({ status: 'unused' });
  });

  it('two orders racing for one coupon: one gets it, the other is refused and leaves nothing behind', async () => {
    const id = await giveHoa({ amount: 7_000 });
    await addToCart(app, hoa, skus[0]!, 1);
    await addToCart(app, hoa, skus[1]!, 1);
    // Two orders of different lines of the cart, both with the coupon.
    const bodies = await Promise.all(
      skus.map(async (sku) => {
        const body = { ...pickup(id), productSkuIds: [sku] };
        const p = (await preview(app, hoa, body)).body.data;
        return {
          ...body,
          expectedPayable: p.amounts.payable,
          slot: p.timeSlots.find((t: { full: boolean }) => !t.full),
        };
      }),
    );
    const results = await Promise.all(bodies.map((b) => place(app, hoa, b)));
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.body.code === 409)!.body.message).toBe(translate('en-US', 'coupon.taken'));
    const orders = await app.db.select().from(customerOrder).where(eq(customerOrder.couponId, id));
    expect(orders).toHaveLength(1);
    expect(await couponState(id)).toMatchObject({ status: 'used', orderId: orders[0]!.id });
  });
});
