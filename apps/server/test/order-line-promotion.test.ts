import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/migrate.js';
import { formatCount, formatMoney } from '../src/shared/pricing/money.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import { addToCart, type Headers, previewAndPlace, rows, stockedSkus } from './support/order.js';

let app: FastifyInstance;
let lan: Headers;
let s: number[];
const VND = { code: 'VND', digits: 0, symbol: '₫' };

const HALF_PRICE = {
  'en-US': 'Half price',
  'zh-CN': '半价',
  'vi-VN': 'Giảm nửa giá',
  'th-TH': 'ลดครึ่งราคา',
  'lo-LA': 'ຫຼຸດເຄິ່ງລາຄາ',
  'fil-PH': 'Kalahating presyo',
};
const BULK_DEAL = {
  'en-US': 'Bulk deal',
  'zh-CN': '多买优惠',
  'vi-VN': 'Mua nhiều giảm giá',
  'th-TH': 'ซื้อมากลดมาก',
  'lo-LA': 'ຊື້ຫຼາຍຫຼຸດຫຼາຍ',
  'fil-PH': 'Mas mura kapag marami',
};

beforeAll(async () => {
  app = await createIdentityApp();
  lan = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
  s = await stockedSkus(app, 2, 40);
});
afterAll(() => app.close());

const listPriceOf = async (skuId: number) =>
  Number(
    (
      await rows<{ price: number }>(
        app,
        sql`select price from sku_price where sku_id = ${skuId} and country_code = 'VN'`,
      )
    )[0]!.price,
  );

/** Lan's pickup order, placed in English, of one SKU at a promotion price and three on a two-tier ladder. */
async function placeWithPromotions() {
  const [priced, laddered] = [s[0]!, s[1]!];
  const promotionPrice = Math.floor((await listPriceOf(priced)) / 2);
  const list = await listPriceOf(laddered);
  const [tier2, tier5] = [list - 2, list - 4];
  await app.database.execute(`delete from promotion where sku_id in (${priced}, ${laddered})`);
  const [first] = await rows<{ id: number }>(
    app,
    sql`insert into promotion (kind, country_code, scope, sku_id, titles, promotion_price, tiers, starts_at, ends_at) values
      ('price', 'VN', 'sku', ${priced}, ${JSON.stringify(HALF_PRICE)}::jsonb, ${promotionPrice}, null,
        now() - interval '1 hour', now() + interval '1 day'),
      ('ladder', 'VN', 'sku', ${laddered}, ${JSON.stringify(BULK_DEAL)}::jsonb, null,
        ${JSON.stringify([
          { minQuantity: 2, price: tier2 },
          { minQuantity: 5, price: tier5 },
        ])}::jsonb, now() - interval '1 hour', now() + interval '1 day')
      returning id`,
  );
  await app.database.execute('delete from cart_line');
  await addToCart(app, lan, priced, 1);
  await addToCart(app, lan, laddered, 3);
  const { placed } = await previewAndPlace(
    app,
    { ...lan, 'accept-language': 'en-US' },
    {
      deliveryType: 'pickup',
      pickupName: 'Lan',
      pickupPhoneCountryCode: '84',
      pickupPhoneNumber: DEMO.customer.phone,
      paymentMethod: 'cashOnDelivery',
    },
  );
  expect(placed.body.code, placed.raw).toBe(200);
  return { orderId: Number(placed.body.data.orderId), priced, laddered, promotionPrice, tier2, priceId: first!.id };
}

/** Each line's promotion label as `locale` reads the order, by SKU. */
async function labels(orderId: number, locale: string) {
  const detail = await call(app, 'GET', '/order/detail', {
    query: { orderId: String(orderId) },
    headers: { ...lan, 'accept-language': locale },
  });
  expect(detail.body.code, detail.raw).toBe(200);
  const lines = detail.body.data.list as { productSkuId: number; promotion: { message: string } | null }[];
  return Object.fromEntries(lines.map((l) => [l.productSkuId, l.promotion?.message]));
}

describe("an order line's promotion label", () => {
  it('is worded in the reader’s language, not the one the order was placed in', async () => {
    const { orderId, priced, laddered, promotionPrice, tier2 } = await placeWithPromotions();
    expect(await labels(orderId, 'en-US')).toEqual({
      [priced]: `Half price · Promotion price ${formatMoney(promotionPrice, VND, 'en-US')}`,
      // The tier the order reached, not the next one the cart announced ("add 2 more").
      [laddered]: `Bulk deal · Buy ${formatCount(2, 'en-US')}, each ${formatMoney(tier2, VND, 'en-US')}`,
    });
    expect(await labels(orderId, 'th-TH')).toEqual({
      [priced]: `ลดครึ่งราคา · ราคาโปรโมชัน ${formatMoney(promotionPrice, VND, 'th-TH')}`,
      [laddered]: `ซื้อมากลดมาก · ซื้อ ${formatCount(2, 'th-TH')} ชิ้น ชิ้นละ ${formatMoney(tier2, VND, 'th-TH')}`,
    });

    // What the line keeps is the promotion and its figures, never words in one language.
    const stored = await rows<{ promotion: Record<string, unknown> }>(
      app,
      sql`select promotion from customer_order_line where order_id = ${orderId} order by sku_id`,
    );
    for (const { promotion } of stored) {
      expect(promotion).not.toHaveProperty('message');
      expect(JSON.stringify(promotion)).not.toMatch(/Half price|Bulk deal|Promotion|Buy/);
    }
    expect(stored.map((r) => r.promotion)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'price', price: promotionPrice }),
        expect.objectContaining({ kind: 'ladder', minQuantity: 2, price: tier2 }),
      ]),
    );
  });

  it('of a line written before gets its figures from migration 0025, and keeps its words when its promotion is gone', async () => {
    const { orderId, priced, laddered, promotionPrice, tier2, priceId } = await placeWithPromotions();
    const ladderId = priceId + 1;
    // The lines as they were written, in English, before the figures were kept; the second names
    // a full reduction that no longer exists.
    await app.database.execute(`update customer_order_line set promotion = case sku_id
        when ${priced} then '{"id":${priceId},"kind":"price","message":"Half price · Promotion price ₫1"}'::jsonb
        else '{"id":${ladderId},"kind":"ladder","message":"Bulk deal · Buy 5, each ₫1 — add 2 more"}'::jsonb end
      where order_id = ${orderId}`);
    const migration = await readFile(join(migrationsFolder(), '0025_order_line_promotion_keys.sql'), 'utf8');
    await app.database.execute(migration);
    expect(await labels(orderId, 'th-TH')).toEqual({
      [priced]: `ลดครึ่งราคา · ราคาโปรโมชัน ${formatMoney(promotionPrice, VND, 'th-TH')}`,
      [laddered]: `ซื้อมากลดมาก · ซื้อ ${formatCount(2, 'th-TH')} ชิ้น ชิ้นละ ${formatMoney(tier2, VND, 'th-TH')}`,
    });

    const gone = '{"id":999999,"kind":"fullReduction","message":"Spend ₫9, save ₫1"}';
    await app.database.execute(
      `update customer_order_line set promotion = '${gone}'::jsonb where order_id = ${orderId} and sku_id = ${priced}`,
    );
    await app.database.execute(migration);
    expect((await labels(orderId, 'th-TH'))[priced]).toBe('Spend ₫9, save ₫1');
  });
});
