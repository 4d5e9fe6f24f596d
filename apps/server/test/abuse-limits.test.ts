import { randomUUID } from 'node:crypto';
import { type Locale } from '@storefront/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_DEFAULTS } from '../src/config.js';
import { type MessageKey, type MessageParams, translate } from '../src/i18n/index.js';
import { cancelExpiredOrders } from '../src/modules/order/timeout.service.js';
import { DEMO, digest, loginByPassword, VN } from './support/auth.js';
import { createIdentityApp } from './support/auth.js';
import { insertCouponTemplate } from './support/coupon.js';
import { rows, stockedSkus, W } from './support/order.js';
import { multipartBody } from './support/upload.js';

/**
 * Every limit under a burst — many requests sent at once — from one address and
 * from many. The app runs with the shop's default limits (config.ts LIMIT_DEFAULTS), not the raised
 * ones the other tests use. Every refusal is a 429 (or the spec's 409 / 422) whose message is the
 * caller's own language, never a 500.
 */
let app: FastifyInstance;
let skus: number[];
const LOCALES: Locale[] = ['vi-VN', 'th-TH', 'zh-CN', 'lo-LA', 'fil-PH', 'en-US'];
const localeOf = (i: number) => LOCALES[i % LOCALES.length]!;
/** A distinct address per caller (TEST-NET-2 and benchmarking ranges), as a botnet would have. */
const addressOf = (group: number, i: number) => `198.${18 + group}.${i >> 8}.${i & 255}`;

interface Answer {
  status: number;
  locale: Locale;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes
  body: { code: number; message: string; data: any };
}

async function send(
  method: 'GET' | 'POST',
  url: string,
  o: {
    address: string;
    locale?: Locale;
    headers?: Record<string, string>;
    body?: unknown;
    query?: Record<string, string>;
  },
): Promise<Answer> {
  const locale = o.locale ?? 'en-US';
  const res = await app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: o.address,
    query: o.query,
    payload: o.body as never,
    headers: { 'accept-language': locale, ...o.headers },
  });
  return { status: res.statusCode, locale, body: res.json() };
}

const count = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length;

/** Every answer is one of `allowed`, and every refusal with `status` says `key` in its caller's language. */
function expectRefusals(answers: Answer[], status: number, key: MessageKey, params?: MessageParams) {
  for (const a of answers) {
    expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
    expect(a.body.code).toBe(a.status);
    if (a.status === status) expect(a.body.message).toBe(translate(a.locale, key, params));
  }
}

const visitor = async (address: string) => {
  const res = await send('POST', '/sso/visitor/token', { address, body: { visitorId: randomUUID() } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    id: res.body.data.visitorId as string,
    headers: { guestauthorization: `Bearer ${res.body.data.token}` },
  };
};

type Item = { productSkuId: number; quantity: number };
const pickup = (items: Item[], paymentMethod = 'cashOnDelivery') => ({
  currentWarehouseId: W,
  deliveryType: 'pickup',
  items,
  paymentMethod,
  pickupName: 'Burst',
  pickupPhoneCountryCode: '84',
  pickupPhoneNumber: '912000555',
});

/** The placement body as a preview priced it (the same for every visitor), first open slot. */
async function orderBody(items: Item[], paymentMethod = 'cashOnDelivery') {
  const v = await visitor('192.0.2.1');
  const p = await send('POST', '/order/generateConfirmOrder/simple', {
    address: '192.0.2.1',
    headers: v.headers,
    body: pickup(items, paymentMethod),
  });
  expect(p.status, JSON.stringify(p.body)).toBe(200);
  const slot = p.body.data.timeSlots.find((s: { full: boolean }) => !s.full);
  return {
    ...pickup(items, paymentMethod),
    expectedPayable: p.body.data.amounts.payable as number,
    slot: { date: slot.date as string, start: slot.start as string },
  };
}

const place = (headers: Record<string, string>, address: string, body: unknown, locale: Locale = 'en-US') =>
  send('POST', '/order/generateOrder', {
    address,
    locale,
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body,
  });

const setCounter = (key: string, value: number) =>
  app.database.execute(
    `insert into rate_limit (key, window_start, count) values ('${key}', now(), ${value})
     on conflict (key) do update set window_start = now(), count = ${value}`,
  );

beforeAll(async () => {
  app = await createIdentityApp(Object.fromEntries(Object.entries(LIMIT_DEFAULTS).map(([k, v]) => [k, String(v)])));
  skus = await stockedSkus(app, 110, 100_000);
  await app.database.execute(`update warehouse_checkout set slot_capacity = 100000 where warehouse_id = ${W}`);
  await app.database.execute(`delete from delivery_slot`);
}, 120_000);
afterAll(() => app.close());

describe('order placement limits', () => {
  it(`one address: of ${LIMIT_DEFAULTS.LIMIT_ORDERS_PER_ADDRESS + 10} placements sent at once by as many visitors, exactly ${LIMIT_DEFAULTS.LIMIT_ORDERS_PER_ADDRESS} go through`, async () => {
    const n = LIMIT_DEFAULTS.LIMIT_ORDERS_PER_ADDRESS + 10;
    const body = await orderBody([{ productSkuId: skus[0]!, quantity: 1 }]);
    const buyers = [];
    for (let i = 0; i < n; i++) buyers.push(await visitor(addressOf(0, i)));
    const answers = await Promise.all(buyers.map((b, i) => place(b.headers, '203.0.113.10', body, localeOf(i))));
    expect(count(answers, 200)).toBe(LIMIT_DEFAULTS.LIMIT_ORDERS_PER_ADDRESS);
    expect(count(answers, 429)).toBe(10);
    expectRefusals(answers, 429, 'abuse.tooManyOrdersFromHere', { minutes: 10 });
    // The limit is the address's, not the visitors': the next one from elsewhere orders.
    const other = await visitor(addressOf(0, 999));
    expect((await place(other.headers, '203.0.113.11', body)).status).toBe(200);
  }, 120_000);

  it(`many addresses, one visitor: of 20 placements at once, exactly ${LIMIT_DEFAULTS.LIMIT_OPEN_ORDERS_PER_BUYER} open orders are made`, async () => {
    const body = await orderBody([{ productSkuId: skus[1]!, quantity: 1 }]);
    const v = await visitor('192.0.2.2');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => place(v.headers, addressOf(1, i), body, localeOf(i))),
    );
    expect(count(answers, 200)).toBe(LIMIT_DEFAULTS.LIMIT_OPEN_ORDERS_PER_BUYER);
    expectRefusals(answers, 429, 'abuse.tooManyOpenOrders', { limit: LIMIT_DEFAULTS.LIMIT_OPEN_ORDERS_PER_BUYER });
    expect(count(answers, 429)).toBe(20 - LIMIT_DEFAULTS.LIMIT_OPEN_ORDERS_PER_BUYER);
    const [held] = await rows<{ n: number }>(
      app,
      sql`select count(*)::int as n from customer_order where visitor_id = ${v.id} and status in (0, 1)`,
    );
    expect(held!.n).toBe(LIMIT_DEFAULTS.LIMIT_OPEN_ORDERS_PER_BUYER);
  });

  it('many addresses, one visitor: open orders hold at most the unit limit together, and the refusal says how many are left', async () => {
    const max = LIMIT_DEFAULTS.LIMIT_RESERVED_UNITS_PER_BUYER; // 500
    const perSku = LIMIT_DEFAULTS.LIMIT_UNITS_PER_SKU_PER_ORDER; // 20
    // Ten SKUs at the per-order limit of each: 200 units an order.
    const body = await orderBody(skus.slice(20, 30).map((productSkuId) => ({ productSkuId, quantity: perSku })));
    const units = 10 * perSku;
    const v = await visitor('192.0.2.3');
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => place(v.headers, addressOf(2, i), body, localeOf(i))),
    );
    const placed = Math.floor(max / units);
    expect(count(answers, 200)).toBe(placed);
    expect(count(answers, 429)).toBe(4 - placed);
    expectRefusals(answers, 429, 'abuse.tooManyUnits', { limit: max, left: max - placed * units });
  });

  it(`many addresses, one visitor: at most ${LIMIT_DEFAULTS.LIMIT_ORDERS_PER_BUYER} orders an hour`, async () => {
    const body = await orderBody([{ productSkuId: skus[4]!, quantity: 1 }]);
    const v = await visitor('192.0.2.4');
    expect((await place(v.headers, addressOf(3, 0), body)).status).toBe(200);
    // As if the visitor had placed (and cancelled) all but one of the hour's orders already.
    await setCounter(`order:buyer:v:${v.id}`, LIMIT_DEFAULTS.LIMIT_ORDERS_PER_BUYER - 1);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => place(v.headers, addressOf(3, i + 1), body, localeOf(i))),
    );
    expect(count(answers, 200)).toBe(1);
    expect(count(answers, 429)).toBe(5);
    expectRefusals(answers, 429, 'abuse.tooManyOrders', { minutes: 60 });
  });

  it('a line holds at most the per-SKU limit and an order at most the line limit of the settings, whatever the client sends', async () => {
    const v = await visitor('192.0.2.5');
    const oneTooMany = await place(
      v.headers,
      '192.0.2.5',
      {
        ...(await orderBody([{ productSkuId: skus[5]!, quantity: 1 }])),
        items: [{ productSkuId: skus[5]!, quantity: LIMIT_DEFAULTS.LIMIT_UNITS_PER_SKU_PER_ORDER + 1 }],
      },
      'vi-VN',
    );
    expect(oneTooMany.status).toBe(422);
    expect(oneTooMany.body.data.fields[0].path).toBe('body.items');
    // The lower of the cart's per-line setting (99) and the per-order limit of one SKU (20).
    expect(oneTooMany.body.data.fields[0].message).toMatch(/^Bạn chỉ có thể đặt tối đa 20 /);
    const lines = skus.slice(0, 101).map((productSkuId) => ({ productSkuId, quantity: 1 }));
    const tooManyLines = await place(
      v.headers,
      '192.0.2.5',
      { ...(await orderBody([{ productSkuId: skus[5]!, quantity: 1 }])), items: lines },
      'th-TH',
    );
    expect(tooManyLines.status).toBe(422);
    expect(tooManyLines.body.data.fields[0].message).toBe(translate('th-TH', 'abuse.tooManyLines', { limit: 100 }));
    const [held] = await rows<{ n: number }>(
      app,
      sql`select count(*)::int as n from customer_order where visitor_id = ${v.id}`,
    );
    expect(held!.n).toBe(0);
  });

  it('unpaid orders give their stock and the visitor’s place back when their payment time runs out', async () => {
    const sku = skus[6]!;
    const body = await orderBody([{ productSkuId: sku, quantity: 2 }], 'bankTransfer');
    const v = await visitor('192.0.2.6');
    for (let i = 0; i < LIMIT_DEFAULTS.LIMIT_OPEN_ORDERS_PER_BUYER; i++)
      expect((await place(v.headers, addressOf(4, i), body)).status).toBe(200);
    expect((await place(v.headers, addressOf(4, 10), body)).status).toBe(429);
    const reserved = async () =>
      (
        await rows<{ r: number }>(
          app,
          sql`select reserved::int as r from stock where sku_id = ${sku} and warehouse_id = ${W}`,
        )
      )[0]!.r;
    expect(await reserved()).toBe(2 * LIMIT_DEFAULTS.LIMIT_OPEN_ORDERS_PER_BUYER);
    // The payment timeout job (started by server.ts every 30 s) after the deadline has passed.
    await app.database.execute(
      `update customer_order set payment_deadline = now() - interval '1 second' where visitor_id = '${v.id}'`,
    );
    expect(await cancelExpiredOrders(app.db)).toBe(LIMIT_DEFAULTS.LIMIT_OPEN_ORDERS_PER_BUYER);
    expect(await reserved()).toBe(0);
    expect((await place(v.headers, addressOf(4, 11), body)).status).toBe(200);
  });
});

describe('no one hoards a SKU', () => {
  /** The quantities of the sell-out: 9 orders taking 294 units between them. */
  const SELL_OUT = [33, 33, 33, 33, 33, 33, 33, 33, 30];
  const ONE_ADDRESS = '203.0.113.50';
  const available = async (sku: number) =>
    (
      await rows<{ n: number }>(
        app,
        sql`select (on_hand - reserved)::int as n from stock where sku_id = ${sku} and warehouse_id = ${W}`,
      )
    )[0]!.n;

  it('replays the sell-out: 9 visitor orders at once from one address no longer drain a SKU of 294 units', async () => {
    const sku = skus[40]!;
    await app.database.execute(
      `update stock set on_hand = 294, reserved = 0 where sku_id = ${sku} and warehouse_id = ${W}`,
    );
    const bodies: Awaited<ReturnType<typeof orderBody>>[] = [];
    for (const quantity of SELL_OUT) bodies.push(await orderBody([{ productSkuId: sku, quantity }]));
    const buyers = [];
    for (let i = 0; i < SELL_OUT.length; i++) buyers.push(await visitor(ONE_ADDRESS));
    const answers = await Promise.all(buyers.map((b, i) => place(b.headers, ONE_ADDRESS, bodies[i], localeOf(i))));
    expect(count(answers, 200)).toBe(0);
    expect(count(answers, 422)).toBe(SELL_OUT.length);
    for (const a of answers) {
      expect(a.body.data.fields[0].path).toBe('body.items');
      expect(a.body.data.fields[0].message).toBe(
        translate(a.locale, 'abuse.lineQuantity', {
          name: a.body.data.fields[0].message.match(/“(.+)”/)?.[1] ?? '',
          limit: LIMIT_DEFAULTS.LIMIT_UNITS_PER_SKU_PER_ORDER,
        }),
      );
    }
    expect(await available(sku)).toBe(294);
    // At the per-order limit, the same 9 at once take what one address may hold without money
    // (5 × 20); the rest is told so in their language, and the stock stays on sale for others.
    const perOrder = LIMIT_DEFAULTS.LIMIT_UNITS_PER_SKU_PER_ORDER;
    const perAddress = LIMIT_DEFAULTS.LIMIT_UNITS_PER_SKU_PER_ADDRESS;
    const capped = await orderBody([{ productSkuId: sku, quantity: perOrder }]);
    const again = await Promise.all(buyers.map((b, i) => place(b.headers, ONE_ADDRESS, capped, localeOf(i))));
    const fit = Math.floor(perAddress / perOrder);
    expect(count(again, 200)).toBe(fit);
    expect(count(again, 429)).toBe(SELL_OUT.length - fit);
    for (const a of again.filter((x) => x.status === 429))
      expect(a.body.message).toBe(
        translate(a.locale, 'abuse.skuUnitsFromHere', {
          name: a.body.message.match(/“(.+)”/)?.[1] ?? '',
          held: fit * perOrder,
          left: perAddress - fit * perOrder,
        }),
      );
    expect(await available(sku)).toBe(294 - fit * perOrder);
    // The preview from that address says so too; another address still orders.
    const refused = again.find((x) => x.status === 429)!;
    const p = await send('POST', '/order/generateConfirmOrder/simple', {
      address: ONE_ADDRESS,
      locale: refused.locale,
      headers: (await visitor(ONE_ADDRESS)).headers,
      body: pickup([{ productSkuId: sku, quantity: perOrder }]),
    });
    expect(p.body.data.limitProblems).toEqual([
      { problem: 'skuUnitsFromAddress', productSkuId: sku, limit: perAddress, message: refused.body.message },
    ]);
    const elsewhere = await visitor('203.0.113.51');
    expect((await place(elsewhere.headers, '203.0.113.51', capped)).status).toBe(200);
  });

  it('one visitor’s open orders hold at most the per-buyer units of a SKU, even sent at once; the preview flags it with the same message', async () => {
    const sku = skus[41]!;
    const perOrder = LIMIT_DEFAULTS.LIMIT_UNITS_PER_SKU_PER_ORDER; // 20
    const perBuyer = LIMIT_DEFAULTS.LIMIT_UNITS_PER_SKU_PER_BUYER; // 40
    const body = await orderBody([{ productSkuId: sku, quantity: perOrder }]);
    const v = await visitor('192.0.2.41');
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => place(v.headers, addressOf(9, i), body, localeOf(i))),
    );
    const placed = Math.floor(perBuyer / perOrder);
    expect(count(answers, 200)).toBe(placed);
    expect(count(answers, 429)).toBe(4 - placed);
    const refusal = answers.find((a) => a.status === 429)!;
    const params = { held: placed * perOrder, left: Math.max(0, perBuyer - placed * perOrder) };
    expect(refusal.body.message).toMatch(new RegExp(`${params.held}`));
    // The preview of the same order, in the same language, flags what the placement refused.
    const preview = await send('POST', '/order/generateConfirmOrder/simple', {
      address: '192.0.2.41',
      locale: refusal.locale,
      headers: v.headers,
      body: pickup([{ productSkuId: sku, quantity: perOrder }]),
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data.limitProblems).toEqual([
      { problem: 'skuUnitsOpen', productSkuId: sku, limit: perBuyer, message: refusal.body.message },
    ]);
  });

  it('the preview flags every quantity limit the placement refuses, with the placement’s own message', async () => {
    const v = await visitor('192.0.2.42');
    const tooMany = LIMIT_DEFAULTS.LIMIT_UNITS_PER_SKU_PER_ORDER + 1;
    const items = [{ productSkuId: skus[42]!, quantity: tooMany }];
    const preview = await send('POST', '/order/generateConfirmOrder/simple', {
      address: '192.0.2.42',
      locale: 'lo-LA',
      headers: v.headers,
      body: pickup(items),
    });
    expect(preview.status).toBe(200);
    const placed = await place(
      v.headers,
      '192.0.2.42',
      { ...(await orderBody([{ productSkuId: skus[42]!, quantity: 1 }])), items },
      'lo-LA',
    );
    expect(placed.status).toBe(422);
    expect(preview.body.data.limitProblems).toEqual([
      {
        problem: 'lineQuantity',
        productSkuId: skus[42],
        limit: LIMIT_DEFAULTS.LIMIT_UNITS_PER_SKU_PER_ORDER,
        message: placed.body.data.fields[0].message,
      },
    ]);
    // Lines per order: the same.
    const lines = skus.slice(0, 101).map((productSkuId) => ({ productSkuId, quantity: 1 }));
    const many = await send('POST', '/order/generateConfirmOrder/simple', {
      address: '192.0.2.42',
      locale: 'fil-PH',
      headers: v.headers,
      body: pickup(lines),
    });
    expect(many.body.data.limitProblems.map((p: { problem: string }) => p.problem)).toContain('tooManyLines');
    expect(many.body.data.limitProblems.find((p: { problem: string }) => p.problem === 'tooManyLines').message).toBe(
      translate('fil-PH', 'abuse.tooManyLines', { limit: 100 }),
    );
    // Open orders per buyer: with the limit reached, the preview says so before the placement refuses.
    const w = await visitor('192.0.2.43');
    const one = await orderBody([{ productSkuId: skus[43]!, quantity: 1 }]);
    for (let i = 0; i < LIMIT_DEFAULTS.LIMIT_OPEN_ORDERS_PER_BUYER; i++)
      expect((await place(w.headers, addressOf(10, i), one)).status).toBe(200);
    const full = await send('POST', '/order/generateConfirmOrder/simple', {
      address: '192.0.2.43',
      locale: 'zh-CN',
      headers: w.headers,
      body: pickup([{ productSkuId: skus[43]!, quantity: 1 }]),
    });
    const refused = await place(w.headers, addressOf(10, 99), one, 'zh-CN');
    expect(refused.status).toBe(429);
    expect(full.body.data.limitProblems).toEqual([
      {
        problem: 'tooManyOpenOrders',
        productSkuId: null,
        limit: LIMIT_DEFAULTS.LIMIT_OPEN_ORDERS_PER_BUYER,
        message: refused.body.message,
      },
    ]);
  });
});

const tinyJpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#eee' } })
    .jpeg()
    .toBuffer();

/** A business licence's picture sent from `address`, as the invoice form does. */
async function licence(
  headers: Record<string, string>,
  address: string,
  photo: Buffer,
  locale: Locale = 'en-US',
): Promise<Answer> {
  const body = multipartBody(photo, 'licence.jpg', 'image/jpeg', 'licence');
  const res = await app.inject({
    method: 'POST',
    url: '/api/upload/image',
    remoteAddress: address,
    headers: { ...headers, 'accept-language': locale, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: res.statusCode, locale, body: res.json() };
}

describe('visitor upload limits', () => {
  it(`one address: visitors upload at most ${LIMIT_DEFAULTS.LIMIT_VISITOR_UPLOADS_PER_ADDRESS} pictures in 10 minutes, told why in their language; members are not counted`, async () => {
    const address = '192.0.2.60';
    const guests = await Promise.all([visitor(address), visitor(address)]);
    // As if visitors from here had sent all but three of the window's pictures.
    await setCounter(`upload:ip:${address}`, LIMIT_DEFAULTS.LIMIT_VISITOR_UPLOADS_PER_ADDRESS - 3);
    const photo = await tinyJpeg();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => licence(guests[i % 2]!.headers, address, photo, localeOf(i))),
    );
    expect(count(answers, 200)).toBe(3);
    expect(count(answers, 429)).toBe(3);
    expectRefusals(answers, 429, 'abuse.tooManyUploadsFromHere', { minutes: 10 });
    const token = await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password);
    expect((await licence({ authorization: `Bearer ${token}` }, address, photo)).status).toBe(200);
  });
});

describe('coupon claim limits', () => {
  const claim = (token: string, address: string, code: string, locale: Locale) =>
    send('POST', '/member/coupon/claim', {
      address,
      locale,
      headers: { authorization: `Bearer ${token}` },
      body: { code },
    });

  it(`one address: claims from several members at once stop at ${LIMIT_DEFAULTS.LIMIT_COUPON_CLAIMS_PER_ADDRESS} per 10 minutes`, async () => {
    await insertCouponTemplate(app, 'BURSTADDR', { perMemberLimit: 100, totalCount: 1000 });
    const tokens = await Promise.all(
      [DEMO.customer, DEMO.credit, DEMO.certified].map((m) => loginByPassword(app, m.phone, m.password)),
    );
    await setCounter('coupon-claim:ip:203.0.113.20', LIMIT_DEFAULTS.LIMIT_COUPON_CLAIMS_PER_ADDRESS - 6);
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => claim(tokens[i % 3]!, '203.0.113.20', 'BURSTADDR', localeOf(i))),
    );
    expect(count(answers, 200)).toBe(6);
    expect(count(answers, 429)).toBe(9);
    expectRefusals(answers, 429, 'coupon.tooManyTries', { seconds: 600 });
  });

  it('many addresses, one member: at most 10 claim attempts in 10 minutes', async () => {
    await insertCouponTemplate(app, 'BURSTMEMBER', { perMemberLimit: 100, totalCount: 1000 });
    const token = await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password);
    await app.database.execute(`delete from rate_limit where key like 'coupon-claim:%'`);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => claim(token, addressOf(5, i), 'BURSTMEMBER', localeOf(i))),
    );
    expect(count(answers, 200)).toBe(10);
    expect(count(answers, 429)).toBe(6);
    expectRefusals(answers, 429, 'coupon.tooManyTries', { seconds: 600 });
  });
});

describe('password login limits', () => {
  const login = (phoneNumber: string, address: string, locale: Locale) =>
    send('POST', '/sso/login/password', {
      address,
      locale,
      body: { phoneCountryCode: VN, phoneNumber, password: digest('a wrong guess') },
    });

  it('one address: of 40 wrong passwords over 40 phones sent at once, exactly 30 are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(`9055${String(i).padStart(5, '0')}`, '203.0.113.30', localeOf(i))),
    );
    expect(count(answers, 422)).toBe(30);
    expect(count(answers, 429)).toBe(10);
    expectRefusals(answers, 429, 'auth.tooManyFromHere');
  });

  it('many addresses, one phone: the per-phone ceiling holds under a burst', async () => {
    const phone = DEMO.certified.phone;
    await setCounter(`login:pw:+84${phone}`, 95);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(phone, addressOf(6, i), localeOf(i))));
    expect(count(answers, 422)).toBe(5);
    expect(count(answers, 429)).toBe(7);
    expectRefusals(answers, 429, 'auth.tooManyPasswordTries');
  });
});

describe('SMS limits', () => {
  const sms = (phoneNumber: string, address: string, locale: Locale) =>
    send('GET', '/sso/login/sendSmsCode', {
      address,
      locale,
      query: { phoneCountryCode: VN, phoneNumber, scene: 'login' },
    });

  it('one address: of 25 codes asked at once for 25 phones, exactly 20 are sent', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => sms(`9066${String(i).padStart(5, '0')}`, '203.0.113.40', localeOf(i))),
    );
    expect(count(answers, 200)).toBe(20);
    expect(count(answers, 429)).toBe(5);
    expectRefusals(answers, 429, 'auth.tooManyFromHere');
  });

  it('many addresses, one phone: of 12 codes asked at once, one is sent; the daily ceiling holds too', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => sms('907700001', addressOf(7, i), localeOf(i))),
    );
    expect(count(answers, 200)).toBe(1);
    expect(count(answers, 409)).toBe(11);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.message).toBe(translate(a.locale, 'auth.resendTooSoon', { seconds: a.body.data.secondsLeft }));
    // Nine more days' worth: past the resend wait each time, from everywhere, the tenth is the last.
    const phone = '907700002';
    const sent: number[] = [];
    for (let i = 0; i < 12; i++) {
      await app.database.execute(`delete from rate_limit where key = 'sms:wait:+84${phone}'`);
      sent.push((await sms(phone, addressOf(8, i), localeOf(i))).status);
    }
    expect(sent.filter((s) => s === 200)).toHaveLength(10);
    expect(sent.slice(10)).toEqual([429, 429]);
  });
});
