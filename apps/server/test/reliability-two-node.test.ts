import { randomUUID } from 'node:crypto';
import { LOCALES } from '@storefront/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LIMIT_DEFAULTS } from '../src/config.js';
import { queryRows } from '../src/db/client.js';
import { type MessageKey, type MessageParams, translate } from '../src/i18n/index.js';
import { checkConsistency } from '../src/ops/consistency.js';
import {
  type Answer,
  type Buyer,
  pickupOrder,
  place,
  placementBody,
  prepareStock,
  request,
  visitor,
} from './support/buyers.js';
import { digest } from './support/auth.js';
import { createServerDatabase, type ServerProcess, startServer, type TestDatabase } from './support/child-server.js';
import { insertCouponTemplate } from './support/coupon.js';
import { addToCart, claim, createMembers, type Member, memberPlacementBody } from './support/members.js';

/**
 * Oversell, idempotency, coupons and abuse limits across two server processes on one PostgreSQL
 * database, requests alternated between them as a round-robin proxy would. The CI run uses 300 buyers and 40 members; `npm run test:soak` runs 1,000 buyers
 * (SOAK_BUYERS) and 200 members (SOAK_MEMBERS to choose), 50 of them spending a coupon.
 */
const BUYERS = Number(process.env.SOAK_BUYERS ?? 300);
const UNITS = 100;
/** `npm run test:soak` sets SOAK_BUYERS: the members' races grow with it. */
const SOAK = process.env.SOAK_BUYERS !== undefined;
/** Members racing for the last coupons of a code; COUPONS of them get one. */
const MEMBERS = Math.max(40, Number(process.env.SOAK_MEMBERS ?? (SOAK ? 200 : 40)));
const COUPONS = 5;
/** Members spending one coupon each in SPEND_ORDERS racing orders. */
const SPENDERS = SOAK ? 50 : 12;
const SPEND_ORDERS = 3;
const onPostgres = inject('testDatabase').kind === 'postgres';

let database: TestDatabase;
let nodes: ServerProcess[] = [];
let contended: number;
let spare: number;
/** SKUs with plenty of stock for the members' coupon orders (one cart line each). */
let couponSkus: number[];
let members: Member[];

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createServerDatabase();
  const direct = await database.open();
  const skus = await prepareStock(direct, 2 + SPEND_ORDERS, 10_000);
  [contended, spare] = [skus[0]!, skus[1]!];
  couponSkus = skus.slice(2);
  await direct.execute(`update stock set on_hand = ${UNITS} where sku_id = ${contended} and warehouse_id = 1`);
  members = await createMembers(direct, MEMBERS, { phonePrefix: '9710', locales: LOCALES, net: '10.201' });
  await direct.close();
}, 180_000);
afterAll(async () => {
  await database?.drop();
});

const node = (i: number) => nodes[i % 2]!.url;
const count = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length;
/** The message `key` of `locale` as a pattern, any whole number standing for `param`. */
const withNumber = (locale: (typeof LOCALES)[number], key: MessageKey, param: string) => {
  const [before, after] = translate(locale, key, { [param]: '\u0001' }).split('\u0001');
  const escape = (x = '') => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(before)}\\d+${escape(after)}$`, 's');
};
/** The out-of-stock message of `locale`, whatever product name it carries. */
const outOfStock = (locale: (typeof LOCALES)[number]) => {
  const [before, after] = translate(locale, 'order.outOfStock', { name: '\u0001' }).split('\u0001');
  const escape = (s = '') => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(before)}.+${escape(after)}$`, 's');
};

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    nodes = await Promise.all([startServer(database), startServer(database)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.stop()));
  });

  it(`${BUYERS} visitors and ${MEMBERS} members for ${UNITS} units through both nodes: exactly ${UNITS} sold, the rest a 409 in their language`, async () => {
    const buyers: Buyer[] = [];
    for (let i = 0; i < BUYERS; i += 50) {
      const batch = Array.from({ length: Math.min(50, BUYERS - i) }, (_, k) => i + k);
      buyers.push(...(await Promise.all(batch.map((n) => visitor(node(n), n + 1, LOCALES[n % LOCALES.length])))));
    }
    const body = await placementBody(node(0), buyers[0]!, contended);
    // The members race too, each with the SKU in their cart (no coupon: they hold none yet).
    await Promise.all(members.map((m, i) => addToCart(node(i), m, contended)));
    const { body: memberBody } = await memberPlacementBody(node(0), members[0]!, contended, 'cashOnDelivery', null);
    // Members spread evenly among the visitors, so both kinds are sent from the start to the end.
    const racers = [
      ...buyers.map((b, i) => ({
        at: i / BUYERS,
        buyer: b,
        body,
        locale: LOCALES[i % LOCALES.length]!,
        member: false,
      })),
      ...members.map((m, j) => ({
        at: (j + 0.5) / MEMBERS,
        buyer: m,
        body: memberBody,
        locale: m.locale,
        member: true,
      })),
    ].sort((a, b) => a.at - b.at);
    const answers = await Promise.all(racers.map((r, i) => place(node(i), r.buyer, r.body)));

    const sold = answers.filter((a) => a.status === 200);
    expect(sold).toHaveLength(UNITS);
    answers.forEach((a, i) => {
      if (a.status === 200) return;
      expect(a.status, JSON.stringify(a.body)).toBe(409);
      expect(a.body.message).toMatch(outOfStock(racers[i]!.locale));
    });
    const byMembers = answers.filter((a, i) => a.status === 200 && racers[i]!.member).length;

    const direct = await database.open();
    try {
      const [stock] = await queryRows<{ onHand: number; reserved: number }>(
        direct.db,
        sql`select on_hand::int as "onHand", reserved::int as reserved from stock where sku_id = ${contended} and warehouse_id = 1`,
      );
      expect(stock!.onHand - stock!.reserved).toBe(0);
      expect(stock!.reserved).toBe(UNITS);
      expect((await checkConsistency(direct.db, { strict: true })).violations).toEqual([]);
    } finally {
      await direct.close();
    }
    console.info(
      `two nodes: ${racers.length} buyers (${BUYERS} visitors, ${MEMBERS} members), ${sold.length} sold ` +
        `(${byMembers} to members), ${racers.length - sold.length} refused with 409`,
    );
  }, 300_000);

  it('the last 10 places of a time slot go to exactly 10 of 60 buyers racing through both nodes', async () => {
    const direct = await database.open();
    await direct.execute('update warehouse_checkout set slot_capacity = 10 where warehouse_id = 1');
    await direct.close();
    const buyers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => visitor(node(i), 80_001 + i, LOCALES[i % LOCALES.length])),
    );
    const priced = await placementBody(node(0), buyers[0]!, spare);
    // A slot no earlier test used, so its capacity is the 10 just set.
    const p = await request(
      node(0),
      'POST',
      '/order/generateConfirmOrder/simple',
      buyers[0]!.headers,
      pickupOrder(spare),
    );
    const last = p.body.data.timeSlots.at(-1) as { date: string; start: string };
    const body = { ...priced, slot: { date: last.date, start: last.start } };
    const answers = await Promise.all(buyers.map((b, i) => place(node(i), b, body)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    answers.forEach((a, i) => {
      if (a.status === 200) return;
      expect(a.status, JSON.stringify(a.body)).toBe(409);
      expect(a.body.message).toBe(translate(LOCALES[i % LOCALES.length]!, 'order.slotFull'));
    });
  }, 120_000);

  it('the same Idempotency-Key sent 50 times at once through both nodes places one order; another body is a 422', async () => {
    const buyer = await visitor(node(1), 90_001);
    const body = await placementBody(node(1), buyer, spare);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => place(node(i), buyer, body, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.body.data.orderId)).size).toBe(1);

    // A retry after a lost answer gets the same order; the key with another body is refused.
    const retry = await place(node(0), buyer, body, key);
    expect(retry.body.data.orderId).toBe(answers[0]!.body.data.orderId);
    const other = await place(node(1), buyer, { ...body, items: [{ productSkuId: spare, quantity: 2 }] }, key);
    expect(other.status).toBe(422);
    const direct = await database.open();
    try {
      const orders = await queryRows<{ n: number }>(
        direct.db,
        sql`select count(*)::int as n from customer_order where visitor_id =
              (select visitor_id from customer_order where id = ${retry.body.data.orderId})`,
      );
      expect(orders[0]!.n).toBe(1);
    } finally {
      await direct.close();
    }
  }, 120_000);
  it(`the last ${COUPONS} coupons of a code go to exactly ${COUPONS} of ${MEMBERS} members racing through both nodes; repeated claims of one member get one`, async () => {
    const direct = await database.open();
    await insertCouponTemplate(direct, 'TWONODELAST', { totalCount: COUPONS });
    await insertCouponTemplate(direct, 'TWONODEONCE', { totalCount: 1000, perMemberLimit: 1 });
    await direct.close();

    const answers = await Promise.all(members.map((m, i) => claim(node(i), m, 'TWONODELAST')));
    expect(count(answers, 200)).toBe(COUPONS);
    answers.forEach((a, i) => {
      if (a.status === 200) return;
      expect(a.status, JSON.stringify(a.body)).toBe(409);
      expect(a.body.message).toBe(translate(members[i]!.locale, 'coupon.soldOut'));
    });

    // Ten members each send three claims of a once-per-member code at once, over both nodes.
    const repeaters = members.slice(0, 10);
    const repeated = await Promise.all(
      repeaters.map((m, i) => Promise.all([0, 1, 2].map((k) => claim(node(i + k), m, 'TWONODEONCE')))),
    );
    repeated.forEach((mine, i) => {
      expect(mine.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      for (const a of mine.filter((x) => x.status === 409))
        expect(a.body.message).toBe(translate(repeaters[i]!.locale, 'coupon.limitReached'));
    });

    const check = await database.open();
    try {
      const templates = await queryRows<{ code: string; claimed: number; held: number }>(
        check.db,
        sql`select t.code, t.claimed_count::int as claimed,
              (select count(*)::int from member_coupon c where c.template_id = t.id) as held
            from coupon_template t where t.code in ('TWONODELAST', 'TWONODEONCE') order by t.code`,
      );
      expect(templates).toEqual([
        { code: 'TWONODELAST', claimed: COUPONS, held: COUPONS },
        { code: 'TWONODEONCE', claimed: 10, held: 10 },
      ]);
      expect((await checkConsistency(check.db, { strict: true })).violations).toEqual([]);
    } finally {
      await check.close();
    }
    console.info(
      `two nodes, coupons: ${MEMBERS} members for ${COUPONS} coupons → ${count(answers, 200)} claimed, ` +
        `${count(answers, 409)} refused with 409; 10 members × 3 claims of a once-each code → 10 claimed`,
    );
  }, 120_000);

  it(`one coupon serves exactly one of ${SPEND_ORDERS} orders racing for it through both nodes (${SPENDERS} members at once)`, async () => {
    const direct = await database.open();
    // The slot test above left warehouse 1 at 10 places a slot: give these orders room again.
    await direct.execute('update warehouse_checkout set slot_capacity = 1000000 where warehouse_id = 1');
    await insertCouponTemplate(direct, 'TWONODESPEND', { totalCount: 1000, amount: 5_000 });
    await direct.close();
    const spenders = members.slice(10, 10 + SPENDERS);
    const coupons = await Promise.all(
      spenders.map(async (m, i) => {
        const res = await claim(node(i), m, 'TWONODESPEND');
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.data.id as number;
      }),
    );
    // Each member's cart holds SPEND_ORDERS lines; each order checks one of them out with the coupon.
    const bodies = await Promise.all(
      spenders.map(async (m, i) => {
        for (const sku of couponSkus) await addToCart(node(i), m, sku);
        return Promise.all(
          couponSkus.map(async (sku) => {
            const { body, couponDiscount } = await memberPlacementBody(node(i), m, sku, 'cashOnDelivery', coupons[i]);
            expect(couponDiscount).toBeGreaterThan(0);
            return body;
          }),
        );
      }),
    );
    const answers = await Promise.all(
      spenders.map((m, i) => Promise.all(bodies[i]!.map((body, k) => place(node(i + k), m, body)))),
    );

    const winners: number[] = [];
    answers.forEach((mine, i) => {
      expect(mine.map((a) => a.status).sort(), JSON.stringify(mine.map((a) => a.body))).toEqual([200, 409, 409]);
      for (const a of mine.filter((x) => x.status === 409))
        expect(a.body.message).toBe(translate(spenders[i]!.locale, 'coupon.taken'));
      winners.push(mine.find((a) => a.status === 200)!.body.data.orderId as number);
    });

    const check = await database.open();
    try {
      const used = await queryRows<{ id: number; status: string; orderId: number | null; orders: number }>(
        check.db,
        sql`select c.id, c.status, c.order_id as "orderId",
              (select count(*)::int from customer_order o where o.coupon_id = c.id) as orders
            from member_coupon c where c.id in ${sql.raw(`(${coupons.join(',')})`)} order by c.id`,
      );
      expect(used).toEqual(
        coupons.map((id, i) => ({ id, status: 'used', orderId: winners[i], orders: 1 })).sort((a, b) => a.id - b.id),
      );
      expect((await checkConsistency(check.db, { strict: true })).violations).toEqual([]);
    } finally {
      await check.close();
    }
    console.info(
      `two nodes, coupon spend: ${SPENDERS} members × ${SPEND_ORDERS} racing orders → ${winners.length} placed with the coupon, ` +
        `${SPENDERS * (SPEND_ORDERS - 1)} refused with 409`,
    );
  }, 120_000);
});

/**
 * The abuse limits (docs/reliability.md §6) under a burst split over two server processes: each
 * counter is one upsert in the shared database, so the limit must hold exactly across both nodes.
 * These nodes run with the shop's defaults (LIMIT_DEFAULTS), not the raised limits above.
 */
describe.skipIf(!onPostgres)('abuse limits across two server processes (shop defaults)', () => {
  let limited: ServerProcess[] = [];
  const at = (i: number) => limited[i % 2]!.url;
  const defaults = Object.fromEntries(Object.entries(LIMIT_DEFAULTS).map(([k, v]) => [k, String(v)]));
  const localeOf = (i: number) => LOCALES[i % LOCALES.length]!;
  const from = (b: Buyer, address: string, locale: string) => ({
    headers: { ...b.headers, 'x-forwarded-for': address, 'accept-language': locale },
  });
  /** Every answer under 500 in the envelope; every refusal with `status` says `key` in the caller's language. */
  const expectRefusals = (
    answers: Answer[],
    status: number,
    key: MessageKey,
    params: (a: Answer) => MessageParams | undefined = () => undefined,
  ) =>
    answers.forEach((a, i) => {
      expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
      expect(a.body.code).toBe(a.status);
      if (a.status === status) expect(a.body.message).toBe(translate(localeOf(i), key, params(a)));
    });

  beforeAll(async () => {
    const direct = await database.open();
    await direct.execute('update warehouse_checkout set slot_capacity = 1000000 where warehouse_id = 1');
    await direct.close();
    limited = await Promise.all([startServer(database, defaults), startServer(database, defaults)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(limited.map((n) => n.stop()));
  });

  it(`one address: of ${LIMIT_DEFAULTS.LIMIT_ORDERS_PER_ADDRESS + 10} placements at once by as many visitors over both nodes, exactly ${LIMIT_DEFAULTS.LIMIT_ORDERS_PER_ADDRESS} go through`, async () => {
    const n = LIMIT_DEFAULTS.LIMIT_ORDERS_PER_ADDRESS + 10;
    const buyers = await Promise.all(Array.from({ length: n }, (_, i) => visitor(at(i), 300_001 + i)));
    const body = await placementBody(at(0), buyers[0]!, spare);
    const answers = await Promise.all(buyers.map((b, i) => place(at(i), from(b, '203.0.113.50', localeOf(i)), body)));
    expect(count(answers, 200)).toBe(LIMIT_DEFAULTS.LIMIT_ORDERS_PER_ADDRESS);
    expect(count(answers, 429)).toBe(10);
    expectRefusals(answers, 429, 'abuse.tooManyOrdersFromHere', () => ({ minutes: 10 }));
    // The address's limit, not the visitors': the same visitors order from another address.
    const refused = buyers.filter((_, i) => answers[i]!.status === 429);
    expect((await place(at(1), from(refused[0]!, '203.0.113.51', 'en-US'), body)).status).toBe(200);

    // Many addresses, one visitor: the open-order ceiling holds over both nodes too.
    const one = await visitor(at(0), 300_500);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => place(at(i), from(one, `198.51.100.${i + 1}`, localeOf(i)), body)),
    );
    expect(count(burst, 200)).toBe(LIMIT_DEFAULTS.LIMIT_OPEN_ORDERS_PER_BUYER);
    expect(count(burst, 429)).toBe(20 - LIMIT_DEFAULTS.LIMIT_OPEN_ORDERS_PER_BUYER);
    expectRefusals(burst, 429, 'abuse.tooManyOpenOrders', () => ({
      limit: LIMIT_DEFAULTS.LIMIT_OPEN_ORDERS_PER_BUYER,
    }));

    const direct = await database.open();
    try {
      expect((await checkConsistency(direct.db, { strict: true })).violations).toEqual([]);
    } finally {
      await direct.close();
    }
    console.info(
      `two nodes, limits: ${n} placements from one address → ${count(answers, 200)} placed, ${count(answers, 429)} × 429; ` +
        `20 by one visitor from 20 addresses → ${count(burst, 200)} open orders`,
    );
  }, 120_000);

  it('SMS: of 25 codes asked at once from one address over both nodes exactly 20 are sent; 12 for one phone from 12 addresses send one', async () => {
    const sms = (i: number, phoneNumber: string, address: string) =>
      request(at(i), 'GET', `/sso/login/sendSmsCode?phoneCountryCode=84&phoneNumber=${phoneNumber}&scene=login`, {
        'x-forwarded-for': address,
        'accept-language': localeOf(i),
      });
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => sms(i, `9068${String(i).padStart(5, '0')}`, '203.0.113.52')),
    );
    expect(count(answers, 200)).toBe(20);
    expect(count(answers, 429)).toBe(5);
    expectRefusals(answers, 429, 'auth.tooManyFromHere');

    const onePhone = await Promise.all(
      Array.from({ length: 12 }, (_, i) => sms(i, '907700009', `198.51.100.${100 + i}`)),
    );
    expect(count(onePhone, 200)).toBe(1);
    expect(count(onePhone, 409)).toBe(11);
    expectRefusals(onePhone, 409, 'auth.resendTooSoon', (a) => ({ seconds: a.body.data.secondsLeft }));
    console.info(
      `two nodes, SMS: 25 codes from one address → ${count(answers, 200)} sent, ${count(answers, 429)} × 429; ` +
        `12 for one phone → ${count(onePhone, 200)} sent, ${count(onePhone, 409)} × 409`,
    );
  }, 60_000);

  it(`coupon claims: of 70 sent at once from one address by many members over both nodes, exactly ${LIMIT_DEFAULTS.LIMIT_COUPON_CLAIMS_PER_ADDRESS} are looked at`, async () => {
    const direct = await database.open();
    await insertCouponTemplate(direct, 'TWONODEBURST', { totalCount: 1000, perMemberLimit: 100 });
    await direct.close();
    // Members the coupon tests above used at most once, so their own 10-a-window limit stays clear.
    const claimers = members.slice(10 + SPENDERS);
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        claim(at(i), from(claimers[i % claimers.length]!, '203.0.113.53', localeOf(i)), 'TWONODEBURST'),
      ),
    );
    expect(count(answers, 200)).toBe(LIMIT_DEFAULTS.LIMIT_COUPON_CLAIMS_PER_ADDRESS);
    expect(count(answers, 429)).toBe(70 - LIMIT_DEFAULTS.LIMIT_COUPON_CLAIMS_PER_ADDRESS);
    // The wait it names counts down from 600 s, so the figure is matched, not fixed.
    answers.forEach((a, i) => {
      expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
      if (a.status === 429) expect(a.body.message).toMatch(withNumber(localeOf(i), 'coupon.tooManyTries', 'seconds'));
    });
    console.info(
      `two nodes, coupon claims: 70 from one address → ${count(answers, 200)} claimed, ${count(answers, 429)} × 429`,
    );
  }, 60_000);

  it('password login and visitor tokens: the per-address ceilings hold over both nodes', async () => {
    // 40 wrong passwords for 40 phones at once from one address: each takes its place before the hash.
    const logins = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        request(
          at(i),
          'POST',
          '/sso/login/password',
          { 'x-forwarded-for': '203.0.113.54', 'accept-language': localeOf(i) },
          {
            phoneCountryCode: '84',
            phoneNumber: `9056${String(i).padStart(5, '0')}`,
            password: digest('a wrong guess'),
          },
        ),
      ),
    );
    expect(count(logins, 422)).toBe(30);
    expect(count(logins, 429)).toBe(10);
    expectRefusals(logins, 429, 'auth.tooManyFromHere');

    // 310 visitor tokens at once from one address: 300 an hour.
    const tokens = await Promise.all(
      Array.from({ length: 310 }, (_, i) =>
        request(
          at(i),
          'POST',
          '/sso/visitor/token',
          { 'x-forwarded-for': '203.0.113.55', 'accept-language': localeOf(i) },
          { visitorId: `burst-${i}-${randomUUID()}` },
        ),
      ),
    );
    expect(count(tokens, 200)).toBe(300);
    expect(count(tokens, 429)).toBe(10);
    expectRefusals(tokens, 429, 'tooMany');
    console.info(
      `two nodes, logins: 40 wrong passwords from one address → ${count(logins, 422)} checked, ${count(logins, 429)} × 429; ` +
        `310 visitor tokens from one address → ${count(tokens, 200)} issued, ${count(tokens, 429)} × 429`,
    );
  }, 60_000);
});

describe.skipIf(onPostgres)('two server processes (PGlite)', () => {
  it.skip('need PostgreSQL: PGlite is one process’s embedded database; run with TEST_DATABASE_URL', () => {});
});
