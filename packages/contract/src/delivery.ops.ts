// Staff (ops) delivery settings per warehouse: slot capacity, cut-off, weekly closed days, single
// closed days and whether the warehouse offers pickup.
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { id, isoDate } from './order.fields.js';

export const opsDeliverySettingsSchema = z.object({
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  timeZone: z.string(),
  slotMinutes: z.number().int(),
  /** Orders one slot takes. */
  slotCapacity: z.number().int(),
  /** How long before a slot starts it stops taking orders. */
  cutOffMinutes: z.number().int(),
  daysAhead: z.number().int(),
  /** 0 Sunday … 6 Saturday. */
  closedWeekdays: z.array(z.number().int()),
  /** Single closed days (YYYY-MM-DD, the warehouse's calendar), from today on. */
  closedDates: z.array(z.string()),
  pickup: z.boolean(),
});
export type OpsDeliverySettings = z.infer<typeof opsDeliverySettingsSchema>;

const weekday = z.number().int().min(0).max(6);

export const opsDeliveryList = endpoint({
  method: 'GET',
  path: '/ops/delivery/list',
  access: 'staff',
  roles: ['operations'],
  summary: "Operations: each warehouse's delivery settings (slots, cut-off, closed days, pickup)",
  tags: ['ops'],
  data: z.array(opsDeliverySettingsSchema),
});

export const opsDeliveryUpdate = endpoint({
  method: 'POST',
  path: '/ops/delivery/update',
  access: 'staff',
  roles: ['operations'],
  summary:
    "Operations: set a warehouse's slot capacity, cut-off, weekly closed days and pickup; slots already taken keep their orders (audited before and after)",
  tags: ['ops'],
  body: z.object({
    warehouseId: id,
    slotCapacity: z.number().int().min(0).max(10_000),
    cutOffMinutes: z.number().int().min(0).max(10_080),
    closedWeekdays: z.array(weekday).max(7),
    pickup: z.boolean(),
  }),
  data: opsDeliverySettingsSchema,
});

export const opsDeliveryClosedDay = endpoint({
  method: 'POST',
  path: '/ops/delivery/closedDay',
  access: 'staff',
  roles: ['operations'],
  summary: 'Operations: close a warehouse on one day (a holiday) or open it again (audited)',
  tags: ['ops'],
  body: z.object({ warehouseId: id, date: isoDate, closed: z.boolean() }),
  data: opsDeliverySettingsSchema,
});
