import { useSyncExternalStore } from 'react';
import i18n, { type TFunction } from 'i18next';
import type { NAMESPACES } from './namespaces';
import { I18NEXT_OPTIONS, quickText } from './quickText';

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
  if (!snapshot || snapshot.lng !== lng)
    snapshot = { lng, t: remembering(i18n.getFixedT<typeof NAMESPACES>(lng), lng) };
  return snapshot;
};

/** Remembered texts per snapshot; past this many, it starts afresh. */
const REMEMBERED_MAX = 2000;

/** A hole in a remembered text, where the call's `index`th string goes (private-use characters). */
const hole = (index: number) => `\uE000${index}\uE001`;
const HOLES = /\uE000(\d+)\uE001/g;

/**
 * The same `t`, remembering what it resolved: a page draws the same keys many times (every card's
 * price labels, option counts and stock notes), and each call walked i18next's resolution
 * (namespaces, fallbacks, plurals, interpolation) again, a large part of hydrating a page and of
 * drawing new rows while scrolling at a phone's speed (npm run long-tasks, issue 13). Most calls
 * differ only by the strings they put in a text (a product's name, a price already formatted):
 * a call's text is resolved once per key and numbers (a count picks the plural), with a hole where
 * each string goes, and the strings are put in the holes. Our texts neither format nor nest what
 * they are given (`{{name}}` only, i18n:check), so that is what i18next would say. A new text is
 * looked up directly where it can be (quickText.ts), by i18next otherwise. A call with
 * options that are not plain values is resolved anew. What is remembered belongs to this snapshot,
 * so a language switch or texts that arrive start afresh.
 */
function remembering(t: AppT, lng: string): AppT {
  const said = new Map<string, string>();
  const call = t as unknown as (...args: unknown[]) => string;
  const wrapped = (...args: unknown[]) => {
    const memo = memoOf(args);
    if (memo === null) return call(...args);
    let text = said.get(memo.id);
    if (text === undefined) {
      if (said.size >= REMEMBERED_MAX) said.clear();
      text = quickText(i18n, lng, args[0] as string, memo.options) ?? call(args[0], memo.options);
      said.set(memo.id, text);
    }
    return memo.strings.length ? text.replace(HOLES, (_, i: string) => memo.strings[Number(i)]!) : text;
  };
  return Object.assign(wrapped, t);
}

interface Memo {
  /** The key, and each option's name with its value or its hole. */
  id: string;
  /** The options i18next resolves the text with: holes in place of the strings. */
  options: Record<string, unknown> | undefined;
  strings: string[];
}

/** How a call is remembered; null for a call that must be resolved anew. */
function memoOf(args: unknown[]): Memo | null {
  const [key, given] = args;
  if (typeof key !== 'string' || args.length > 2) return null;
  if (given === undefined) return { id: key, options: undefined, strings: [] };
  if (typeof given !== 'object' || given === null || Object.getPrototypeOf(given) !== Object.prototype) return null;
  let id = key;
  const options: Record<string, unknown> = {};
  const strings: string[] = [];
  for (const [name, value] of Object.entries(given)) {
    const kind = typeof value;
    if (kind === 'string' && !I18NEXT_OPTIONS.has(name)) {
      options[name] = hole(strings.length);
      strings.push(value as string);
      id += `\u0000${name}\u0001h`;
    } else if (kind === 'string' || kind === 'number' || kind === 'boolean') {
      options[name] = value;
      id += `\u0000${name}\u0001${kind[0]}${String(value)}`;
    } else return null;
  }
  return { id, options, strings };
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
