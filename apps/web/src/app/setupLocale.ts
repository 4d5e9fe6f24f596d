import { initI18n, i18n, resolveLocale } from '../i18n';
import { local } from '../lib/storage';
import { useLocaleStore } from '../lib/stores/locale.store';

let bound = false;

/**
 * Picks the start-up locale (spec §4) and keeps i18next in step with the locale store, which is
 * the one source of truth that the HTTP headers read too.
 */
export function setupLocale(search = window.location.search, languages: readonly string[] = navigator.languages) {
  const fromQuery = new URLSearchParams(search).has('locale');
  const locale = resolveLocale({ search, saved: local.get('locale'), languages });
  initI18n(locale);
  // A `?locale=` link is an explicit choice, so it is remembered like one made on SetLanguage.
  if (fromQuery) useLocaleStore.getState().setLocale(locale);
  else useLocaleStore.setState({ locale });
  if (!bound) {
    bound = true;
    useLocaleStore.subscribe((state, prev) => {
      if (state.locale !== prev.locale) void i18n.changeLanguage(state.locale);
    });
  }
  return locale;
}
