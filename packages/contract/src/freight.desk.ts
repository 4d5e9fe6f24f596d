// Freight activities kept by the catalogue staff: free or reduced delivery from an amount, per warehouse.
import { z } from 'zod';
import { FREIGHT_ACTIVITY_KINDS } from './constants.js';
import { deskId, deskQueryId, deskStaff } from './desk.js';
import { localizedTexts, majorAmount, offerStateSchema, offerTitles, offerWindow, offerWindowSchema } from './offer.js';
import { endpoint } from './endpoint.js';
import { page, pageQuery } from './envelope.js';

export const deskWarehouseSchema = z.object({
  warehouseId: z.number().int(),
  /** In the caller's language. */
  name: z.string(),
  countryCode: z.string(),
  currencyCode: z.string(),
  /** The delivery fee before any activity, minor units. */
  basicFee: z.number().int(),
});
export type DeskWarehouse = z.infer<typeof deskWarehouseSchema>;

export const deskWarehouses = endpoint({
  ...deskStaff,
  method: 'GET',
  path: '/staff/catalogue/freight/warehouses',
  summary: 'Catalogue staff: every warehouse with its country, currency and basic delivery fee',
  data: z.array(deskWarehouseSchema),
});

export const deskFreightActivitySchema = offerWindowSchema.extend({
  activityId: z.number().int(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  countryCode: z.string(),
  currencyCode: z.string(),
  kind: z.enum(FREIGHT_ACTIVITY_KINDS),
  title: z.string(),
  titles: localizedTexts,
  /** Goods from this amount (minor units) get the activity. */
  thresholdAmount: z.number().int(),
  /** The delivery fee once reached: 0 for free delivery. */
  fee: z.number().int(),
  basicFee: z.number().int(),
});
export type DeskFreightActivity = z.infer<typeof deskFreightActivitySchema>;

export const deskFreightActivities = endpoint({
  ...deskStaff,
  method: 'GET',
  path: '/staff/catalogue/freight/list',
  summary: 'Catalogue staff: freight activities, those ending soonest first, by warehouse and state',
  query: pageQuery.extend({ warehouseId: deskQueryId.optional(), state: offerStateSchema.optional() }),
  data: page(deskFreightActivitySchema),
});

export const deskSaveFreightActivity = endpoint({
  ...deskStaff,
  method: 'POST',
  path: '/staff/catalogue/freight/save',
  summary:
    "Catalogue staff: create (no activityId) or change free delivery, or a reduced fee below the warehouse's basic fee, from an amount of goods, with its window; amounts in major units",
  body: z.object({
    activityId: deskId.optional(),
    warehouseId: deskId,
    kind: z.enum(FREIGHT_ACTIVITY_KINDS),
    titles: offerTitles,
    thresholdAmount: majorAmount,
    fee: majorAmount.optional(),
    ...offerWindow,
  }),
  data: deskFreightActivitySchema,
});

export const deskEndFreightActivity = endpoint({
  ...deskStaff,
  method: 'POST',
  path: '/staff/catalogue/freight/end',
  summary: 'Catalogue staff: end a freight activity now (one not started yet never runs)',
  body: z.object({ activityId: deskId }),
  data: deskFreightActivitySchema,
});
