import { index, integer, jsonb, pgTable, primaryKey, serial, smallint } from 'drizzle-orm/pg-core';
import type { Localized } from './localized.js';
import { product } from './product.js';
import { sku } from './sku.js';

/**
 * What a product's SKUs differ by (size, flavour…), named per locale, at most a few per product.
 * A product without options tells its SKUs apart by their spec text alone (`sku.specs`); with
 * options, each SKU holds one value of every option and its spec text is made from those values.
 */
export const productOption = pgTable(
  'product_option',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    names: jsonb('names').$type<Localized>().notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('product_option_product_idx').on(t.productId, t.sort)],
);

/** One value of an option ("1 kg", "Mango"), named per locale. */
export const productOptionValue = pgTable(
  'product_option_value',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOption.id),
    names: jsonb('names').$type<Localized>().notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('product_option_value_option_idx').on(t.optionId, t.sort)],
);

/** The value a SKU holds of each of its product's options; a value in use cannot be deleted. */
export const skuOptionValue = pgTable(
  'sku_option_value',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOption.id),
    valueId: integer('value_id')
      .notNull()
      .references(() => productOptionValue.id),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.optionId] }), index('sku_option_value_value_idx').on(t.valueId)],
);
