import { useSyncExternalStore } from 'react';
import i18n, { type TFunction } from 'i18next';
import type { NAMESPACES } from './namespaces';

export type AppT = TFunction<typeof NAMESPACES>;

/**
 * One `t` per language and set of texts, shared by every component: react-i18next's
 * useTranslation made each component check every namespace and wrap the i18next instance on its
 * first render, a fifth of hydrating a page at a phone's speed (issue 13, docs/decisions.md).
 * Typed for every namespace, so `t('common:confirm')`, `t('cart:title')` are all checked.
 */
let snapshot: { lng: string; t: AppT } | undefined;
const current = () => {
  const lng = i18n.language;
  if (!snapshot || snapshot.lng !== lng) snapshot = { lng, t: i18n.getFixedT<typeof NAMESPACES>(lng) };
  return snapshot;
};

/** A language switch, or texts that arrived (the screens past the shop's), draws again. */
function subscribe(onChange: () => void) {
  const changed = () => {
    snapshot = undefined;
    onChange();
  };
  i18n.on('languageChanged', changed);
  i18n.store.on('added', changed);
  return () => {
    i18n.off('languageChanged', changed);
    i18n.store.off('added', changed);
  };
}

export const useT = (): { t: AppT } => ({ t: useSyncExternalStore(subscribe, current, current).t });
