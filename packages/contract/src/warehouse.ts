import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { page } from './envelope.js';

const coordinate = (min: number, max: number) => z.coerce.number().min(min).max(max);

/** A warehouse the storefront sells from (spec §3 Warehouse, DESIGN.md "Warehouses and position"). */
export const warehouseSchema = z.object({
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  regionId: z.number().int(),
  regionName: z.string(),
  countryCode: z.string(),
  currencyCode: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Kilometres from the position asked about; null when no position was given. */
  distance: z.number().nullable(),
  /** "HH:mm", local time of the warehouse. */
  businessStartTime: z.string(),
  businessEndTime: z.string(),
  deliveryRadiusKm: z.number(),
  pickup: z.boolean(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

export const regionSchema = z.object({
  regionId: z.number().int(),
  regionName: z.string(),
  countryCode: z.string(),
  /** Nearest first. */
  warehouses: z.array(warehouseSchema),
});
export type Region = z.infer<typeof regionSchema>;

/** A position of 0/0 (the spec's default) means "unknown": the order is then by country and name. */
export const positionQuery = z.object({
  latitude: coordinate(-90, 90).optional(),
  longitude: coordinate(-180, 180).optional(),
});

/**
 * Where a visitor wants delivery (they have no saved address): the distance fees are measured from
 * the warehouse to it. The checkout's typed address and the cart's estimate carry the same one.
 */
export const deliveryPositionSchema = z.object({
  longitude: z.number().min(-180).max(180).optional(),
  latitude: z.number().min(-90).max(90).optional(),
});
export type DeliveryPosition = z.infer<typeof deliveryPositionSchema>;

export const listRegionV2 = endpoint({
  method: 'GET',
  path: '/home/listRegionV2',
  access: 'public',
  summary: 'Regions with their warehouses, ordered by distance from the position given',
  tags: ['warehouse'],
  query: positionQuery.extend({ countryCode: z.string().length(2).optional() }),
  data: z.array(regionSchema),
});

export const warehousesByAddress = endpoint({
  method: 'POST',
  path: '/wms/warehouse/getAllByMemberReceiveAddressId',
  access: 'member',
  summary: "Warehouses that deliver to one of the member's addresses, nearest first",
  tags: ['warehouse'],
  body: z.object({ memberReceiveAddressId: z.coerce.number().int().positive() }),
  data: z.array(warehouseSchema),
});

/** Free delivery over an amount, or a reduced fee over an amount, in a time window. */
export const freightActivitySchema = z.object({
  id: z.number().int(),
  warehouseId: z.number().int(),
  kind: z.enum(['free', 'reduced']),
  title: z.string(),
  /** Order amount (minor units) from which the activity applies. */
  thresholdAmount: z.number().int(),
  /** Delivery fee (minor units) once the threshold is reached; 0 for free delivery. */
  fee: z.number().int(),
  currencyCode: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export type FreightActivity = z.infer<typeof freightActivitySchema>;

export const freightActivityList = endpoint({
  method: 'GET',
  path: '/freight/activity/listData',
  access: 'public',
  summary: 'Freight activities of a warehouse running now',
  tags: ['warehouse'],
  query: z.object({
    warehouseId: z.coerce.number().int().positive(),
    pageNum: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  }),
  data: page(freightActivitySchema),
});
