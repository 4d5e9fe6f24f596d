import { DEFAULT_LOCALE, type Locale, matchLocale, parseAcceptLanguage } from '@storefront/contract';
import { abuse } from './areas/abuse.js';
import { address } from './areas/address.js';
import { cart } from './areas/cart.js';
import { catalogue } from './areas/catalogue.js';
import { coupon } from './areas/coupon.js';
import { desk } from './areas/desk.js';
import { auth } from './areas/auth.js';
import { member } from './areas/member.js';
import { merchandising } from './areas/merchandising.js';
import { order } from './areas/order.js';
import { ops } from './areas/ops.js';
import { seo } from './areas/seo.js';
import { staff } from './areas/staff.js';
import { enUS } from './messages/en-US.js';
import { filPH } from './messages/fil-PH.js';
import { loLA } from './messages/lo-LA.js';
import { thTH } from './messages/th-TH.js';
import { viVN } from './messages/vi-VN.js';
import { zhCN } from './messages/zh-CN.js';

/**
 * Server messages: the core catalogue (messages/) plus one file per module area (areas/), each
 * with all six locales. A module adds its area to `areas` below.
 */
const areas = [
  auth,
  member,
  catalogue,
  address,
  cart,
  order,
  ops,
  coupon,
  seo,
  abuse,
  staff,
  merchandising,
  desk,
] as const satisfies readonly Record<Locale, Record<string, string>>[];

type AreaKey = (typeof areas)[number] extends infer A
  ? A extends Record<'en-US', infer M>
    ? keyof M & string
    : never
  : never;
export type MessageKey = keyof typeof enUS | AreaKey;

const core: Record<Locale, Record<string, string>> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'vi-VN': viVN,
  'th-TH': thTH,
  'lo-LA': loLA,
  'fil-PH': filPH,
};
const catalogues = Object.fromEntries(
  Object.entries(core).map(([locale, messages]) => [
    locale,
    Object.assign({}, messages, ...areas.map((area: Record<Locale, Record<string, string>>) => area[locale as Locale])),
  ]),
) as Record<Locale, Record<string, string>>;

export type MessageParams = Record<string, string | number>;

/** The message for `key` in `locale`, with `{name}` placeholders filled. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = catalogues[locale][key] ?? catalogues[DEFAULT_LOCALE][key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

export function localeFromHeader(acceptLanguage: string | undefined): Locale {
  return matchLocale(parseAcceptLanguage(acceptLanguage)) ?? DEFAULT_LOCALE;
}
