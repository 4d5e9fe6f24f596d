import { LOCALES } from '@storefront/contract/constants';
import type { Locale } from '@storefront/contract';
import type { Namespace } from './namespaces';

/**
 * Each locale's catalogues are one chunk (./bundles/<locale>.ts), downloaded only when that
 * locale is shown: the first load carries one language, not six (issue 13). Nothing is fetched
 * from elsewhere: the chunks are part of the build.
 */
const bundles = import.meta.glob<Record<string, Record<string, unknown>>>('./bundles/*.ts', { import: 'default' });

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

const loading = new Map<Locale, Promise<LocaleResources>>();

/** The catalogues of one locale; the chunk is downloaded once, later calls share the promise. */
export function loadResources(locale: Locale): Promise<LocaleResources> {
  let p = loading.get(locale);
  if (!p) {
    const load = bundles[`./bundles/${locale}.ts`];
    if (!load || !(LOCALES as readonly string[]).includes(locale))
      return Promise.reject(new Error(`no locale ${locale}`));
    p = load().then(byNamespace);
    // A failed download (flaky network) may be retried by the next call.
    p.catch(() => loading.delete(locale));
    loading.set(locale, p);
  }
  return p;
}
