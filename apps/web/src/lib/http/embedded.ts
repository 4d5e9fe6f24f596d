import type { Route } from '@storefront/contract';
import { HEADER_NAMES } from '@storefront/contract/constants';
import { httpConfig } from './config';

/**
 * Answers the server read for this page and put into its HTML: the boot reads
 * (countries, settings, regions, freight) and, on a product page, the product. The client still
 * asks in the spec's order and trusts in that order; an embedded answer only replaces the round
 * trip of the one request that matches it exactly (endpoint, query, body, locale), once.
 */
export const EMBEDDED_ID = 'sf-embedded';

interface Embedded {
  locale: string;
  answers: { method: string; path: string; query?: object; body?: object; data: unknown }[];
}

/** Same request, same key: values as strings, keys sorted, empty values dropped (as the URL drops them). */
function canonical(value: object | undefined): string {
  if (!value) return '';
  const entries = Object.entries(value)
    .filter(([, v]) => v !== undefined && v !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => [k, typeof v === 'object' ? canonical(v as object) : String(v)]);
  return entries.length ? JSON.stringify(entries) : '';
}

const keyOf = (locale: string, method: string, path: string, query?: object, body?: object) =>
  `${locale} ${method} ${path} ${canonical(query)} ${canonical(body)}`;

let pending: Map<string, unknown> | null = null;

function load(): Map<string, unknown> {
  if (pending) return pending;
  pending = new Map();
  const el = typeof document === 'undefined' ? null : document.getElementById(EMBEDDED_ID);
  if (!el?.textContent) return pending;
  try {
    const page = JSON.parse(el.textContent) as Embedded;
    for (const a of page.answers) pending.set(keyOf(page.locale, a.method, a.path, a.query, a.body), a.data);
  } catch (e) {
    console.warn('embedded answers not readable', e);
  }
  // Read once: a later visit of the same screen (or a test) asks the network.
  el.remove();
  return pending;
}

/** The embedded answer of a public read, taken once; undefined means "ask the server". */
export function takeEmbedded(route: Route, req: { query?: object; body?: unknown }): { data: unknown } | undefined {
  // Only public reads are ever embedded; anything else always goes to the network.
  if (route.access !== 'public') return undefined;
  const answers = load();
  if (!answers.size) return undefined;
  const locale = httpConfig().headers()[HEADER_NAMES.acceptLanguage] ?? '';
  const key = keyOf(locale, route.method, route.path, req.query, req.body as object | undefined);
  if (!answers.has(key)) return undefined;
  const data = answers.get(key);
  answers.delete(key);
  return { data };
}

/** Tests: forget what was read, so the next call reads the document again. */
export function resetEmbedded(): void {
  pending = null;
}
