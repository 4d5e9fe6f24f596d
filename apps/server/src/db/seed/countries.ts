import type { Db } from '../client.js';
import { country } from '../schema/index.js';

/** The retailer's markets. Vietnam is the default; every market also offers English. */
export const COUNTRIES: (typeof country.$inferInsert)[] = [
  {
    countryCode: 'VN',
    phoneCode: '84',
    currencyCode: 'VND',
    currencySymbol: '₫',
    currencyDigits: 0,
    currencyStepMinor: 1,
    languageCode: 'vi-VN',
    languages: ['vi-VN', 'en-US'],
    isDefault: true,
    sort: 1,
  },
  {
    countryCode: 'TH',
    phoneCode: '66',
    currencyCode: 'THB',
    currencySymbol: '฿',
    currencyDigits: 2,
    currencyStepMinor: 1,
    languageCode: 'th-TH',
    languages: ['th-TH', 'en-US'],
    isDefault: false,
    sort: 2,
  },
  // The kip has no coins in use: prices are whole kip.
  {
    countryCode: 'LA',
    phoneCode: '856',
    currencyCode: 'LAK',
    currencySymbol: '₭',
    currencyDigits: 0,
    currencyStepMinor: 1,
    languageCode: 'lo-LA',
    languages: ['lo-LA', 'th-TH', 'en-US'],
    isDefault: false,
    sort: 3,
  },
  {
    countryCode: 'PH',
    phoneCode: '63',
    currencyCode: 'PHP',
    currencySymbol: '₱',
    currencyDigits: 2,
    currencyStepMinor: 1,
    languageCode: 'fil-PH',
    languages: ['fil-PH', 'en-US'],
    isDefault: false,
    sort: 4,
  },
  {
    countryCode: 'CN',
    phoneCode: '86',
    currencyCode: 'CNY',
    currencySymbol: '¥',
    currencyDigits: 2,
    currencyStepMinor: 1,
    languageCode: 'zh-CN',
    languages: ['zh-CN', 'en-US'],
    isDefault: false,
    sort: 5,
  },
];

export async function seedCountries(db: Db): Promise<void> {
  await db.insert(country).values(COUNTRIES).onConflictDoNothing();
}
