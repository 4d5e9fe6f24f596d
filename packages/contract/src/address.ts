import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { memberAddressSchema, phoneCountryCodeSchema, phoneNumberSchema } from './member.js';
import { uploadRefSchema } from './upload.js';

/**
 * Saved delivery addresses (spec §2 Address / AddAddress, §3 Address, §5) and the administrative
 * divisions their pickers read. Every route acts on the logged-in member's own addresses only;
 * another member's id is a 404. `inRegion` is computed by the server from the coordinates and the
 * warehouses' delivery areas; a client never sends it.
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);
const required = (messageKey: string) => ({ params: { messageKey } });
/** Trimmed text that must not be empty, with the spec §5 message of its field. */
const requiredText = (max: number, messageKey: string) =>
  z
    .string()
    .max(max)
    // Absent counts as empty, so a missing field gets its own message rather than a generic one.
    .default('')
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, required(messageKey));
const divisionCode = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[\w-]+$/);

/** A saved address as the address screens show it: the stored fields plus the division names. */
export const addressSchema = memberAddressSchema.extend({
  countryCode: z.string().nullable(),
  /** Names of the province, district and ward in the request's locale (null when not chosen). */
  provinceName: z.string().nullable(),
  districtName: z.string().nullable(),
  wardName: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

/** What the AddAddress form sends (add and update). */
export const addressInputSchema = z
  .object({
    name: requiredText(60, 'address.nameRequired'),
    phoneCountryCode: phoneCountryCodeSchema,
    phoneNumber: z
      .string()
      .default('')
      .refine((v) => v.trim().length > 0, required('address.phoneRequired'))
      .pipe(phoneNumberSchema),
    /** ISO 3166 alpha-2 country of the address (its divisions are that country's). */
    countryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .transform((v) => v.toUpperCase()),
    provinceCode: divisionCode.nullable().optional(),
    districtCode: divisionCode.nullable().optional(),
    wardCode: divisionCode.nullable().optional(),
    postCode: z.string().trim().max(20).nullable().optional(),
    detailAddress: requiredText(300, 'address.detailRequired'),
    houseNumber: requiredText(60, 'address.houseNumberRequired'),
    latitude: z
      .number()
      .min(-90)
      .max(90)
      .optional()
      .refine((v) => v !== undefined, required('address.locationRequired')),
    longitude: z
      .number()
      .min(-180)
      .max(180)
      .optional()
      .refine((v) => v !== undefined, required('address.locationRequired')),
    /** The member's own uploads (ids or the URLs the upload answered); at most three photos. */
    images: z.array(uploadRefSchema).max(3).default([]),
    /** Make this the default address (the first address is the default whatever this says). */
    defaultStatus: z.union([z.literal(0), z.literal(1)]).optional(),
  })
  .strict();
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressList = endpoint({
  method: 'GET',
  path: '/member/address/list',
  access: 'member',
  summary: "The member's addresses, the default first",
  tags: ['address'],
  data: z.array(addressSchema),
});

export const addressDetail = endpoint({
  method: 'GET',
  path: '/member/address/detail',
  access: 'member',
  summary: 'One of the member’s addresses (404 when it is not theirs)',
  tags: ['address'],
  query: z.object({ id }),
  data: addressSchema,
});

export const addressAdd = endpoint({
  method: 'POST',
  path: '/member/address/add',
  access: 'member',
  summary: 'Add an address (at most maxReceiveAddress; 409 beyond). The first one becomes the default',
  tags: ['address'],
  body: addressInputSchema,
  data: addressSchema,
});

export const addressUpdate = endpoint({
  method: 'POST',
  path: '/member/address/update',
  access: 'member',
  summary: 'Replace the fields of one of the member’s addresses',
  tags: ['address'],
  body: addressInputSchema.extend({ id }),
  data: addressSchema,
});

export const addressDelete = endpoint({
  method: 'POST',
  path: '/member/address/delete',
  access: 'member',
  summary: 'Delete an address; when it was the default, the newest remaining one becomes the default',
  tags: ['address'],
  body: z.object({ id }).strict(),
  data: z.null(),
});

export const addressSetDefault = endpoint({
  method: 'POST',
  path: '/member/address/setDefault',
  access: 'member',
  summary: 'Make one address the default (exactly one default per member, also under concurrent calls)',
  tags: ['address'],
  body: z.object({ id }).strict(),
  data: addressSchema,
});

/** One administrative division: province (1) → district (2) → ward (3). */
export const divisionSchema = z.object({
  code: z.string(),
  name: z.string(),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  parentCode: z.string().nullable(),
  hasChildren: z.boolean(),
});
export type Division = z.infer<typeof divisionSchema>;

export const divisionList = endpoint({
  method: 'GET',
  path: '/global/division/list',
  access: 'public',
  summary: 'Provinces of a country, or the children of one division, in the request locale',
  tags: ['address'],
  query: z.object({
    countryCode: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((v) => v.toUpperCase()),
    parentCode: divisionCode.optional(),
  }),
  data: z.array(divisionSchema),
});
