import i18n, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE } from '@storefront/contract/constants';
import type { Locale } from '@storefront/contract';
import { MORE_NAMESPACES, NAMESPACES } from './namespaces';
import { loadResources, type TextSet } from './resources';

/**
 * Keeps `<html lang>` right so screen readers and fonts pick the language (Thai, Lao). Written only
 * when it changes: Chromium restyles the whole document on any write of `lang`, the same value
 * too, and a server-drawn page has it right already (Home's first visit: a 45 ms style recalc of
 * 723 elements, unthrottled, in a Lighthouse trace).
 */
function syncHtmlLang(lng: string) {
  if (typeof document !== 'undefined' && document.documentElement.lang !== lng) document.documentElement.lang = lng;
}

/** How the app sets i18next up, apart from its texts and language. */
export const I18NEXT_SETUP = {
  fallbackLng: DEFAULT_LOCALE,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  // Texts are loaded before anything renders (main.tsx), and the screens past the shop's before
  // they open (app/router): nothing suspends; a language switch or texts that arrive draw again.
  react: { useSuspense: false, bindI18n: 'languageChanged', bindI18nStore: 'added' },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
} satisfies InitOptions;

/**
 * Initialises i18next once, synchronously, with no catalogue yet: each locale's catalogues are a
 * chunk of their own. Nothing may render before `loadLocale` of the first locale has
 * resolved (main.tsx awaits it), so no key is ever shown in place of a text.
 */
export function initI18n(locale: Locale = DEFAULT_LOCALE) {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', syncHtmlLang);
    void i18n.use(initReactI18next).init({
      // Given (empty) so i18next treats catalogues as bundled: added below, never fetched by it.
      resources: {},
      lng: locale,
      ...I18NEXT_SETUP,
    });
  }
  syncHtmlLang(i18n.language ?? locale);
  return i18n;
}

/**
 * Whether a screen past the shop has opened (`loadMoreTexts`): from then on, a locale is loaded
 * with its other screens' texts too, so switching language never shows a key there.
 */
let more = false;
const sets = (): TextSet[] => (more ? ['shop', 'more'] : ['shop']);
const hasSet = (locale: Locale, set: TextSet) =>
  i18n.hasResourceBundle(locale, set === 'shop' ? 'common' : MORE_NAMESPACES[0]!);

/** True when the catalogues the app needs of the locale are in i18next (a switch can be synchronous). */
export const isLocaleLoaded = (locale: Locale) => sets().every((set) => hasSet(locale, set));

/** Downloads the locale's chunks (each once) and adds their catalogues to i18next. */
export async function loadLocale(locale: Locale): Promise<void> {
  const missing = sets().filter((set) => !hasSet(locale, set));
  const loaded = await Promise.all(missing.map((set) => loadResources(locale, set)));
  // Not copied: i18next's default deep copy (JSON.stringify then parse of ~90 kB) was a quarter of
  // the first visit's longest task. Nothing writes to the catalogues after this.
  for (const catalogues of loaded)
    for (const [ns, json] of Object.entries(catalogues))
      i18n.addResourceBundle(locale, ns, json, true, true, { silent: false, skipCopy: true });
}

/**
 * The texts of the screens past the shop (login, account, checkout, orders), in the current
 * language and every one loaded after: each such screen awaits this before it is drawn
 * (app/router), the server and the unit tests call it once.
 */
export function loadMoreTexts(): Promise<void> {
  more = true;
  return loadLocale((i18n.language ?? DEFAULT_LOCALE) as Locale);
}

/** Switches the language only once its catalogues are here: no flash of keys. */
export async function changeLocale(locale: Locale): Promise<void> {
  if (!isLocaleLoaded(locale)) await loadLocale(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  syncHtmlLang(locale);
}

export { i18n };
export { LOCALE_NAMES, isLocale, resolveLocale } from './resolveLocale';
export { NAMESPACES, type Namespace } from './namespaces';
export { useT, type AppT } from './useT';
