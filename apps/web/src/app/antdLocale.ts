import { useSyncExternalStore } from 'react';
import enUS from 'antd-mobile/es/locales/en-US';
import type { Locale } from '@storefront/contract';

type Pack = typeof enUS;

/**
 * antd-mobile's own texts (e.g. the mask's accessible name); Lao and Filipino are ours. English is
 * the base of every pack and stays in the first load; the others are downloaded with their locale,
 * before the app switches to it.
 */
const loaders: Partial<Record<Locale, () => Promise<Pack>>> = {
  'zh-CN': () => import('antd-mobile/es/locales/zh-CN').then((m) => m.default),
  'vi-VN': () => import('antd-mobile/es/locales/vi-VN').then((m) => m.default),
  'th-TH': () => import('antd-mobile/es/locales/th-TH').then((m) => m.default),
  'lo-LA': () => import('./antdLocalePacks').then((m) => m.loLA),
  'fil-PH': () => import('./antdLocalePacks').then((m) => m.filPH),
};

const packs: Partial<Record<Locale, Pack>> = { 'en-US': enUS };
const listeners = new Set<() => void>();

/** Downloads the locale's pack once; resolves when `antdLocaleFor` returns it. */
export async function loadAntdLocale(locale: Locale): Promise<void> {
  if (packs[locale]) return;
  const load = loaders[locale];
  if (!load) return;
  packs[locale] = await load();
  for (const l of listeners) l();
}

/** The locale's pack once loaded, English until then. */
export const antdLocaleFor = (locale: Locale): Pack => packs[locale] ?? enUS;

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The pack for a locale, re-rendering when it arrives. */
export function useAntdLocale(locale: Locale): Pack {
  return useSyncExternalStore(
    subscribe,
    () => antdLocaleFor(locale),
    () => antdLocaleFor(locale),
  );
}
