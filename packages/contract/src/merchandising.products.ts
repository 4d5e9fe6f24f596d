// Merchandising: new products, their options (size, flavour…) and SKUs, made from the console.
import { z } from 'zod';
import { MAX_NEW_SKUS, MAX_OPTION_VALUES, MAX_OPTIONS, MAX_UNIT_LENGTH } from './constants.js';
import { endpoint } from './endpoint.js';
import {
  amountSchema,
  barcodeSchema,
  catalogueStaff,
  clientKeySchema,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  merchandisingProductSchema,
  texts,
} from './merchandising.js';

const productId = z.number().int().positive();
const names = texts(MAX_UNIT_LENGTH);

/** A price to start with in one country, in the currency's major units as typed. */
const startPrice = z.object({ countryCode: z.string().trim().length(2), amount: amountSchema });

/** What a new SKU is: its unit, barcode, prices, and what tells it apart from its siblings. */
const newSku = z.object({
  units: names,
  barcode: barcodeSchema.optional(),
  prices: z.array(startPrice).max(20).default([]),
});

export const merchandisingCreateProduct = endpoint({
  ...catalogueStaff,
  method: 'POST',
  path: '/staff/catalogue/product/create',
  summary:
    'Catalogue staff: a new product with its options and SKUs (each with one value of every option, or a spec text without options), prices per country and no stock yet; the shop lists and finds it at once when on the shelf. The same clientKey twice makes one product',
  body: z.object({
    clientKey: clientKeySchema,
    categoryId: z.number().int().positive(),
    names: texts(MAX_NAME_LENGTH),
    descriptions: texts(MAX_DESCRIPTION_LENGTH).default({}),
    onShelf: z.boolean(),
    options: z
      .array(z.object({ names, values: z.array(z.object({ names })).min(1).max(MAX_OPTION_VALUES) }))
      .max(MAX_OPTIONS)
      .default([]),
    skus: z
      .array(
        newSku.extend({
          /** The index of its value in each option's `values`, in the options' order. */
          values: z.array(z.number().int().min(0)).max(MAX_OPTIONS).default([]),
          /** Without options: what the shop shows as its size ("1 kg"). */
          specs: names.default({}),
        }),
      )
      .min(1)
      .max(MAX_NEW_SKUS),
  }),
  data: merchandisingProductSchema,
});

export const merchandisingSaveOption = endpoint({
  ...catalogueStaff,
  method: 'POST',
  path: '/staff/catalogue/option/save',
  summary:
    "Catalogue staff: add an option to a product, or rename it and its values, add values and remove unused ones (values in their new order). A new option on a product with SKUs gives each SKU its value; the SKUs' spec texts follow",
  body: z.object({
    productId,
    /** Absent: a new option. */
    optionId: z.number().int().positive().optional(),
    names,
    values: z
      .array(z.object({ valueId: z.number().int().positive().optional(), names }))
      .min(1)
      .max(MAX_OPTION_VALUES),
    /** A new option only: the index in `values` each existing SKU takes. */
    assign: z
      .array(z.object({ skuId: z.number().int().positive(), value: z.number().int().min(0) }))
      .max(500)
      .default([]),
  }),
  data: merchandisingProductSchema,
});

export const merchandisingCreateSku = endpoint({
  ...catalogueStaff,
  method: 'POST',
  path: '/staff/catalogue/sku/create',
  summary:
    "Catalogue staff: a new SKU of a product, holding one value of each of its options (or a spec text without options), with its prices and no stock yet; on the shelf when the product's other SKUs are",
  body: newSku.extend({
    productId,
    clientKey: clientKeySchema,
    valueIds: z.array(z.number().int().positive()).max(MAX_OPTIONS).default([]),
    specs: names.default({}),
  }),
  data: merchandisingProductSchema,
});

export const merchandisingUnits = endpoint({
  ...catalogueStaff,
  method: 'GET',
  path: '/staff/catalogue/unit/list',
  summary: 'Catalogue staff: the selling units in use (bag, bottle…) in every language, the most used first',
  data: z.array(z.record(z.string(), z.string())),
});
