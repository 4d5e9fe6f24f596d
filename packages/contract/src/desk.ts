// The promotion desk: the catalogue staff keep promotions, coupons, freight activities and the
// Home page's curation from the console. Every change is audited and the shop sees it on its next
// request. Amounts are typed in the currency's major units ("12.50") and answered in minor units.
import { z } from 'zod';
import { LOCALES, OFFER_STATES, OFFER_TITLE_MAX } from './constants.js';
import { endpoint } from './endpoint.js';

export const deskStaff = { access: 'staff' as const, roles: ['catalogue'] as const, tags: ['promotionDesk'] };

export const deskId = z.number().int().positive();
/** An id in a query string. */
export const deskQueryId = z.coerce.number().int().positive();
export const deskCountry = z.string().trim().length(2);

/** An amount as typed, in the currency's major units; the server converts it by the currency's digits. */
export const majorAmount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,6})?$/);

/** An instant with its offset, as the console's date fields give it (`toISOString()`). */
export const instant = z.iso.datetime({ offset: true });

/** Texts per locale; English is required by the server (the shop shows it where a language has none). */
export const offerTitles = z.partialRecord(z.enum(LOCALES), z.string().trim().max(OFFER_TITLE_MAX));
export const localizedTexts = z.partialRecord(z.enum(LOCALES), z.string());

export const offerStateSchema = z.enum(OFFER_STATES);

/** The window every offer answers with: ISO instants and where now stands in it. */
export const offerWindowSchema = z.object({ startsAt: z.string(), endsAt: z.string(), state: offerStateSchema });

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
