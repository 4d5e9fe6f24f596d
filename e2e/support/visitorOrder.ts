import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';

/** A visitor's address in District 1, Ho Chi Minh City: inside warehouse 1's delivery area. */
const ADDRESS = {
  name: 'Khách Vãng Lai',
  phoneCountryCode: '84',
  phoneNumber: '901234999',
  detailAddress: '12 Lê Lợi, Bến Nghé, Quận 1',
  houseNumber: '12',
  latitude: 10.7769,
  longitude: 106.7009,
};

interface Preview {
  unavailable: unknown[];
  needsAdultConfirmation: boolean;
  limitProblems: unknown[];
  deliverable: boolean | null;
  timeSlots: { date: string; start: string; full: boolean; remaining: number }[];
  amounts: { payable: number };
}

/**
 * A visitor's checkout at warehouse 1 as the web previews it (a visitor token, then the preview of
 * the first product in stock there that can be delivered): what the order would be, with its slots.
 */
export async function visitorCheckout(request: APIRequestContext) {
  const visitor = await request.post('/api/sso/visitor/token', { data: { visitorId: `console-day-${randomUUID()}` } });
  const { token } = ((await visitor.json()) as { data: { token: string } }).data;
  const headers = { guestauthorization: `Bearer ${token}`, 'accept-language': 'en-US' };
  const search = await request.post('/api/sku/search', {
    data: { warehouseId: 1, inStockOnly: true, pageNum: 1, pageSize: 20 },
  });
  const cards = ((await search.json()) as { data: { list: { productSkuId: number }[] } }).data.list;
  for (const { productSkuId } of cards) {
    const body = {
      currentWarehouseId: 1,
      deliveryType: 'delivery',
      address: ADDRESS,
      paymentMethod: 'cashOnDelivery',
      items: [{ productSkuId, quantity: 1 }],
    };
    const answer = await request.post('/api/order/generateConfirmOrder/simple', { data: body, headers });
    const preview = ((await answer.json()) as { data: Preview | null }).data;
    const slot = preview?.timeSlots.find((s) => !s.full);
    if (
      !preview ||
      !slot ||
      preview.unavailable.length > 0 ||
      preview.limitProblems.length > 0 ||
      preview.needsAdultConfirmation ||
      preview.deliverable === false
    )
      continue;
    return { headers, body, preview, slot };
  }
  throw new Error('no product of warehouse 1 could be ordered for delivery');
}

/**
 * A visitor's cash-on-delivery order from warehouse 1, placed through the shop's API the way the
 * web places it (the preview, then the order with what the preview showed and an Idempotency-Key).
 */
export async function placeVisitorOrder(request: APIRequestContext) {
  const { headers, body, preview, slot } = await visitorCheckout(request);
  const placed = await request.post('/api/order/generateOrder', {
    data: { ...body, slot: { date: slot.date, start: slot.start }, expectedPayable: preview.amounts.payable },
    headers: { ...headers, 'idempotency-key': randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = ((await placed.json()) as { data: { orderId: number; orderSn: string; orderSecret: string } }).data;
  return { ...order, headers };
}
