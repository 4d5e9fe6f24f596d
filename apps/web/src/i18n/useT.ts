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
  if (!snapshot || snapshot.lng !== lng) snapshot = { lng, t: remembering(i18n.getFixedT<typeof NAMESPACES>(lng)) };
  return snapshot;
};

/** Remembered texts per snapshot; past this many (a long list's prices), it starts afresh. */
const REMEMBERED_MAX = 2000;

/**
 * The same `t`, remembering what it said: a page draws the same keys many times (every card's
 * price labels, option counts and stock notes), and each call walked i18next's resolution
 * (namespaces, fallbacks, plurals, interpolation) again, a large part of hydrating a page and of
 * drawing new rows while scrolling at a phone's speed (npm run long-tasks, issue 13). A call is
 * remembered by its key and options when the options are plain values (a count, a name, a price
 * already formatted); anything else is resolved anew. What is remembered belongs to this snapshot,
 * so a language switch or texts that arrive start afresh.
 */
function remembering(t: AppT): AppT {
  const said = new Map<string, string>();
  const call = t as unknown as (...args: unknown[]) => string;
  const wrapped = (...args: unknown[]) => {
    const id = memoKey(args);
    if (id === null) return call(...args);
    let text = said.get(id);
    if (text === undefined) {
      if (said.size >= REMEMBERED_MAX) said.clear();
      said.set(id, (text = call(...args)));
    }
    return text;
  };
  return Object.assign(wrapped, t);
}

/** `key`, or `key` and its options' plain values; null for a call that must be resolved anew. */
function memoKey(args: unknown[]): string | null {
  const [key, options] = args;
  if (typeof key !== 'string' || args.length > 2) return null;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype)
    return null;
  let id = key;
  for (const [name, value] of Object.entries(options)) {
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') return null;
    id += `\u0000${name}\u0001${kind[0]}${String(value)}`;
  }
  return id;
}

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
