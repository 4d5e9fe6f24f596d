import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import viVN from 'antd-mobile/es/locales/vi-VN';
import thTH from 'antd-mobile/es/locales/th-TH';
import type { Locale } from '@storefront/contract';

/** antd-mobile's own texts (e.g. the mask's accessible name); it has no Lao or Filipino pack. */
const packs: Partial<Record<Locale, typeof enUS>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'vi-VN': viVN,
  'th-TH': thTH,
};

export const antdLocaleFor = (locale: Locale) => packs[locale] ?? enUS;
