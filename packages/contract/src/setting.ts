import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** The shop's name (header of Home, document title) and its customer-service channels (My). */
export const appBasicConfigSchema = z.object({
  /** Shown wherever the storefront names itself; absent, the app's own word ("Storefront") stands. */
  shopName: z.string().optional(),
  serviceName: z.string(),
  servicePhone: z.string(),
  serviceEmail: z.string(),
  serviceHours: z.string(),
  whatsapp: z.string().optional(),
  line: z.string().optional(),
  zalo: z.string().optional(),
  wechat: z.string().optional(),
});
export type AppBasicConfig = z.infer<typeof appBasicConfigSchema>;

/** The server's configuration keys of spec §3, plus the settings DESIGN.md adds. */
export const appSettingsSchema = z.object({
  UNDER_18_CATEGORY_ID: z.number().int().nullable(),
  USER_WALLET_SHOW: z.boolean(),
  PASSWORD_MD5_SUFFIX: z.string(),
  USER_WALLET_NAME: z.string(),
  maxReceiveAddress: z.number().int().positive(),
  APP_BASIC_CONFIG: appBasicConfigSchema,
  MERCHANTS_ENTRY_SWITCH: z.boolean(),
  MANIPULATE_ORDER_PERMISSION: z.boolean(),
  /** Minutes an unpaid order waits before it is cancelled. */
  paymentTimeoutMinutes: z.number().int().positive(),
  /** Reasons a customer picks from when cancelling, already in the request's locale. */
  cancelReasons: z.array(z.string()),
  /** The privacy agreement in the request's locale (plain paragraphs). */
  privacyAgreement: z.string(),
  /**
   * Map tiles for AddAddress ("modify location"), `{z}/{x}/{y}` in the URL; null: no map (the
   * position or typed coordinates place the address). From the server's MAP_TILE_URL.
   */
  mapTileUrl: z.string().nullable(),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

export const getSettings = endpoint({
  method: 'GET',
  path: '/app/setting/get',
  access: 'public',
  summary: 'Storefront configuration (spec §3) in the request locale',
  tags: ['setting'],
  data: appSettingsSchema,
});
