import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, matchLocale, type Locale } from '@storefront/contract/constants';
import { enUS, type Texts } from './locales/en-US';

export { LOCALES, type Locale };

/** Each language but English is a chunk of its own, downloaded when chosen. */
const loaders: Record<Locale, () => Promise<Texts>> = {
  'en-US': () => Promise.resolve(enUS),
  'zh-CN': () => import('./locales/zh-CN').then((m) => m.zhCN),
  'vi-VN': () => import('./locales/vi-VN').then((m) => m.viVN),
  'th-TH': () => import('./locales/th-TH').then((m) => m.thTH),
  'lo-LA': () => import('./locales/lo-LA').then((m) => m.loLA),
  'fil-PH': () => import('./locales/fil-PH').then((m) => m.filPH),
};

/** Each language named in itself, for the language switch. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'zh-CN': '简体中文',
  'en-US': 'English',
  'vi-VN': 'Tiếng Việt',
  'th-TH': 'ไทย',
  'lo-LA': 'ລາວ',
  'fil-PH': 'Filipino',
};

const KEY = 'consoleLocale';

/** The language chosen before, else the browser's, else English. */
export function initialLocale(): Locale {
  const stored = localStorage.getItem(KEY);
  if (stored && (LOCALES as readonly string[]).includes(stored)) return stored as Locale;
  return matchLocale(navigator.languages ?? []) ?? DEFAULT_LOCALE;
}

export function initI18n(): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { 'en-US': { console: enUS } },
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      ns: ['console'],
      defaultNS: 'console',
      interpolation: { escapeValue: false },
      react: { useSuspense: false, bindI18n: 'languageChanged', bindI18nStore: 'added' },
      initAsync: false,
    });
    // Screen readers and fonts (Thai, Lao) follow the page's language.
    i18n.on('languageChanged', (lng) => (document.documentElement.lang = lng));
  }
  return i18n;
}

/** Loads the language's texts once, then switches to it and remembers the choice. */
export async function changeLocale(locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'console')) {
    i18n.addResourceBundle(locale, 'console', await loaders[locale](), true, true);
  }
  localStorage.setItem(KEY, locale);
  await i18n.changeLanguage(locale);
}

export const currentLocale = (): Locale => (i18n.language as Locale | undefined) ?? DEFAULT_LOCALE;
