// The promotion desk: the catalogue staff keep promotions, coupons, freight activities and the
// Home page's curation from the console. Every change is audited and the shop sees it on its next
// request. Amounts are typed in the currency's major units ("12.50") and answered in minor units.
import { z } from 'zod';
import { endpoint } from './endpoint.js';

export const deskStaff = { access: 'staff' as const, roles: ['catalogue'] as const, tags: ['promotionDesk'] };

export const deskId = z.number().int().positive();
/** An id in a query string. */
export const deskQueryId = z.coerce.number().int().positive();
export const deskCountry = z.string().trim().length(2);

/** A SKU, product or category the console picks for a scope, a list or a banner. */
export const deskTargetSchema = z.object({
  id: z.number().int(),
  /** In the caller's language: the product's name for a SKU. */
  name: z.string(),
  /** A SKU's option and unit; a category's parent. */
  detail: z.string().nullable(),
  /** A SKU's list price in the country asked for, in minor units; null elsewhere or unsold. */
  listPrice: z.number().int().nullable(),
  currencyCode: z.string().nullable(),
});
export type DeskTarget = z.infer<typeof deskTargetSchema>;

export const deskFindTargets = endpoint({
  ...deskStaff,
  method: 'GET',
  path: '/staff/catalogue/target/find',
  summary:
    'Catalogue staff: SKUs, products or categories by a name in any language or their number, for a scope, a list or a banner (at most 20)',
  query: z.object({
    kind: z.enum(['sku', 'product', 'category']),
    keyword: z.string().trim().max(100).default(''),
    countryCode: deskCountry.optional(),
  }),
  data: z.array(deskTargetSchema),
});
