import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@storefront/contract';
import { NAMESPACES } from './namespaces';
import { resources } from './resources';

/** Keeps `<html lang>` right so screen readers and fonts pick the language (Thai, Lao). */
function syncHtmlLang(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/** Initialises i18next once, synchronously: resources are bundled, so no suspense or flash. */
export function initI18n(locale: Locale = DEFAULT_LOCALE) {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', syncHtmlLang);
    void i18n.use(initReactI18next).init({
      resources,
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  } else if (i18n.language !== locale) {
    void i18n.changeLanguage(locale);
  }
  syncHtmlLang(locale);
  return i18n;
}

export { i18n };
export { LOCALE_NAMES, isLocale, resolveLocale } from './resolveLocale';
export { NAMESPACES, type Namespace } from './namespaces';
export { useT, type AppT } from './useT';
