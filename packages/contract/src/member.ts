import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { uploadRefSchema } from './upload.js';
import {
  EMAIL_MAX,
  MERCHANT_BUSINESS_NAME_MAX,
  MERCHANT_NAME_MAX,
  MERCHANT_NOTE_MAX,
  NICKNAME_MAX,
  STAFF_ROLES,
} from './constants.js';

/**
 * Phone fields as the web sends them: the dialling code of a country of the countries list
 * ("84", "+84" accepted) and the number as typed. The shape is checked here; the real check per
 * country (libphonenumber) is the server's, with the same message.
 */
const phoneMessage = { params: { messageKey: 'auth.invalidPhone' } };
export const phoneCountryCodeSchema = z
  .string()
  .refine((v) => /^\+?\d{1,4}$/.test(v.trim()), phoneMessage)
  .transform((v) => v.trim().replace(/^\+/, ''));
export const phoneNumberSchema = z
  .string()
  .max(32)
  .refine((v) => /^[\d\s().+-]{4,24}$/.test(v.trim()), phoneMessage);
export const phoneSchema = z.object({ phoneCountryCode: phoneCountryCodeSchema, phoneNumber: phoneNumberSchema });

/**
 * Roles in memberDto: the staff roles (constants.ts `STAFF_ROLES`), plus `proxyOrder`, the name
 * the web reads for "may order for customers", given with `sales`.
 */
export const MEMBER_ROLES = [...STAFF_ROLES, 'proxyOrder'] as const;
export const memberRoleSchema = z.enum(MEMBER_ROLES);

/** 0 not disclosed, 1 male, 2 female (DESIGN.md "Addresses, profile"). */
export const genderSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
/** Payment cycle of credit (spec §4): 0 none, 1 daily, 2 weekly, 3 monthly settlement. */
export const periodicSettlementSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** The spec's memberDto (§3), plus the fields the web needs to show it without guessing. */
export const memberDtoSchema = z.object({
  id: z.number().int(),
  nickname: z.string().nullable(),
  /** National number without the trunk 0, e.g. "901234501". */
  phone: z.string(),
  phoneCountryCode: z.string(),
  /** E.164, e.g. "+84901234501"; what `originalUserName` carries in guest ordering. */
  username: z.string(),
  isCertified: z.boolean(),
  isApplyCertificate: z.boolean(),
  icon: z.string().nullable(),
  gender: genderSchema,
  email: z.string().nullable(),
  /** ISO 8601 instant. */
  createTime: z.string(),
  city: z.string().nullable(),
  /** YYYY-MM-DD. */
  birthday: z.string().nullable(),
  memberLevelId: z.number().int().nullable(),
  periodicSettlement: periodicSettlementSchema,
  hasPassword: z.boolean(),
  roles: z.array(memberRoleSchema),
});
export type MemberDto = z.infer<typeof memberDtoSchema>;

/** A saved address (spec §3). `inRegion` is computed by the server from warehouses; null until known. */
export const memberAddressSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  name: z.string(),
  phoneCountryCode: z.string(),
  phoneNumber: z.string(),
  defaultStatus: z.union([z.literal(0), z.literal(1)]),
  postCode: z.string().nullable(),
  provinceCode: z.string().nullable(),
  districtCode: z.string().nullable(),
  wardCode: z.string().nullable(),
  detailAddress: z.string(),
  houseNumber: z.string(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  images: z.array(z.string()),
  inRegion: z.boolean().nullable(),
});
export type MemberAddress = z.infer<typeof memberAddressSchema>;

/** A member's balances in one currency, all in integer minor units of `currencyCode`. */
export const memberAccountSchema = z.object({
  currencyCode: z.string().length(3),
  walletBalance: z.number().int(),
  creditLimit: z.number().int(),
  creditUsed: z.number().int(),
  creditAvailable: z.number().int(),
});
export type MemberAccount = z.infer<typeof memberAccountSchema>;

export const getProfile = endpoint({
  method: 'GET',
  path: '/sso/member/profile',
  access: 'member',
  summary: 'The logged-in member profile (memberDto)',
  tags: ['member'],
  data: memberDtoSchema,
});

/** Only the fields sent change; null clears an optional field. */
export const updateProfileBody = z
  .object({
    nickname: z.string().trim().min(1).max(NICKNAME_MAX),
    gender: genderSchema,
    birthday: z.iso.date().nullable(),
    email: z.email().max(EMAIL_MAX).nullable(),
    /** One of the member's own uploads (its key or the URL the upload answered); null removes the photo. */
    icon: uploadRefSchema.nullable(),
  })
  .partial()
  .strict();

export const updateProfile = endpoint({
  method: 'POST',
  path: '/sso/member/profile/update',
  access: 'member',
  summary: 'Update nickname, gender, birthday, email or photo (an own upload); answers the new memberDto',
  tags: ['member'],
  body: updateProfileBody,
  data: memberDtoSchema,
});

export const merchantApplicationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phoneCountryCode: z.string(),
  phoneNumber: z.string(),
  businessName: z.string(),
  note: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createTime: z.string(),
});

export const applyMerchant = endpoint({
  method: 'POST',
  path: '/sso/merchant/apply',
  access: 'member',
  summary: 'Merchant entry form of My (when MERCHANTS_ENTRY_SWITCH is on); one pending at a time',
  tags: ['member'],
  body: z
    .object({
      name: z.string().trim().min(1).max(MERCHANT_NAME_MAX),
      businessName: z.string().trim().min(1).max(MERCHANT_BUSINESS_NAME_MAX),
      note: z.string().trim().max(MERCHANT_NOTE_MAX).optional(),
    })
    .extend(phoneSchema.shape)
    .strict(),
  data: merchantApplicationSchema,
});

export const getMerchantApplication = endpoint({
  method: 'GET',
  path: '/sso/merchant/application',
  access: 'member',
  summary: "The member's latest merchant application, or null",
  tags: ['member'],
  data: merchantApplicationSchema.nullable(),
});
