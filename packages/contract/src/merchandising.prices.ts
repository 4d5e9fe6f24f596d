// Merchandising: prices set ahead, in effect from an instant on.
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { amountSchema, catalogueStaff, merchandisingProductSchema } from './merchandising.js';

export const merchandisingSchedulePrice = endpoint({
  ...catalogueStaff,
  method: 'POST',
  path: '/staff/catalogue/price/schedule',
  summary:
    "Catalogue staff: a SKU's price in a country from a future instant on (ISO with its offset), in the currency's major units as typed; the shop charges it from that instant. The same change twice is set once",
  body: z.object({
    skuId: z.number().int().positive(),
    countryCode: z.string().trim().length(2),
    amount: amountSchema,
    effectiveAt: z.iso.datetime({ offset: true }),
  }),
  data: merchandisingProductSchema,
});

export const merchandisingCancelScheduledPrice = endpoint({
  ...catalogueStaff,
  method: 'POST',
  path: '/staff/catalogue/price/cancelScheduled',
  summary: 'Catalogue staff: cancel a price set ahead that is not yet in effect',
  body: z.object({ scheduleId: z.number().int().positive() }),
  data: merchandisingProductSchema,
});
