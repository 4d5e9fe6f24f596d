import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Localized } from './localized.js';
import { sku } from './sku.js';

/**
 * A promotion of one country, inside its window:
 * - `price`: a promotion price for one SKU (`promotion_price`);
 * - `ladder`: a unit price by the quantity of one SKU in the cart (`tiers`);
 * - `fullReduction`: spend `threshold_amount` on the goods of its scope, get `reduction_amount` off.
 *
 * Scope: `sku` (`sku_id`), `product` or `category` (`scope_id`; a category covers its descendants)
 * or `store` (the whole country). Unit prices (`price`, `ladder`) are per SKU by nature, so only a
 * full reduction may take a wider scope. The checks keep a row's target and its kind consistent.
 */
export const promotion = pgTable(
  'promotion',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16, enum: ['price', 'ladder', 'fullReduction'] }).notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    scope: varchar('scope', { length: 8, enum: ['sku', 'product', 'category', 'store'] })
      .notNull()
      .default('sku'),
    /** The SKU of a `sku` scope (null otherwise): cards probe promotions by this column. */
    skuId: integer('sku_id').references(() => sku.id),
    /** The product or category of a `product` / `category` scope (null otherwise). */
    scopeId: integer('scope_id'),
    titles: jsonb('titles').$type<Localized>().notNull(),
    promotionPrice: bigint('promotion_price', { mode: 'number' }),
    tiers: jsonb('tiers').$type<{ minQuantity: number; price: number }[]>(),
    thresholdAmount: bigint('threshold_amount', { mode: 'number' }),
    reductionAmount: bigint('reduction_amount', { mode: 'number' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('promotion_sku_idx').on(t.skuId, t.countryCode),
    // A country's promotions in SKU order: the running-promotion set needs no sort of its own.
    index('promotion_country_sku_idx').on(t.countryCode, t.skuId, t.id),
    // Cart pricing reads the product, category and store promotions of a country beside the SKU ones.
    index('promotion_country_scope_idx').on(t.countryCode, t.scope, t.scopeId),
    // When a country's next promotion starts or ends: cached list orders expire then.
    index('promotion_country_starts_idx').on(t.countryCode, t.startsAt),
    index('promotion_country_ends_idx').on(t.countryCode, t.endsAt),
    check(
      'promotion_scope_target',
      sql`(${t.scope} = 'sku' and ${t.skuId} is not null and ${t.scopeId} is null)
        or (${t.scope} in ('product', 'category') and ${t.skuId} is null and ${t.scopeId} is not null)
        or (${t.scope} = 'store' and ${t.skuId} is null and ${t.scopeId} is null)`,
    ),
    check('promotion_unit_kinds_per_sku', sql`${t.kind} = 'fullReduction' or ${t.scope} = 'sku'`),
    // An ended promotion keeps its start: a window may be empty (`end` on one not yet started).
    check('promotion_window', sql`${t.endsAt} >= ${t.startsAt}`),
    check(
      'promotion_amounts_not_negative',
      sql`coalesce(${t.promotionPrice}, 0) >= 0 and coalesce(${t.thresholdAmount}, 0) >= 0 and coalesce(${t.reductionAmount}, 0) >= 0`,
    ),
  ],
);
