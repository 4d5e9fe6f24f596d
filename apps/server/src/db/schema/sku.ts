import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Localized } from './localized.js';
import { product } from './product.js';

export const sku = pgTable(
  'sku',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    /** Size or variant ("1 kg", "6 × 330 ml") per locale. */
    specs: jsonb('specs').$type<Localized>().notNull(),
    units: jsonb('units').$type<Localized>().notNull(),
    barcode: varchar('barcode', { length: 32 }),
    salesCount: integer('sales_count').notNull().default(0),
    /** Taken off sale: it stays in carts (shown apart as unavailable) but cannot be added or bought. */
    onShelf: boolean('on_shelf').notNull().default(true),
    /**
     * Retired: an option once ordered is never deleted; it stays off the shelf for good, so the
     * orders that name it keep it, and staff can no longer put it back.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sku_product_idx').on(t.productId),
    // Best sellers (home recommendations) and newest first read the top of these, not a sort.
    index('sku_sales_idx').on(t.salesCount.desc().nullsFirst(), t.id),
    index('sku_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    check('sku_retired_off_shelf', sql`${t.retiredAt} is null or not ${t.onShelf}`),
  ],
);

/** Price per country, integer minor units of the country's currency. */
export const skuPrice = pgTable(
  'sku_price',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.countryCode] })],
);
