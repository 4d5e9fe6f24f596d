import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { stockedSkus } from './order.js';

/** Buyers talking HTTP to server processes (crash and two-node tests), each from its own address. */
export interface Buyer {
  headers: Record<string, string>;
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes
  body: { code: number; message: string; data: any };
}

export async function request(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

/** A visitor with a token, seen by the server (through X-Forwarded-For) at an address of its own. */
export async function visitor(base: string, i: number, locale = 'en-US'): Promise<Buyer> {
  const address = {
    'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    'accept-language': locale,
  };
  const res = await request(base, 'POST', '/sso/visitor/token', address, { visitorId: `buyer-${i}-${randomUUID()}` });
  if (res.body.code !== 200) throw new Error(`visitor token: ${JSON.stringify(res.body)}`);
  return { headers: { ...address, guestauthorization: `Bearer ${res.body.data.token}` } };
}

/** Warehouse 1 (Ho Chi Minh City): pickup, cash on delivery, one SKU. */
export const pickupOrder = (sku: number, quantity = 1) => ({
  currentWarehouseId: 1,
  deliveryType: 'pickup',
  paymentMethod: 'cashOnDelivery',
  items: [{ productSkuId: sku, quantity }],
  pickupName: 'Buyer',
  pickupPhoneCountryCode: '84',
  pickupPhoneNumber: '912000444',
});

/** The full placement body as the preview priced it, in its first open slot. */
export async function placementBody(base: string, buyer: Buyer, sku: number, quantity = 1) {
  const p = await request(
    base,
    'POST',
    '/order/generateConfirmOrder/simple',
    buyer.headers,
    pickupOrder(sku, quantity),
  );
  if (p.body.code !== 200) throw new Error(`preview: ${JSON.stringify(p.body)}`);
  const slot = p.body.data.timeSlots.find((s: { full: boolean }) => !s.full);
  return {
    ...pickupOrder(sku, quantity),
    expectedPayable: p.body.data.amounts.payable as number,
    slot: { date: slot.date as string, start: slot.start as string },
  };
}

export const place = (base: string, buyer: Buyer, body: unknown, key = randomUUID()) =>
  request(base, 'POST', '/order/generateOrder', { ...buyer.headers, 'idempotency-key': key }, body);

/**
 * Same-day SKUs of warehouse 1 with `onHand` units each, no reservation anywhere (the strict
 * consistency check counts the demo seed's set-aside units), and slots that never fill.
 */
export async function prepareStock(database: Database, count: number, onHand: number): Promise<number[]> {
  await database.execute('update stock set reserved = 0');
  await database.execute('update warehouse_checkout set slot_capacity = 1000000 where warehouse_id = 1');
  await database.execute('delete from delivery_slot');
  // stockedSkus reads through app.db and writes through app.database: the two a Database has.
  const app = { db: database.db, database } as unknown as FastifyInstance;
  return stockedSkus(app, count, onHand);
}
