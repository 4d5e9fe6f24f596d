import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { priceCart } from '../src/shared/pricing/pricing.service.js';
import { createTestApp } from './support/app.js';

/**
 * The pricing engine keeps the catalogue side of a cart (names, prices, promotions, a warehouse's
 * currency and freight) in the catalogue cache (shared/pricing/pricing.data.ts). Each case prices
 * twice first, so the next pricing would come from the cache, then changes the catalogue behind the
 * API's back (plain SQL, as an operator or another server process would): the very next pricing
 * must show the change. The price a shopper sees must be the one they pay.
 */
let app: FastifyInstance;
const W = 1;
/** Same-day SKUs sold in Vietnam with 50 in stock in warehouse 1, none with a promotion. */
let s: number[];

const run = (text: string) => app.database.execute(text);
const price = (skuIds: number[], now?: Date, db = app.database.db) =>
  priceCart(db, {
    locale: 'en-US',
    warehouseId: W,
    lines: skuIds.map((productSkuId) => ({ productSkuId, quantity: 2, selected: true })),
    now,
  });
const warm = async (skuIds: number[], now?: Date) => {
  await price(skuIds, now);
  return price(skuIds, now);
};
const lineOf = async (skuId: number, now?: Date) =>
  (await price([skuId], now)).pricing.list.find((l) => l.productSkuId === skuId)!;

beforeAll(async () => {
  app = await createTestApp();
  s = (
    await queryRows<{ id: number }>(
      app.database.db,
      sql`select s.id from sku s join product p on p.id = s.product_id
      join sku_price sp on sp.sku_id = s.id and sp.country_code = 'VN'
      where p.fulfilment = 'sameDay' and not p.bulky and s.on_shelf order by s.id limit 4`,
    )
  ).map((r) => Number(r.id));
  await run(`update stock set on_hand = 50, reserved = 0 where warehouse_id = ${W} and sku_id in (${s.join(',')})`);
  await run(`delete from promotion where scope = 'sku' and sku_id in (${s.join(',')})`);
  await run(`delete from promotion where scope <> 'sku'`);
});
afterAll(() => app.close());

describe('the pricing cache stays correct', () => {
  it('shows a new list price, name and shelf state on the next pricing', async () => {
    const [a, b] = s;
    await warm([a!, b!]);
    await run(`update sku_price set price = 12345 where sku_id = ${a} and country_code = 'VN'`);
    await run(`update product set names = jsonb_set(names, '{en-US}', '"Quokka tea"')
      where id = (select product_id from sku where id = ${b})`);
    const after = await price([a!, b!]);
    expect(after.pricing.list.find((l) => l.productSkuId === a)?.originalPrice).toBe(12345);
    expect(after.pricing.list.find((l) => l.productSkuId === b)?.name).toBe('Quokka tea');

    await run(`update sku set on_shelf = false where id = ${a}`);
    const off = await price([a!]);
    expect(off.pricing.list).toHaveLength(0);
    expect(off.pricing.unavailable.map((u) => u.productSkuId)).toEqual([a]);
    await run(`update sku set on_shelf = true where id = ${a}`);
  });

  it('reads stock fresh on every pricing', async () => {
    const [, , c] = s;
    expect((await warm([c!])).pricing.list[0]?.maxQuantity).toBeGreaterThanOrEqual(2);
    await run(`update stock set on_hand = 1 where sku_id = ${c} and warehouse_id = ${W}`);
    expect((await price([c!])).pricing.unavailable.map((u) => u.reason)).toEqual(['insufficientStock']);
    await run(`update stock set on_hand = 50 where sku_id = ${c} and warehouse_id = ${W}`);
  });

  it('applies a promotion written now, and stops applying it when its window ends', async () => {
    const [a] = s;
    const now = Date.now();
    const list = (await warm([a!])).pricing.list[0]!.originalPrice;
    await run(`insert into promotion (kind, country_code, scope, sku_id, titles, promotion_price, starts_at, ends_at)
      values ('price', 'VN', 'sku', ${a}, '{"en-US":"Quokka deal"}', 1000,
        to_timestamp(${now / 1000 - 60}), to_timestamp(${now / 1000 + 600}))`);
    expect((await lineOf(a!)).price).toBe(1000);
    // The same catalogue version, later instants: the cached promotion no longer runs.
    expect((await lineOf(a!, new Date(now + 601_000))).price).toBe(list);
    // An instant before the cached read (a day ago): read afresh, the promotion had not started.
    expect((await lineOf(a!, new Date(now - 86_400_000))).price).toBe(list);
    // And one that ended two hours ago is seen by a pricing of three hours ago.
    await run(`update promotion set starts_at = to_timestamp(${now / 1000 - 4 * 3600}),
      ends_at = to_timestamp(${now / 1000 - 2 * 3600}) where sku_id = ${a} and scope = 'sku'`);
    await warm([a!]);
    expect((await lineOf(a!, new Date(now - 3 * 3600_000))).price).toBe(1000);
    expect((await lineOf(a!)).price).toBe(list);
    await run(`delete from promotion where sku_id = ${a} and scope = 'sku'`);
  });

  it('applies a freight fee and a store promotion written now, each on its own', async () => {
    const [, b] = s;
    const before = await warm([b!]);
    await run(`update warehouse_freight set basic_fee = basic_fee + 1111 where warehouse_id = ${W}`);
    expect((await price([b!])).pricing.summary.freight.basic).toBe(before.pricing.summary.freight.basic + 1111);
    await warm([b!]);
    await run(`insert into promotion (kind, country_code, scope, titles, threshold_amount, reduction_amount,
        starts_at, ends_at)
      values ('fullReduction', 'VN', 'store', '{"en-US":"Store-wide"}', 1, 7,
        now() - interval '1 minute', now() + interval '1 hour')`);
    expect((await price([b!])).pricing.summary.directDiscount).toBe(before.pricing.summary.directDiscount + 7);
    await run(`delete from promotion where scope = 'store'`);
  });

  it('prices inside a transaction with the same cache, and forgets what a rolled-back write showed it', async () => {
    const [, , , d] = s;
    const first = await warm([d!]);
    const inTx = await app.database.db.transaction((tx) => price([d!], undefined, tx));
    expect(inTx.pricing).toEqual(first.pricing);

    // A transaction changes a price, prices with it (filling the cache for its own version), and
    // rolls back; another write then commits. Nobody may see the rolled-back price.
    await app.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update sku_price set price = 1 where sku_id = ${d} and country_code = 'VN'`);
        expect((await price([d!], undefined, tx)).pricing.list[0]?.originalPrice).toBe(1);
        throw new Error('roll back');
      })
      .catch((e: Error) => expect(e.message).toBe('roll back'));
    await run(`update sku_price set price = 54321 where sku_id = ${d} and country_code = 'VN'`);
    expect((await lineOf(d!)).originalPrice).toBe(54321);
  });
});
