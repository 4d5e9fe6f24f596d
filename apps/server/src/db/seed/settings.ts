import type { Db } from '../client.js';
import { appSetting } from '../schema/index.js';
import { CANCEL_REASONS, PRIVACY_AGREEMENT } from './settings-text.js';

/**
 * Defaults for every configuration key of spec §3 (and the ones DESIGN.md adds). Inserted only
 * when missing, so an operator's change survives a restart.
 */
const SETTINGS: (typeof appSetting.$inferInsert)[] = [
  // Set by the catalogue seed once the 18+ category exists.
  { key: 'UNDER_18_CATEGORY_ID', value: null },
  { key: 'USER_WALLET_SHOW', value: false },
  { key: 'PASSWORD_MD5_SUFFIX', value: 'storefront-h5' },
  { key: 'USER_WALLET_NAME', value: 'Wallet' },
  { key: 'maxReceiveAddress', value: 20 },
  {
    key: 'APP_BASIC_CONFIG',
    value: {
      shopName: 'Mekong Mart',
      serviceName: 'Mekong Mart Care',
      servicePhone: '+84 28 7300 1234',
      serviceEmail: 'care@storefront.example',
      serviceHours: '08:00–21:00',
      whatsapp: '+84 90 123 4567',
      line: '@storefront',
      zalo: '0901234567',
      wechat: 'storefront-care',
    },
  },
  { key: 'MERCHANTS_ENTRY_SWITCH', value: true },
  { key: 'MANIPULATE_ORDER_PERMISSION', value: true },
  { key: 'paymentTimeoutMinutes', value: 30 },
  // Cart limits: units of one SKU per line, and lines per cart of a warehouse.
  { key: 'CART_LINE_MAX_QUANTITY', value: 99 },
  { key: 'CART_MAX_LINES', value: 100 },
  { key: 'cancelReasons', value: CANCEL_REASONS, localized: true },
  { key: 'privacyAgreement', value: PRIVACY_AGREEMENT, localized: true },
];

export async function seedSettings(db: Db): Promise<void> {
  await db.insert(appSetting).values(SETTINGS).onConflictDoNothing();
}
