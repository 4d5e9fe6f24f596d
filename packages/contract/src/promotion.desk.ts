// Promotions kept by the catalogue staff: what `shared/pricing` prices and the shop's lists show.
import { z } from 'zod';
import { LADDER_TIERS_MAX, PROMOTION_KINDS, PROMOTION_SCOPES } from './constants.js';
import { deskCountry, deskId, deskQueryId, deskStaff } from './desk.js';
import { localizedTexts, majorAmount, offerPageQuery, offerTitles, offerWindow, offerWindowSchema } from './offer.js';
import { endpoint } from './endpoint.js';
import { page } from './envelope.js';

export const deskPromotionSchema = offerWindowSchema.extend({
  promotionId: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  countryCode: z.string(),
  currencyCode: z.string(),
  scope: z.enum(PROMOTION_SCOPES),
  /** The SKU, product or category; null for the whole store. */
  targetId: z.number().int().nullable(),
  /** The target's name in the caller's language (a SKU's product), and a SKU's option. */
  targetName: z.string().nullable(),
  targetDetail: z.string().nullable(),
  /** A SKU's list price in the country (minor units): what a promotion price must stay below. */
  listPrice: z.number().int().nullable(),
  /** In the caller's language, else English. */
  title: z.string(),
  titles: localizedTexts,
  promotionPrice: z.number().int().nullable(),
  tiers: z.array(z.object({ minQuantity: z.number().int(), price: z.number().int() })).nullable(),
  thresholdAmount: z.number().int().nullable(),
  reductionAmount: z.number().int().nullable(),
});
export type DeskPromotion = z.infer<typeof deskPromotionSchema>;

export const deskPromotions = endpoint({
  ...deskStaff,
  method: 'GET',
  path: '/staff/catalogue/promotion/list',
  summary:
    'Catalogue staff: promotions, those ending soonest first, by kind, country, state, and a title in any language or the number of their SKU, product or category',
  query: offerPageQuery.extend({ kind: z.enum(PROMOTION_KINDS).optional() }),
  data: page(deskPromotionSchema),
});

export const deskPromotion = endpoint({
  ...deskStaff,
  method: 'GET',
  path: '/staff/catalogue/promotion/detail',
  summary: 'Catalogue staff: one promotion with its titles in every language',
  query: z.object({ promotionId: deskQueryId }),
  data: deskPromotionSchema,
});

export const deskSavePromotion = endpoint({
  ...deskStaff,
  method: 'POST',
  path: '/staff/catalogue/promotion/save',
  summary:
    'Catalogue staff: create (no promotionId) or change a promotion price or a ladder of one SKU, or a full reduction over a SKU, product, category or the store, with its window; amounts in major units',
  body: z.object({
    promotionId: deskId.optional(),
    kind: z.enum(PROMOTION_KINDS),
    countryCode: deskCountry,
    scope: z.enum(PROMOTION_SCOPES),
    targetId: deskId.nullable(),
    titles: offerTitles,
    promotionPrice: majorAmount.optional(),
    tiers: z
      .array(z.object({ minQuantity: z.number().int().min(1).max(9999), price: majorAmount }))
      .max(LADDER_TIERS_MAX)
      .optional(),
    thresholdAmount: majorAmount.optional(),
    reductionAmount: majorAmount.optional(),
    ...offerWindow,
  }),
  data: deskPromotionSchema,
});

export const deskEndPromotion = endpoint({
  ...deskStaff,
  method: 'POST',
  path: '/staff/catalogue/promotion/end',
  summary: 'Catalogue staff: end a promotion now (one not started yet never runs); its history stays',
  body: z.object({ promotionId: deskId }),
  data: deskPromotionSchema,
});
