import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page hands to the browser beside its markup: the queries the
 * server ran to draw it and the router's loader data. A JSON block (not a script that runs), so the
 * page's Content-Security-Policy needs no hash or nonce for it.
 */
export const SSR_STATE_ID = 'sf-ssr';

export interface SsrState {
  /** The locale the page was drawn in; the browser hydrates only when it starts in the same one. */
  locale: string;
  /** The warehouse the page was drawn for (a first-time visitor's); the browser hydrates only in it. */
  warehouseId: number | null;
  queries: DehydratedState;
  router: HydrationState;
}

/** The server-rendered page's state, read once; null when the page was not rendered on the server. */
export function takeSsrState(): SsrState | null {
  const el = typeof document === 'undefined' ? null : document.getElementById(SSR_STATE_ID);
  if (!el?.textContent) return null;
  el.remove();
  try {
    return JSON.parse(el.textContent) as SsrState;
  } catch (e) {
    console.warn('server-rendered state not readable', e);
    return null;
  }
}
