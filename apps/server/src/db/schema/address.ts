import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { member } from './member.js';

/** A saved delivery address (spec §3). Written only by the address module; identity and warehouses read it. */
export const memberReceiveAddress = pgTable(
  'member_receive_address',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    name: varchar('name', { length: 60 }).notNull(),
    phoneCountryCode: varchar('phone_country_code', { length: 4 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
    /** 1 = the member's default address; at most one per member (index below). */
    defaultStatus: smallint('default_status').notNull().default(0),
    /** ISO alpha-2 country whose administrative divisions the codes below are. */
    countryCode: varchar('country_code', { length: 2 }),
    postCode: varchar('post_code', { length: 20 }),
    provinceCode: varchar('province_code', { length: 20 }),
    districtCode: varchar('district_code', { length: 20 }),
    wardCode: varchar('ward_code', { length: 20 }),
    detailAddress: varchar('detail_address', { length: 300 }).notNull(),
    houseNumber: varchar('house_number', { length: 60 }).notNull(),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    /** Served URLs of the member's own uploads attached to this address. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Whether some warehouse delivers here; computed by the server from the coordinates on every write. */
    inRegion: boolean('in_region'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_receive_address_member_idx').on(t.memberId),
    // The database itself refuses a second default, whatever the interleaving of requests.
    uniqueIndex('member_receive_address_default_uq')
      .on(t.memberId)
      .where(sql`default_status = 1`),
  ],
);
