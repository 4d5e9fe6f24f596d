import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { Locale } from '../i18n';

/**
 * antd's own texts (pagination, empty tables, confirmation buttons) per language. antd ships
 * Chinese, Vietnamese and Thai; it has no Lao or Filipino pack, so ours (antdLocalePacks.ts) carry
 * the texts of the components the console uses over the English base. English stays in the
 * first load; the others come with their language.
 */
const loaders: Record<Locale, () => Promise<AntdLocale>> = {
  'en-US': () => Promise.resolve(enUS),
  'zh-CN': () => import('antd/es/locale/zh_CN').then((m) => m.default),
  'vi-VN': () => import('antd/es/locale/vi_VN').then((m) => m.default),
  'th-TH': () => import('antd/es/locale/th_TH').then((m) => m.default),
  'lo-LA': () => import('./antdLocalePacks').then((m) => m.loLA),
  'fil-PH': () => import('./antdLocalePacks').then((m) => m.filPH),
};

export const loadAntdLocale = (locale: Locale): Promise<AntdLocale> => loaders[locale]();
export const antdEnglish = enUS;
