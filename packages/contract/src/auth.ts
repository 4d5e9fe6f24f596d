import { z } from 'zod';
import { keywordPageQuery, page } from './envelope.js';
import { endpoint } from './endpoint.js';
import { TOKEN_HEAD } from './headers.js';
import { SMS_CODE_PATTERN, SMS_SCENES } from './constants.js';
import { memberAccountSchema, memberAddressSchema, memberDtoSchema, phoneSchema } from './member.js';

/** Login answers: the client stores `tokenHead + token` and sends it as Authorization. */
export const tokenSchema = z.object({ tokenHead: z.literal(TOKEN_HEAD), token: z.string() });
export type TokenAnswer = z.infer<typeof tokenSchema>;

/** SMS_SCENES, SMS_CODE_LENGTH, SMS_CODE_PATTERN and SMS_RESEND_SECONDS are in constants.ts. */
export const smsSceneSchema = z.enum(SMS_SCENES);
const smsCodeRegExp = new RegExp(`^${SMS_CODE_PATTERN}$`);

export const smsCodeSchema = z
  .string()
  .refine((v) => smsCodeRegExp.test(v), { params: { messageKey: 'auth.codeSixDigits' } });
/** MD5(password + PASSWORD_MD5_SUFFIX) in hex; the clear rule (6–20, letters and digits) is the web's. */
export const passwordDigestSchema = z
  .string()
  .refine((v) => /^[0-9a-fA-F]{32}$/.test(v), { params: { messageKey: 'auth.passwordDigest' } })
  .transform((v) => v.toLowerCase());

export const sendSmsCode = endpoint({
  method: 'GET',
  path: '/sso/login/sendSmsCode',
  access: 'public',
  summary:
    'Send a six-digit code. 409 with data.secondsLeft inside the resend wait; 429 past the daily or per-IP limit',
  tags: ['sso'],
  query: phoneSchema.extend({ scene: smsSceneSchema }),
  data: z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() }),
});
/** `data` of the 409 answer of sendSmsCode. */
export const smsResendWaitSchema = z.object({ secondsLeft: z.number().int() });

export const registeredOrNot = endpoint({
  method: 'GET',
  path: '/sso/login/registeredOrNot',
  access: 'public',
  summary: 'Whether a phone is registered and has a password (picks the login step)',
  tags: ['sso'],
  query: phoneSchema,
  data: z.object({ registered: z.boolean(), hasPassword: z.boolean() }),
});

export const loginBySmsCode = endpoint({
  method: 'POST',
  path: '/sso/login/smsCode',
  access: 'public',
  summary: 'Log in with a login/register code; a new phone is registered only with agreement: true',
  tags: ['sso'],
  body: phoneSchema.extend({ smsCode: smsCodeSchema, agreement: z.boolean().optional() }),
  data: tokenSchema,
});

export const loginByPassword = endpoint({
  method: 'POST',
  path: '/sso/login/password',
  access: 'public',
  summary: 'Log in with the password digest',
  tags: ['sso'],
  body: phoneSchema.extend({ password: passwordDigestSchema }),
  data: tokenSchema,
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/sso/login/resetPassword',
  access: 'public',
  summary: 'Set a new password with a resetPassword code; every session of the member is ended',
  tags: ['sso'],
  body: phoneSchema.extend({ smsCode: smsCodeSchema, password: passwordDigestSchema }),
  data: z.null(),
});

export const changePassword = endpoint({
  method: 'POST',
  path: '/sso/member/updatePassword',
  access: 'member',
  summary: 'Change the password (old one required when set); other sessions are ended',
  tags: ['sso'],
  body: z.object({ oldPassword: passwordDigestSchema.optional(), newPassword: passwordDigestSchema }),
  data: z.null(),
});

/** Who is really at the keyboard in a proxy session (guest ordering). */
export const actingStaffSchema = z.object({
  id: z.number().int(),
  nickname: z.string().nullable(),
  username: z.string(),
});

export const memberInfoSchema = z.object({
  id: z.number().int(),
  isRegulars: z.boolean(),
  accounts: z.array(memberAccountSchema),
  memberDto: memberDtoSchema,
  memberReceiveAddressList: z.array(memberAddressSchema),
  /** Set when this token was minted for staff ordering on the customer's behalf. */
  actingStaff: actingStaffSchema.nullable(),
  /** The role and MANIPULATE_ORDER_PERMISSION together: show the guest-order entry on My. */
  canManipulateOrder: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const getMemberInfo = endpoint({
  method: 'GET',
  path: '/sso/info',
  access: 'member',
  summary: 'The logged-in member: memberDto, balances and saved addresses',
  tags: ['sso'],
  data: memberInfoSchema,
});

export const logout = endpoint({
  method: 'GET',
  path: '/sso/logout',
  access: 'member',
  summary: 'End this session; the token is dead everywhere',
  tags: ['sso'],
  data: z.null(),
});

export const visitorToken = endpoint({
  method: 'POST',
  path: '/sso/visitor/token',
  access: 'public',
  summary: 'A visitor token for a device fingerprint, sent back as GuestAuthorization',
  tags: ['sso'],
  body: z.object({ visitorId: z.string().regex(/^[\w-]{8,128}$/) }),
  data: tokenSchema.extend({ visitorId: z.string() }),
});

export const customerSummarySchema = z.object({
  id: z.number().int(),
  nickname: z.string().nullable(),
  phoneCountryCode: z.string(),
  phone: z.string(),
  username: z.string(),
  icon: z.string().nullable(),
  isCertified: z.boolean(),
  isRegulars: z.boolean(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const listCustomers = endpoint({
  method: 'GET',
  path: '/sso/manipulateOrder/member/list',
  access: 'staff',
  roles: ['sales'],
  summary: 'Staff: customers by phone (digits, with or without country code) or name, newest first',
  tags: ['sso'],
  query: keywordPageQuery,
  data: page(customerSummarySchema),
});

export const genTokenByManipulateOrder = endpoint({
  method: 'POST',
  path: '/sso/manipulateOrder/genTokenByManipulateOrder',
  access: 'staff',
  roles: ['sales'],
  summary: "Staff: a customer's token whose session remembers the staff member",
  tags: ['sso'],
  body: z.object({ memberId: z.number().int().positive() }),
  data: tokenSchema,
});

export const genTokenByCrm = endpoint({
  method: 'POST',
  path: '/sso/manipulateOrder/genTokenByCrm',
  access: 'public',
  summary: 'A proxy token from a CRM ticket: base64url({staffId, memberId, exp}).base64url(HMAC-SHA256)',
  tags: ['sso'],
  body: z.object({ ticket: z.string().min(1).max(2000) }),
  data: tokenSchema,
});

/** The CRM ticket payload; `exp` in Unix seconds. */
export const crmTicketPayloadSchema = z.object({
  staffId: z.number().int().positive(),
  memberId: z.number().int().positive(),
  exp: z.number().int().positive(),
});
export type CrmTicketPayload = z.infer<typeof crmTicketPayloadSchema>;

export const smsOutboxEntrySchema = z.object({
  phoneCountryCode: z.string(),
  phoneNumber: z.string(),
  scene: smsSceneSchema,
  code: z.string(),
  text: z.string(),
  sentAt: z.string(),
});

export const devSmsOutbox = endpoint({
  method: 'GET',
  path: '/dev/sms/outbox',
  access: 'public',
  summary: 'Development and tests only (never production): messages the log SMS sender sent, newest first',
  tags: ['dev'],
  query: z.object({ phoneNumber: z.string().max(32).optional() }),
  data: z.array(smsOutboxEntrySchema),
});
