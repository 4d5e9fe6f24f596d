import { LOCALES, type Locale } from '@storefront/contract';
import type { Namespace } from './namespaces';

// Bundled at build time: every locale ships with the app, nothing is downloaded at run time.
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

export type Resources = Record<Locale, Record<Namespace, Record<string, unknown>>>;

export const resources = Object.entries(files).reduce((acc, [file, json]) => {
  const [, locale, ns] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (locale && ns && (LOCALES as readonly string[]).includes(locale)) {
    (acc[locale as Locale] ??= {} as Resources[Locale])[ns as Namespace] = json;
  }
  return acc;
}, {} as Resources);
