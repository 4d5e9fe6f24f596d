import { LOCALES } from '@storefront/contract/constants';
import type { Locale } from '@storefront/contract';
import type { Namespace } from './namespaces';

/**
 * Each locale's catalogues are two chunks (./bundles/<locale>.ts and <locale>.more.ts, split by
 * ./namespaces), downloaded only when that locale is shown and, for the second, when a screen past
 * the shop is: a first load carries one language's shop texts, not six languages' everything.
 * Nothing is fetched from elsewhere: the chunks are part of the build.
 */
const bundles = import.meta.glob<Record<string, Record<string, unknown>>>('./bundles/*.ts', { import: 'default' });

/** `shop`: SHOP_NAMESPACES; `more`: the rest. */
export type TextSet = 'shop' | 'more';

export type LocaleResources = Record<Namespace, Record<string, unknown>>;
export type Resources = Record<Locale, LocaleResources>;

/** `../locales/<locale>/<ns>.json` → namespace → catalogue. */
export function byNamespace(files: Record<string, Record<string, unknown>>): LocaleResources {
  const out = {} as LocaleResources;
  for (const [file, json] of Object.entries(files)) {
    const ns = /\/([^/]+)\.json$/.exec(file)?.[1];
    if (ns) out[ns as Namespace] = json;
  }
  return out;
}

const loading = new Map<string, Promise<Partial<LocaleResources>>>();

/** One set of a locale's catalogues; each chunk is downloaded once, later calls share the promise. */
export function loadResources(locale: Locale, set: TextSet = 'shop'): Promise<Partial<LocaleResources>> {
  const file = `./bundles/${locale}${set === 'more' ? '.more' : ''}.ts`;
  let p = loading.get(file);
  if (!p) {
    const load = bundles[file];
    if (!load || !(LOCALES as readonly string[]).includes(locale))
      return Promise.reject(new Error(`no locale ${locale}`));
    p = load().then(byNamespace);
    // A failed download (flaky network) may be retried by the next call.
    p.catch(() => loading.delete(file));
    loading.set(file, p);
  }
  return p;
}
