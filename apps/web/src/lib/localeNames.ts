import type { Locale } from '@storefront/contract';

/** Each language named in itself, as people look for their own (spec §3 localeList). */
export const LOCALE_NAMES: Record<Locale, string> = {
  'zh-CN': '简体中文',
  'en-US': 'English',
  'vi-VN': 'Tiếng Việt',
  'th-TH': 'ภาษาไทย',
  'lo-LA': 'ພາສາລາວ',
  'fil-PH': 'Filipino',
};
