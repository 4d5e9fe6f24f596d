// Merchandising: the catalogue as a CSV file, out and back in.
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { catalogueStaff, clientKeySchema } from './merchandising.js';

/** The largest file an import takes (the text of the CSV). */
export const MAX_IMPORT_BYTES = 4 * 1024 * 1024;

const warehouseId = z.coerce.number().int().positive().optional();

export const merchandisingExport = endpoint({
  ...catalogueStaff,
  method: 'GET',
  path: '/staff/catalogue/transfer/export',
  summary:
    "Catalogue staff: every SKU as a CSV row (its product's names in six languages, category, size, unit, barcode, shelf, price per country in major units) and, with a warehouse, what is on hand there",
  query: z.object({ warehouseId }),
  data: z.object({ fileName: z.string(), csv: z.string() }),
});

export const merchandisingImportReport = z.object({
  /** Nothing was written: a dry run, or a file with errors. */
  applied: z.boolean(),
  rows: z.number().int(),
  /** Every error of the file, by line (1 is the header) and column, in the caller's language. */
  errors: z.array(z.object({ line: z.number().int(), column: z.string(), message: z.string() })),
  newProducts: z.number().int(),
  newSkus: z.number().int(),
  changedSkus: z.number().int(),
  prices: z.number().int(),
  stock: z.number().int(),
});
export type MerchandisingImportReport = z.infer<typeof merchandisingImportReport>;

export const merchandisingImport = endpoint({
  ...catalogueStaff,
  method: 'POST',
  path: '/staff/catalogue/transfer/import',
  summary:
    'Catalogue staff: a CSV as exported (a row without sku_id makes a SKU of product_id, or a new product without either), checked whole: a dry run, or a file with errors, lists every error by line and writes nothing; otherwise one transaction, audited. The same clientKey twice imports once',
  body: z.object({
    csv: z.string().min(1).max(MAX_IMPORT_BYTES),
    /** Where the `stock` column counts what is on hand. */
    warehouseId: z.number().int().positive().optional(),
    dryRun: z.boolean(),
    clientKey: clientKeySchema,
  }),
  data: merchandisingImportReport,
});
