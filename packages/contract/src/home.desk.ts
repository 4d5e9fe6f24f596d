// The Home page's curation kept by the catalogue staff: banners, special lists and the SKUs put
// first in the recommendations.
import { z } from 'zod';
import { BANNER_ARTS, RECOMMENDATIONS_MAX, SPECIAL_LIST_ITEMS_MAX } from './constants.js';
import { deskCountry, deskId, deskQueryId, deskStaff, deskTargetSchema } from './desk.js';
import { localizedTexts, offerTitles } from './offer.js';
import { endpoint } from './endpoint.js';
import { uploadRefSchema } from './upload.js';

/** Where a banner leads: built into the shop's own address by the server, so it is always one. */
export const bannerLinkSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('category'), id: deskId }),
  z.object({ kind: z.literal('sku'), id: deskId }),
  /** A special list, or every list without an id. */
  z.object({ kind: z.literal('specialList'), id: deskId.nullable() }),
  z.object({ kind: z.literal('promotions') }),
  z.object({ kind: z.literal('keyword'), keyword: z.string().trim().min(1).max(60) }),
]);
export type BannerLink = z.infer<typeof bannerLinkSchema>;

export const deskBannerSchema = z.object({
  bannerId: z.number().int(),
  countryCode: z.string(),
  title: z.string(),
  titles: localizedTexts,
  /** Which of the shop's drawn pictures; null for a picture kept from elsewhere (`pic`). */
  art: z.number().int().nullable(),
  /** The uploaded photo's key when the banner shows one (`pic` is then its signed URL). */
  upload: z.string().nullable(),
  pic: z.string(),
  /** The shop's address it opens. */
  link: z.string(),
  /** The same, as the console edits it; null for a link this desk does not make. */
  target: bannerLinkSchema.nullable(),
  /** The category's, product's or list's name in the caller's language. */
  targetName: z.string().nullable(),
});
export type DeskBanner = z.infer<typeof deskBannerSchema>;

export const deskBanners = endpoint({
  ...deskStaff,
  method: 'GET',
  path: '/staff/catalogue/home/banner/list',
  summary: "Catalogue staff: a country's Home banners in the order the shop shows them",
  query: z.object({ countryCode: deskCountry }),
  data: z.array(deskBannerSchema),
});

export const deskSaveBanner = endpoint({
  ...deskStaff,
  method: 'POST',
  path: '/staff/catalogue/home/banner/save',
  summary:
    "Catalogue staff: create (no bannerId, last in its country) or change a banner's titles, picture and link. The picture is a photo the caller uploaded (`POST /upload/image`, purpose `banner`) when `upload` is given, else the drawn `art`",
  body: z.object({
    bannerId: deskId.optional(),
    countryCode: deskCountry,
    titles: offerTitles,
    art: z
      .number()
      .int()
      .min(0)
      .max(BANNER_ARTS - 1),
    upload: uploadRefSchema.optional(),
    link: bannerLinkSchema,
  }),
  data: deskBannerSchema,
});

export const deskRemoveBanner = endpoint({
  ...deskStaff,
  method: 'POST',
  path: '/staff/catalogue/home/banner/remove',
  summary: "Catalogue staff: remove a banner; answers the country's banners left",
  body: z.object({ bannerId: deskId }),
  data: z.array(deskBannerSchema),
});

export const deskArrangeBanners = endpoint({
  ...deskStaff,
  method: 'POST',
  path: '/staff/catalogue/home/banner/arrange',
  summary: "Catalogue staff: a country's banners in their new order, each named once",
  body: z.object({ countryCode: deskCountry, bannerIds: z.array(deskId).max(50) }),
  data: z.array(deskBannerSchema),
});

export const deskSpecialListSchema = z.object({
  listId: z.number().int(),
  title: z.string(),
  titles: localizedTexts,
  subtitles: localizedTexts,
  itemCount: z.number().int(),
});
export type DeskSpecialList = z.infer<typeof deskSpecialListSchema>;

export const deskSpecialLists = endpoint({
  ...deskStaff,
  method: 'GET',
  path: '/staff/catalogue/home/list/list',
  summary: 'Catalogue staff: the special lists in the order the shop shows them',
  data: z.array(deskSpecialListSchema),
});

export const deskSpecialListDetailSchema = deskSpecialListSchema.extend({ items: z.array(deskTargetSchema) });
export type DeskSpecialListDetail = z.infer<typeof deskSpecialListDetailSchema>;

export const deskSpecialList = endpoint({
  ...deskStaff,
  method: 'GET',
  path: '/staff/catalogue/home/list/detail',
  summary: "Catalogue staff: a special list's titles in every language and its SKUs in order",
  query: z.object({ listId: deskQueryId }),
  data: deskSpecialListDetailSchema,
});

export const deskSaveSpecialList = endpoint({
  ...deskStaff,
  method: 'POST',
  path: '/staff/catalogue/home/list/save',
  summary:
    "Catalogue staff: create (no listId, shown last) or change a special list's titles, subtitles and SKUs in order",
  body: z.object({
    listId: deskId.optional(),
    titles: offerTitles,
    subtitles: offerTitles,
    skuIds: z.array(deskId).max(SPECIAL_LIST_ITEMS_MAX),
  }),
  data: deskSpecialListDetailSchema,
});

export const deskRemoveSpecialList = endpoint({
  ...deskStaff,
  method: 'POST',
  path: '/staff/catalogue/home/list/remove',
  summary: 'Catalogue staff: remove a special list and its items; answers the lists left',
  body: z.object({ listId: deskId }),
  data: z.array(deskSpecialListSchema),
});

export const deskArrangeSpecialLists = endpoint({
  ...deskStaff,
  method: 'POST',
  path: '/staff/catalogue/home/list/arrange',
  summary: 'Catalogue staff: the special lists in the order the shop shows them, each named once',
  body: z.object({ listIds: z.array(deskId).max(50) }),
  data: z.array(deskSpecialListSchema),
});

export const deskRecommendationsSchema = z.object({
  countryCode: z.string(),
  /** Shown first on Home, in this order, when on the shelf and in stock; the best sellers follow. */
  items: z.array(deskTargetSchema),
});
export type DeskRecommendations = z.infer<typeof deskRecommendationsSchema>;

export const deskRecommendations = endpoint({
  ...deskStaff,
  method: 'GET',
  path: '/staff/catalogue/home/recommendation/list',
  summary: "Catalogue staff: the SKUs a country's Home recommendations show first",
  query: z.object({ countryCode: deskCountry }),
  data: deskRecommendationsSchema,
});

export const deskSetRecommendations = endpoint({
  ...deskStaff,
  method: 'POST',
  path: '/staff/catalogue/home/recommendation/set',
  summary:
    "Catalogue staff: the SKUs a country's Home recommendations show first, in order (empty: the best sellers alone)",
  body: z.object({ countryCode: deskCountry, skuIds: z.array(deskId).max(RECOMMENDATIONS_MAX) }),
  data: deskRecommendationsSchema,
});
