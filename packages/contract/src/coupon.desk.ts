// Coupons kept by the catalogue staff: the templates members claim by code or are granted, and who
// holds them. A template's terms are fixed once someone holds one of its coupons.
import { z } from 'zod';
import { COUPON_KINDS, COUPON_SCOPE_IDS_MAX, COUPON_SCOPES, COUPON_STATES } from './constants.js';
import { deskCountry, deskId, deskQueryId, deskStaff } from './desk.js';
import { localizedTexts, majorAmount, offerPageQuery, offerTitles, offerWindow, offerWindowSchema } from './offer.js';
import { endpoint } from './endpoint.js';
import { page, pageQuery } from './envelope.js';

export const deskCouponSchema = offerWindowSchema.extend({
  templateId: z.number().int(),
  /** The claim code; null for a coupon that is only granted. */
  code: z.string().nullable(),
  /** In the caller's language, else English. */
  name: z.string(),
  names: localizedTexts,
  countryCode: z.string(),
  currencyCode: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** Minor units off (amount). */
  amount: z.number().int(),
  /** Percent off (percent), 1–100. */
  percent: z.number().int(),
  /** Cap of a percent coupon, minor units; null: none. */
  maxDiscount: z.number().int().nullable(),
  minSpend: z.number().int(),
  scope: z.enum(COUPON_SCOPES),
  scopeIds: z.array(z.number().int()),
  /** The covered categories or products in the caller's language, in `scopeIds` order. */
  scopeNames: z.array(z.string()),
  perMemberLimit: z.number().int(),
  totalCount: z.number().int(),
  claimedCount: z.number().int(),
  usedCount: z.number().int(),
  /** Someone holds one: the terms (kind, amounts, spend, scope, country) can no longer change. */
  termsFixed: z.boolean(),
});
export type DeskCoupon = z.infer<typeof deskCouponSchema>;

export const deskCoupons = endpoint({
  ...deskStaff,
  method: 'GET',
  path: '/staff/catalogue/coupon/list',
  summary: 'Catalogue staff: coupons, newest first, by country, state, and a code or a name in any language',
  query: offerPageQuery,
  data: page(deskCouponSchema),
});

export const deskCoupon = endpoint({
  ...deskStaff,
  method: 'GET',
  path: '/staff/catalogue/coupon/detail',
  summary: 'Catalogue staff: one coupon with its names in every language and its counts',
  query: z.object({ templateId: deskQueryId }),
  data: deskCouponSchema,
});

export const deskSaveCoupon = endpoint({
  ...deskStaff,
  method: 'POST',
  path: '/staff/catalogue/coupon/save',
  summary:
    'Catalogue staff: create (no templateId) or change a coupon: amount or percent off with a cap, minimum spend, scope, country, window, quantity and limit per customer; amounts in major units. 409 when held coupons would change terms or the quantity falls below those claimed',
  body: z.object({
    templateId: deskId.optional(),
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{3,32}$/)
      .transform((v) => v.toUpperCase())
      .nullable(),
    names: offerTitles,
    countryCode: deskCountry,
    kind: z.enum(COUPON_KINDS),
    amount: majorAmount.optional(),
    percent: z.number().int().min(1).max(100).optional(),
    maxDiscount: majorAmount.nullable().optional(),
    minSpend: majorAmount,
    scope: z.enum(COUPON_SCOPES),
    scopeIds: z.array(deskId).max(COUPON_SCOPE_IDS_MAX).default([]),
    ...offerWindow,
    perMemberLimit: z.number().int().min(1).max(100),
    totalCount: z.number().int().min(1).max(10_000_000),
  }),
  data: deskCouponSchema,
});

export const deskCouponHolderSchema = z.object({
  memberCouponId: z.number().int(),
  memberId: z.number().int(),
  /** The member's nickname, else their phone. */
  memberName: z.string(),
  phone: z.string(),
  state: z.enum(COUPON_STATES),
  claimedAt: z.string(),
  usedAt: z.string().nullable(),
  /** The order that used it. */
  orderSn: z.string().nullable(),
  /** The staff member who granted it; null when claimed by its code. */
  grantedBy: z.string().nullable(),
});
export type DeskCouponHolder = z.infer<typeof deskCouponHolderSchema>;

export const deskCouponHolders = endpoint({
  ...deskStaff,
  method: 'GET',
  path: '/staff/catalogue/coupon/holders',
  summary: "Catalogue staff: who holds a coupon's copies, the latest first, with each one's state and order",
  query: pageQuery.extend({ templateId: deskQueryId }),
  data: page(deskCouponHolderSchema),
});

export const deskGrantCoupon = endpoint({
  ...deskStaff,
  method: 'POST',
  path: '/staff/catalogue/coupon/grant',
  summary:
    "Catalogue staff: give a customer, found by phone, one of a coupon's copies within its quantity and limit per customer; the same clientKey grants once",
  body: z.object({
    templateId: deskId,
    phoneCountryCode: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/),
    phoneNumber: z.string().trim().min(4).max(20),
    clientKey: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
  }),
  data: deskCouponHolderSchema,
});
