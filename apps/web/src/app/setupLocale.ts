import type { Locale } from '@storefront/contract';
import { changeLocale, initI18n, isLocaleLoaded, i18n, loadLocale, resolveLocale } from '../i18n';
import { local } from '../lib/storage';
import { useLocaleStore } from '../lib/stores/locale.store';
import { loadAntdLocale } from './antdLocale';

let bound = false;

/** Both halves of a locale's texts: our catalogues and antd-mobile's pack (one chunk each). */
export const loadLocaleTexts = (locale: Locale) =>
  Promise.all([loadLocale(locale), loadAntdLocale(locale)]).then(() => {});

/**
 * Picks the start-up locale (spec §4) and keeps i18next in step with the locale store, which is
 * the one source of truth that the HTTP headers read too. The locale's texts are downloaded on
 * demand: `localeReady()` resolves when the first one is here, and main.tsx renders
 * nothing before. A later switch keeps the current texts until the new ones have arrived, so no
 * key ever shows in place of a text.
 */
export function setupLocale(search = window.location.search, languages: readonly string[] = navigator.languages) {
  const fromQuery = new URLSearchParams(search).has('locale');
  const locale = resolveLocale({ search, saved: local.get('locale'), languages });
  initI18n(locale);
  if (isLocaleLoaded(locale)) void i18n.changeLanguage(locale);
  ready = loadLocaleTexts(locale).then(() =>
    // Unless another locale was chosen meanwhile (its own switch then wins).
    useLocaleStore.getState().locale === locale ? changeLocale(locale) : undefined,
  );
  // A `?locale=` link is an explicit choice, so it is remembered like one made on SetLanguage.
  if (fromQuery) useLocaleStore.getState().setLocale(locale);
  else useLocaleStore.setState({ locale });
  if (!bound) {
    bound = true;
    useLocaleStore.subscribe((state, prev) => {
      if (state.locale === prev.locale) return;
      const next = state.locale;
      // Already downloaded: switch at once (no frame in the old language).
      if (isLocaleLoaded(next)) void i18n.changeLanguage(next);
      void loadLocaleTexts(next)
        // A quicker switch made meanwhile wins.
        .then(() => (useLocaleStore.getState().locale === next ? changeLocale(next) : undefined))
        .catch((e: unknown) => console.warn(`texts of ${next} not loaded`, e));
    });
  }
  return locale;
}

let ready: Promise<void> = Promise.resolve();

/** Resolves when the start-up locale's texts are loaded (main.tsx waits for it before rendering). */
export const localeReady = () => ready;
