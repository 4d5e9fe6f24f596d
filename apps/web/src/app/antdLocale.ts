import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import viVN from 'antd-mobile/es/locales/vi-VN';
import thTH from 'antd-mobile/es/locales/th-TH';
import type { Locale } from '@storefront/contract';
import { filPH, loLA } from './antdLocalePacks';

/** antd-mobile's own texts (e.g. the mask's accessible name); Lao and Filipino are ours. */
const packs: Partial<Record<Locale, typeof enUS>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'vi-VN': viVN,
  'th-TH': thTH,
  'lo-LA': loLA,
  'fil-PH': filPH,
};

export const antdLocaleFor = (locale: Locale) => packs[locale] ?? enUS;
