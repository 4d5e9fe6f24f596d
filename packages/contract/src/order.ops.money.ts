// Staff (ops) changes to an order's money: finance rejects a transfer receipt, operations adjust
// the price of an order before it ships.
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { opsOrderSchema } from './order.ops.js';
import { id, required } from './order.fields.js';

/** The largest adjustment either way, in minor units: far above any weighed line, far below overflow. */
export const PRICE_ADJUSTMENT_LIMIT = 1_000_000_000_000;

export const opsRejectPayment = endpoint({
  method: 'POST',
  path: '/ops/order/rejectPayment',
  access: 'staff',
  roles: ['finance'],
  summary:
    'Finance: the receipt shows no money that arrived; the order awaits payment again with a new deadline, and the customer sees the reason',
  tags: ['ops'],
  body: z.object({ orderId: id, reason: required(200) }),
  data: opsOrderSchema,
});

export const opsAdjustPrice = endpoint({
  method: 'POST',
  path: '/ops/order/adjustPrice',
  access: 'staff',
  roles: ['operations'],
  summary:
    "Operations: set the order's price adjustment (signed minor units, e.g. a weighed item) with its reason before it ships; the amount payable is repriced in the same update",
  tags: ['ops'],
  body: z.object({
    orderId: id,
    /** The new adjustment, replacing the previous one: negative lowers the amount, positive raises it. */
    priceAdjustment: z.number().int().min(-PRICE_ADJUSTMENT_LIMIT).max(PRICE_ADJUSTMENT_LIMIT),
    reason: required(200),
  }),
  data: opsOrderSchema,
});
