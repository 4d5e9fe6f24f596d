// The staff console's Today: the day's orders and money per country, and what waits for staff.
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { orderStatusSchema } from './order.enums.js';

export const todaySchema = z.object({
  /** Orders placed today (in each warehouse's own time zone), per country and currency; cancelled ones are not revenue. */
  countries: z.array(
    z.object({
      countryCode: z.string(),
      currencyCode: z.string(),
      orders: z.number().int(),
      /** Σ payable of today's orders not cancelled, in minor units of currencyCode. */
      revenue: z.number().int(),
    }),
  ),
  /** Open orders in each status that waits for staff (0 to 3). */
  waiting: z.array(z.object({ status: orderStatusSchema, count: z.number().int() })),
  /** Transfer receipts nobody has confirmed or rejected yet. */
  receiptsWaiting: z.number().int(),
  /** Refunds asked and not made yet. */
  refundsWaiting: z.number().int(),
  /** SKUs whose available stock (on hand − reserved) is at or under the threshold, lowest first. */
  lowStock: z.array(
    z.object({
      productSkuId: z.number().int(),
      name: z.string(),
      spec: z.string(),
      warehouseName: z.string(),
      available: z.number().int(),
    }),
  ),
  lowStockThreshold: z.number().int(),
});
export type Today = z.infer<typeof todaySchema>;

export const opsToday = endpoint({
  method: 'GET',
  path: '/ops/today',
  access: 'staff',
  roles: ['operations', 'finance'],
  summary:
    "Staff: today's orders and revenue per country, orders waiting per status, receipts and refunds waiting, SKUs low in stock",
  tags: ['ops'],
  data: todaySchema,
});
