import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { page } from './envelope.js';
import { COUPON_STATES } from './constants.js';
import { id } from './order.fields.js';

/**
 * Coupons (spec §2 Coupon, §5 coupon code; DESIGN.md "Coupons"). A member's coupons are listed by
 * state; a code claims one. Amounts are integer minor units of `currencyCode`.
 */
export const couponStateSchema = z.enum(COUPON_STATES);

export const couponSchema = z.object({
  /** The member's coupon (what checkout names). */
  id: z.number().int(),
  templateId: z.number().int(),
  name: z.string(),
  kind: z.enum(['amount', 'percent']),
  /** Amount off (kind amount). */
  amount: z.number().int(),
  /** Percent off, 1–100 (kind percent). */
  percent: z.number().int(),
  /** Cap of a percent coupon; null without one. */
  maxDiscount: z.number().int().nullable(),
  /** Spend on covered items needed; 0 for none. */
  minSpend: z.number().int(),
  currencyCode: z.string(),
  scope: z.enum(['all', 'categories', 'products']),
  /** Names of the covered categories or products in the request locale (empty for `all`). */
  scopeNames: z.array(z.string()),
  startTime: z.string(),
  endTime: z.string(),
  state: couponStateSchema,
  claimTime: z.string(),
  useTime: z.string().nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponList = endpoint({
  method: 'GET',
  path: '/member/coupon/list',
  access: 'member',
  summary: "The member's coupons in one state (unused, used, expired), newest first",
  tags: ['coupon'],
  query: z.object({
    state: couponStateSchema.default('unused'),
    pageNum: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
  }),
  data: page(couponSchema).extend({ counts: z.record(couponStateSchema, z.number().int()) }),
});

export const couponClaim = endpoint({
  method: 'POST',
  path: '/member/coupon/claim',
  access: 'member',
  summary:
    "Claim a coupon by its code (atomic: the last one goes to one member only). 422 unknown or inactive code, or a coupon of another country than the warehouse's, 409 none left or the per-member limit reached, 429 too many attempts",
  tags: ['coupon'],
  body: z
    .object({
      code: z
        .string()
        .trim()
        .min(1)
        .max(32)
        .transform((v) => v.toUpperCase()),
      /**
       * The warehouse the shopper shops from (the web sends its current one): a coupon is for one
       * country, and one of another country is refused here, as it could not be used there.
       */
      warehouseId: id.optional(),
    })
    .strict(),
  data: couponSchema,
});
