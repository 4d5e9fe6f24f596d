import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Translated text is stored as `{ "<locale>": "…" }` JSON beside the row it belongs to: six
 * short strings per row read in one query, with the en-US fallback applied in the service.
 */
export type Localized = Partial<Record<string, string>>;

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

export const category = pgTable('category', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  names: jsonb('names').$type<Localized>().notNull(),
  icon: text('icon'),
  sort: integer('sort').notNull().default(0),
});

export const product = pgTable(
  'product',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => category.id),
    names: jsonb('names').$type<Localized>().notNull(),
    /** Sanitised HTML per locale (sanitised again by the web when shown). */
    descriptions: jsonb('descriptions').$type<Localized>().notNull(),
    /** Illustration kind and colour of the generated picture. */
    art: varchar('art', { length: 40 }).notNull().default('box'),
    /** Every locale's name folded (case, width, Latin diacritics), joined by " | ": what search matches. */
    searchText: text('search_text').notNull(),
    /** The folded names one by one, so an exact name can rank first. */
    searchNames: text('search_names').array().notNull(),
    /** Folded plain text of the descriptions: matched, but ranked below any name match. */
    searchDescription: text('search_description').notNull(),
    /**
     * How it reaches the shopper: `sameDay` from the warehouse, or `shipped` (merchandise with a
     * later date). Lines of different kinds are checked out separately.
     */
    fulfilment: varchar('fulfilment', { length: 8, enum: ['sameDay', 'shipped'] })
      .notNull()
      .default('sameDay'),
    /** Bulky goods may carry an extra delivery fee (the warehouse's `freight_rule` of kind bulky). */
    bulky: boolean('bulky').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('product_search_description_trgm').using('gin', sql`${t.searchDescription} gin_trgm_ops`),
    index('product_category_idx').on(t.categoryId),
  ],
);

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sku_product_idx').on(t.productId),
    // Best sellers (home recommendations) and newest first read the top of these, not a sort.
    index('sku_sales_idx').on(t.salesCount.desc().nullsFirst(), t.id),
    index('sku_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
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

/** Stock per SKU and warehouse; available = on_hand − reserved. */
export const stock = pgTable(
  'stock',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.skuId, t.warehouseId] }),
    // In-stock filters count a whole warehouse: read its rows, not every warehouse's.
    index('stock_warehouse_idx').on(t.warehouseId, t.skuId),
  ],
);

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
    check(
      'promotion_scope_target',
      sql`(${t.scope} = 'sku' and ${t.skuId} is not null and ${t.scopeId} is null)
        or (${t.scope} in ('product', 'category') and ${t.skuId} is null and ${t.scopeId} is not null)
        or (${t.scope} = 'store' and ${t.skuId} is null and ${t.scopeId} is null)`,
    ),
    check('promotion_unit_kinds_per_sku', sql`${t.kind} = 'fullReduction' or ${t.scope} = 'sku'`),
    check(
      'promotion_amounts_not_negative',
      sql`coalesce(${t.promotionPrice}, 0) >= 0 and coalesce(${t.thresholdAmount}, 0) >= 0 and coalesce(${t.reductionAmount}, 0) >= 0`,
    ),
  ],
);

/** A warehouse's basic delivery fee (minor units of its country's currency). */
export const warehouseFreight = pgTable(
  'warehouse_freight',
  {
    warehouseId: integer('warehouse_id')
      .primaryKey()
      .references(() => warehouse.id),
    basicFee: bigint('basic_fee', { mode: 'number' }).notNull(),
  },
  (t) => [check('warehouse_freight_fee_not_negative', sql`${t.basicFee} >= 0`)],
);

/**
 * Additional delivery fees of a warehouse: `distance` — the address is more than `threshold` km
 * away; `bulky` — the order holds at least `threshold` units of bulky goods. Per kind, the rule
 * with the highest threshold reached applies (tiers, not a sum).
 */
export const freightRule = pgTable(
  'freight_rule',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id),
    kind: varchar('kind', { length: 8, enum: ['distance', 'bulky'] }).notNull(),
    threshold: integer('threshold').notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('freight_rule_warehouse_idx').on(t.warehouseId),
    check('freight_rule_not_negative', sql`${t.threshold} >= 0 and ${t.fee} >= 0`),
  ],
);

export const freightActivity = pgTable('freight_activity', {
  id: serial('id').primaryKey(),
  warehouseId: integer('warehouse_id')
    .notNull()
    .references(() => warehouse.id),
  kind: varchar('kind', { length: 8, enum: ['free', 'reduced'] }).notNull(),
  titles: jsonb('titles').$type<Localized>().notNull(),
  thresholdAmount: bigint('threshold_amount', { mode: 'number' }).notNull(),
  fee: bigint('fee', { mode: 'number' }).notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

export const banner = pgTable('banner', {
  id: serial('id').primaryKey(),
  countryCode: varchar('country_code', { length: 2 }).notNull(),
  titles: jsonb('titles').$type<Localized>().notNull(),
  pic: text('pic').notNull(),
  link: text('link').notNull(),
  sort: smallint('sort').notNull().default(0),
});

export const hotWord = pgTable('hot_word', {
  id: serial('id').primaryKey(),
  locale: varchar('locale', { length: 8 }).notNull(),
  word: text('word').notNull(),
  sort: smallint('sort').notNull().default(0),
});

export const specialList = pgTable('special_list', {
  id: serial('id').primaryKey(),
  titles: jsonb('titles').$type<Localized>().notNull(),
  subtitles: jsonb('subtitles').$type<Localized>().notNull(),
  sort: smallint('sort').notNull().default(0),
});

export const specialListItem = pgTable(
  'special_list_item',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => specialList.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listId, t.skuId] })],
);

/** Recent searches per member (`m:<id>`) or visitor (`v:<visitorId>`). */
export const searchHistory = pgTable(
  'search_history',
  {
    id: serial('id').primaryKey(),
    owner: varchar('owner', { length: 80 }).notNull(),
    keyword: varchar('keyword', { length: 100 }).notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('search_history_owner_keyword').on(t.owner, t.keyword)],
);
