import { DEFAULT_LOCALE, type Locale, matchLocale, parseAcceptLanguage } from '@storefront/contract';
import { enUS, type MessageKey, type Messages } from './messages/en-US.js';
import { filPH } from './messages/fil-PH.js';
import { loLA } from './messages/lo-LA.js';
import { thTH } from './messages/th-TH.js';
import { viVN } from './messages/vi-VN.js';
import { zhCN } from './messages/zh-CN.js';

export type { MessageKey };

const catalogues: Record<Locale, Messages> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'vi-VN': viVN,
  'th-TH': thTH,
  'lo-LA': loLA,
  'fil-PH': filPH,
};

export type MessageParams = Record<string, string | number>;

/** The message for `key` in `locale`, with `{name}` placeholders filled. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = catalogues[locale][key] ?? enUS[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

export function localeFromHeader(acceptLanguage: string | undefined): Locale {
  return matchLocale(parseAcceptLanguage(acceptLanguage)) ?? DEFAULT_LOCALE;
}
