// The catalogue's tables live in one file per table group (product.ts, sku.ts, …), exported from
// index.ts. This file only keeps the older import path of other modules' schema files working.
export type { Localized } from './localized.js';
export { sku } from './sku.js';
export { warehouse } from './warehouse.js';
