// Merchandising: the catalogue staff keep products, their texts, prices and stock from the console.
// Every change answers the product as it now stands, is audited, and the shop sees it on its next
// request (the catalogue version; stock is never cached).
import { z } from 'zod';
import { LOCALES, MAX_OPTIONS, MAX_UNIT_LENGTH, STOCK_REASONS } from './constants.js';
import { endpoint } from './endpoint.js';
import { page, pageQuery } from './envelope.js';
import { uploadRefSchema } from './upload.js';

export const MAX_NAME_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 20_000;
export const MAX_PRODUCT_PHOTOS = 12;

/** Text per locale; a locale left out is kept, an empty text removes it (the shop then shows English). */
export const texts = (max: number) => z.partialRecord(z.enum(LOCALES), z.string().max(max));
const localized = z.partialRecord(z.enum(LOCALES), z.string());

export const merchandisingProductRowSchema = z.object({
  productId: z.number().int(),
  /** In the caller's language, else English. */
  name: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** In the 18+ category or below it: the shop asks for an age confirmation. */
  adult: z.boolean(),
  skuCount: z.number().int(),
  /** SKUs on the shelf (0: the product is off the shelf). */
  onShelfCount: z.number().int(),
  /** The locales that have no name. */
  missingNames: z.array(z.enum(LOCALES)),
});
export type MerchandisingProductRow = z.infer<typeof merchandisingProductRowSchema>;

export const merchandisingStockSchema = z.object({
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  onHand: z.number().int(),
  /** Held by open orders; available = onHand − reserved. */
  reserved: z.number().int(),
  lowStockBelow: z.number().int().nullable(),
});

export const merchandisingPriceSchema = z.object({
  countryCode: z.string(),
  currencyCode: z.string(),
  /** Minor units of the currency; null: not sold in that country. */
  price: z.number().int().nullable(),
});

export const merchandisingScheduledPriceSchema = z.object({
  scheduleId: z.number().int(),
  countryCode: z.string(),
  currencyCode: z.string(),
  /** Minor units of the currency. */
  price: z.number().int(),
  /** ISO instant from which the shop charges it. */
  effectiveAt: z.string(),
  staffName: z.string(),
});
export type MerchandisingScheduledPrice = z.infer<typeof merchandisingScheduledPriceSchema>;

export const merchandisingSkuSchema = z.object({
  skuId: z.number().int(),
  /** In the caller's language, else English; `specs` and `units` are every language's. */
  spec: z.string(),
  unit: z.string(),
  specs: localized,
  units: localized,
  /** The value the SKU holds of each of the product's options, in the options' order (empty without options). */
  valueIds: z.array(z.number().int()),
  barcode: z.string().nullable(),
  onShelf: z.boolean(),
  /** Taken off sale for good: it was ordered, so it is kept for those orders but never sold again. */
  retired: z.boolean(),
  prices: z.array(merchandisingPriceSchema),
  /** Prices set ahead and not yet in effect, the soonest first. */
  scheduled: z.array(merchandisingScheduledPriceSchema),
  stock: z.array(merchandisingStockSchema),
});
export type MerchandisingSku = z.infer<typeof merchandisingSkuSchema>;

export const merchandisingOptionSchema = z.object({
  optionId: z.number().int(),
  names: localized,
  values: z.array(z.object({ valueId: z.number().int(), names: localized })),
});
export type MerchandisingOption = z.infer<typeof merchandisingOptionSchema>;

export const merchandisingProductSchema = z.object({
  productId: z.number().int(),
  names: localized,
  /** Sanitised HTML, as the shop shows it. */
  descriptions: localized,
  categoryId: z.number().int(),
  adult: z.boolean(),
  /** Uploaded photos as the shop shows them, the main one first (empty: the generated picture). */
  pictures: z.array(z.string()),
  /** What the SKUs differ by, in order; empty: each SKU is told apart by its spec text alone. */
  options: z.array(merchandisingOptionSchema),
  skus: z.array(merchandisingSkuSchema),
});
export type MerchandisingProduct = z.infer<typeof merchandisingProductSchema>;

export const catalogueStaff = { access: 'staff' as const, roles: ['catalogue'] as const, tags: ['merchandising'] };
const staff = catalogueStaff;
const productId = z.number().int().positive();
const skuId = z.number().int().positive();
/** A barcode: digits, letters and dashes; empty: none. */
export const barcodeSchema = z
  .string()
  .trim()
  .max(32)
  .regex(/^[0-9A-Za-z-]*$/);
/** An amount in the currency's major units as typed ("12.50"); the server converts it exactly. */
export const amountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,6})?$/);
/** One submission of a console form: the same key from the same staff member acts once. */
export const clientKeySchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const merchandisingProducts = endpoint({
  ...staff,
  method: 'GET',
  path: '/staff/catalogue/product/list',
  summary:
    'Catalogue staff: products by name in any language or id, newest first, with their SKU counts and shelf state',
  query: pageQuery.extend({
    keyword: z.string().trim().max(100).optional(),
    categoryId: z.coerce.number().int().positive().optional(),
  }),
  data: page(merchandisingProductRowSchema),
});

export const merchandisingCategories = endpoint({
  ...staff,
  method: 'GET',
  path: '/staff/catalogue/category/list',
  summary: "Catalogue staff: every category in the caller's language, parents before children, with the 18+ mark",
  data: z.array(
    z.object({
      categoryId: z.number().int(),
      parentId: z.number().int().nullable(),
      name: z.string(),
      adult: z.boolean(),
    }),
  ),
});

export const merchandisingProduct = endpoint({
  ...staff,
  method: 'GET',
  path: '/staff/catalogue/product/detail',
  summary:
    "Catalogue staff: a product's texts in every language, its SKUs with prices per country and stock per warehouse",
  query: z.object({ productId: z.coerce.number().int().positive() }),
  data: merchandisingProductSchema,
});

export const merchandisingSaveProduct = endpoint({
  ...staff,
  method: 'POST',
  path: '/staff/catalogue/product/save',
  summary:
    'Catalogue staff: names, descriptions (sanitised as the shop shows them) and category; English must keep a name',
  body: z.object({
    productId,
    names: texts(MAX_NAME_LENGTH).optional(),
    descriptions: texts(MAX_DESCRIPTION_LENGTH).optional(),
    categoryId: z.number().int().positive().optional(),
  }),
  data: merchandisingProductSchema,
});

export const merchandisingSaveSku = endpoint({
  ...staff,
  method: 'POST',
  path: '/staff/catalogue/sku/save',
  summary:
    "Catalogue staff: a SKU's barcode (empty removes it), unit, and what tells it apart: one value of each of the product's options, or its spec text when the product has none",
  body: z.object({
    skuId,
    barcode: barcodeSchema.optional(),
    units: texts(MAX_UNIT_LENGTH).optional(),
    specs: texts(MAX_UNIT_LENGTH).optional(),
    valueIds: z.array(z.number().int().positive()).max(MAX_OPTIONS).optional(),
  }),
  data: merchandisingProductSchema,
});

export const merchandisingRemoveSku = endpoint({
  ...staff,
  method: 'POST',
  path: '/staff/catalogue/sku/remove',
  summary:
    "Catalogue staff: remove a SKU. One ever ordered is retired (off the shelf for good, kept for its orders); one never ordered is deleted, unless it is the product's last (409)",
  body: z.object({ skuId }),
  data: merchandisingProductSchema,
});

export const merchandisingShelve = endpoint({
  ...staff,
  method: 'POST',
  path: '/staff/catalogue/product/shelf',
  summary:
    'Catalogue staff: put on or take off the shelf every SKU of a product, or one SKU; off the shelf it stays in carts but cannot be bought',
  body: z.object({ productId, skuId: skuId.optional(), onShelf: z.boolean() }),
  data: merchandisingProductSchema,
});

export const merchandisingSetPrice = endpoint({
  ...staff,
  method: 'POST',
  path: '/staff/catalogue/price/set',
  summary:
    'Catalogue staff: a SKU\'s price in a country, in the currency\'s major units as typed ("12.50"; no more decimals than the currency has)',
  body: z.object({
    skuId,
    countryCode: z.string().trim().length(2),
    amount: amountSchema,
  }),
  data: merchandisingProductSchema,
});

export const merchandisingAdjustStock = endpoint({
  ...staff,
  method: 'POST',
  path: '/staff/catalogue/stock/adjust',
  summary:
    'Catalogue staff: received adds, damaged removes, count sets what is on hand; never below what open orders hold. The same clientKey twice changes stock once',
  body: z.object({
    skuId,
    warehouseId: z.number().int().positive(),
    reason: z.enum(STOCK_REASONS),
    quantity: z.number().int().min(0).max(1_000_000),
    note: z.string().trim().max(200).optional(),
    clientKey: clientKeySchema,
  }),
  data: merchandisingProductSchema,
});

export const merchandisingSetLowStock = endpoint({
  ...staff,
  method: 'POST',
  path: '/staff/catalogue/stock/lowStock',
  summary: 'Catalogue staff: the available quantity at or below which a SKU counts as low in a warehouse; null: none',
  body: z.object({
    skuId,
    warehouseId: z.number().int().positive(),
    lowStockBelow: z.number().int().min(0).max(1_000_000).nullable(),
  }),
  data: merchandisingProductSchema,
});

export const merchandisingStockMovementSchema = z.object({
  id: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  change: z.number().int(),
  onHandAfter: z.number().int(),
  note: z.string().nullable(),
  staffName: z.string(),
  at: z.string(),
});
export type MerchandisingStockMovement = z.infer<typeof merchandisingStockMovementSchema>;

export const merchandisingStockHistory = endpoint({
  ...staff,
  method: 'GET',
  path: '/staff/catalogue/stock/history',
  summary: "Catalogue staff: a SKU's stock changes in a warehouse, newest first",
  query: pageQuery.extend({
    skuId: z.coerce.number().int().positive(),
    warehouseId: z.coerce.number().int().positive(),
  }),
  data: page(merchandisingStockMovementSchema),
});

export const merchandisingAddPicture = endpoint({
  ...staff,
  method: 'POST',
  path: '/staff/catalogue/picture/add',
  summary:
    "Catalogue staff: add a photo the caller uploaded (`POST /upload/image`, purpose `product`) after the product's others; the shop shows it at once",
  body: z.object({ productId, upload: uploadRefSchema }),
  data: merchandisingProductSchema,
});

export const merchandisingArrangePictures = endpoint({
  ...staff,
  method: 'POST',
  path: '/staff/catalogue/picture/arrange',
  summary: "Catalogue staff: the product's photos in their new order, the main one first; a photo left out is removed",
  body: z.object({ productId, uploads: z.array(uploadRefSchema).max(MAX_PRODUCT_PHOTOS) }),
  data: merchandisingProductSchema,
});
