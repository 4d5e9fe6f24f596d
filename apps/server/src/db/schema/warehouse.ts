import { boolean, doublePrecision, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import type { Localized } from './localized.js';

/** Regions and the warehouses that deliver from them. */
export const region = pgTable('region', {
  id: serial('id').primaryKey(),
  countryCode: varchar('country_code', { length: 2 }).notNull(),
  names: jsonb('names').$type<Localized>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const warehouse = pgTable('warehouse', {
  id: serial('id').primaryKey(),
  regionId: integer('region_id')
    .notNull()
    .references(() => region.id),
  countryCode: varchar('country_code', { length: 2 }).notNull(),
  names: jsonb('names').$type<Localized>().notNull(),
  address: text('address').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  businessStartTime: varchar('business_start_time', { length: 5 }).notNull(),
  businessEndTime: varchar('business_end_time', { length: 5 }).notNull(),
  deliveryRadiusKm: integer('delivery_radius_km').notNull(),
  pickup: boolean('pickup').notNull().default(true),
});
