import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import { auditOf, deskSku, fieldMessage, HOUR, isoIn } from './support/desk.js';
import { type Headers, visitorHeaders, W } from './support/order.js';

/**
 * Ladders and full reductions from the promotion desk, priced by the shop's own cart (the one
 * pricing engine): a tier lowers the unit price from its quantity, a full reduction takes its
 * amount off once its scope's spend is reached.
 */
let app: FastifyInstance;
let staff: Headers;
let visitor: Headers;

const save = (body: Record<string, unknown>, locale = 'en-US') =>
  call(app, 'POST', '/staff/catalogue/promotion/save', { body, headers: { ...staff, 'accept-language': locale } });
const cart = async (items: { productSkuId: number; quantity: number }[]) => {
  const res = await call(app, 'POST', '/cart/list/promotion/v4', {
    body: { currentWarehouseId: W, items },
    headers: visitor,
  });
  expect(res.status, res.raw).toBe(200);
  return res.body.data as {
    list: { productSkuId: number; price: number; originalPrice: number; promotion: { id: number } | null }[];
    summary: { directDiscount: number; productTotal: number };
  };
};
const common = (targetId: number | null) => ({
  countryCode: 'VN',
  targetId,
  titles: { 'en-US': 'Desk test' },
  startsAt: isoIn(-HOUR),
  endsAt: isoIn(24 * HOUR),
});

beforeAll(async () => {
  app = await createIdentityApp();
  staff = bearer(await loginByPassword(app, DEMO.catalogue.phone, DEMO.catalogue.password));
  visitor = await visitorHeaders(app);
});
afterAll(() => app?.close());

describe('a ladder', () => {
  it('prices each quantity by its tier in the cart and on the product page, at once', async () => {
    const sku = await deskSku(app, 0);
    const two = Math.floor((sku.listPrice * 0.9) / 100) * 100;
    const five = Math.floor((sku.listPrice * 0.8) / 100) * 100;
    const res = await save({
      ...common(sku.id),
      kind: 'ladder',
      scope: 'sku',
      tiers: [
        { minQuantity: 5, price: String(five) },
        { minQuantity: 2, price: String(two) },
      ],
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data.tiers).toEqual([
      { minQuantity: 2, price: two },
      { minQuantity: 5, price: five },
    ]);
    const line = async (quantity: number) => (await cart([{ productSkuId: sku.id, quantity }])).list[0]!;
    expect((await line(1)).price).toBe(sku.listPrice);
    expect((await line(3)).price).toBe(two);
    expect(await line(5)).toMatchObject({ price: five, originalPrice: sku.listPrice });
    const detail = await call(app, 'POST', '/sku/detail', { body: { productSkuId: sku.id, warehouseId: W } });
    expect(detail.body.data.ladder).toEqual([
      { minQuantity: 2, price: two },
      { minQuantity: 5, price: five },
    ]);
    expect(await auditOf(app, 'catalogue.promotion', `promotion:${res.body.data.promotionId}`)).toHaveLength(1);
  });

  it('refuses a quantity twice, a tier dearer than the one for fewer, and a last tier at the list price', async () => {
    const sku = await deskSku(app, 1);
    const body = (tiers: { minQuantity: number; price: string }[]) => ({
      ...common(sku.id),
      kind: 'ladder',
      scope: 'sku',
      tiers,
    });
    const price = (share: number) => String(Math.floor(sku.listPrice * share));
    const twice = await save(
      body([
        { minQuantity: 3, price: price(0.9) },
        { minQuantity: 3, price: price(0.8) },
      ]),
      'vi-VN',
    );
    expect(fieldMessage(twice, 'body.tiers.1.minQuantity')).toBe(translate('vi-VN', 'desk.tierRepeated'));
    const dearer = await save(
      body([
        { minQuantity: 2, price: price(0.8) },
        { minQuantity: 4, price: price(0.9) },
      ]),
      'th-TH',
    );
    expect(fieldMessage(dearer, 'body.tiers.1.price')).toBe(translate('th-TH', 'desk.tierCheaper'));
    const list = await save(body([{ minQuantity: 2, price: String(sku.listPrice) }]), 'zh-CN');
    expect(fieldMessage(list, 'body.tiers.0.price')).toMatch(/^必须低于原价 /);
    const none = await save(body([]), 'en-US');
    expect(fieldMessage(none, 'body.tiers')).toBe(translate('en-US', 'field.required'));
  });
});

describe('a full reduction', () => {
  it('takes its amount off once the spend on its product is reached, and not before', async () => {
    const sku = await deskSku(app, 2, 300_000);
    const productId = (await call(app, 'POST', '/sku/detail', { body: { productSkuId: sku.id, warehouseId: W } })).body
      .data.productId as number;
    const before = await cart([{ productSkuId: sku.id, quantity: 2 }]);
    expect(before.summary.directDiscount).toBe(0);
    const res = await save({
      ...common(productId),
      kind: 'fullReduction',
      scope: 'product',
      thresholdAmount: String(sku.listPrice * 2),
      reductionAmount: '7000',
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data).toMatchObject({ scope: 'product', targetId: productId, thresholdAmount: sku.listPrice * 2 });
    expect((await cart([{ productSkuId: sku.id, quantity: 2 }])).summary.directDiscount).toBe(7000);
    expect((await cart([{ productSkuId: sku.id, quantity: 1 }])).summary.directDiscount).toBe(0);
  });

  it('over the whole store needs no target, and refuses a reduction not below its spend', async () => {
    const store = await save({
      ...common(null),
      kind: 'fullReduction',
      scope: 'store',
      thresholdAmount: '5000000',
      reductionAmount: '1',
    });
    expect(store.status, store.raw).toBe(200);
    expect(store.body.data).toMatchObject({ scope: 'store', targetId: null, targetName: null });
    const equal = await save(
      { ...common(null), kind: 'fullReduction', scope: 'store', thresholdAmount: '100000', reductionAmount: '100000' },
      'lo-LA',
    );
    expect(fieldMessage(equal, 'body.reductionAmount')).toBe(translate('lo-LA', 'desk.reductionBelowThreshold'));
    const noTarget = await save({
      ...common(null),
      kind: 'fullReduction',
      scope: 'category',
      thresholdAmount: '9',
      reductionAmount: '1',
    });
    expect(fieldMessage(noTarget, 'body.targetId')).toBe(translate('en-US', 'field.required'));
    const missing = await save(
      { ...common(null), kind: 'fullReduction', scope: 'store', reductionAmount: '1' },
      'fil-PH',
    );
    expect(fieldMessage(missing, 'body.thresholdAmount')).toBe(translate('fil-PH', 'field.required'));
  });
});
