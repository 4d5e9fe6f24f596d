import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerSecret } from '../src/lib/server-secret.js';
import { permuteSequence } from '../src/modules/order/order.ids.js';
import { createIdentityApp } from './support/auth.js';
import { previewAndPlace, stockedSkus, visitorHeaders } from './support/order.js';

/**
 * Order numbers reveal no order count: the old multiplication by 73,939,133 modulo 10^8 gave that
 * factor away in order no. 1, and the gap between any two numbers gave away how many orders lay
 * between them.
 */
const MOD = 100_000_000n;
const FACTOR = 73_939_133n;
/** The inverse of the old factor modulo 10^8: it turned an old number back into its sequence. */
function inverse(a: bigint, m: bigint): bigint {
  let [r0, r1, t0, t1] = [a, m, 1n, 0n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1, t0, t1] = [r1, r0 - q * r1, t1, t0 - q * t1];
  }
  return ((t0 % m) + m) % m;
}
const unscramble = (suffix: bigint) => (suffix * inverse(FACTOR, MOD)) % MOD;

let app: FastifyInstance;
let sku: number;
beforeAll(async () => {
  app = await createIdentityApp();
  [sku] = (await stockedSkus(app, 1, 500)) as [number];
});
afterAll(() => app?.close());

async function placeOne(): Promise<string> {
  const guest = await visitorHeaders(app);
  const { placed } = await previewAndPlace(app, guest, {
    items: [{ productSkuId: sku, quantity: 1 }],
    deliveryType: 'pickup',
    pickupName: 'Khách',
    pickupPhoneCountryCode: '84',
    pickupPhoneNumber: '912000111',
    paymentMethod: 'cashOnDelivery',
  });
  expect(placed.body.code, placed.raw).toBe(200);
  return placed.body.data.orderSn as string;
}

describe('order numbers', () => {
  it('keep their format, and consecutive orders neither count up nor step by a constant, in either the old scheme or any other', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 8; i++) numbers.push(await placeOne());
    for (const n of numbers) expect(n).toMatch(/^VN\d{14}$/);
    const suffixes = numbers.map((n) => BigInt(n.slice(8)));
    expect(new Set(suffixes).size).toBe(suffixes.length);
    const steps = suffixes.slice(1).map((s, i) => (s - suffixes[i]! + MOD) % MOD);
    expect(new Set(steps).size).toBeGreaterThan(1);
    // Undoing the old multiplication gives no run of consecutive sequence numbers either.
    const old = suffixes.map(unscramble);
    expect(old.slice(1).every((s, i) => s === old[i]! + 1n)).toBe(false);
    // Nor does the suffix hold the sequence itself.
    expect(suffixes.slice(1).every((s, i) => s === suffixes[i]! + 1n)).toBe(false);
  });

  it('come from a permutation: every sequence its own number, so no two orders share one', () => {
    const key = randomBytes(32);
    const seen = new Set<number>();
    for (let v = 0; v < 20_000; v++) seen.add(permuteSequence(v, key));
    expect(seen.size).toBe(20_000);
    for (const v of seen) expect(v).toBeLessThan(100_000_000);
    // The first orders of a new shop land anywhere in the range, not near 0 or a known factor.
    expect(permuteSequence(1, key)).not.toBe(Number(FACTOR));
  });

  it("are keyed by the database's own secret, made once and shared by every process on it", async () => {
    const first = await ensureServerSecret(app.db, 'order_sn');
    expect(first).toHaveLength(32);
    expect(await ensureServerSecret(app.db, 'order_sn')).toEqual(first);
    const other = randomBytes(32);
    const a = Array.from({ length: 20 }, (_, v) => permuteSequence(v, first));
    const b = Array.from({ length: 20 }, (_, v) => permuteSequence(v, other));
    expect(a).not.toEqual(b);
  });
});
