import { toast } from '../overlays';

/**
 * What the app injects at start-up. The client lives in lib and must not import features or the
 * router, so session headers and the 401 reset come in from outside (see app/setupHttp.ts).
 */
export interface HttpConfig {
  /** Headers from the current session; undefined or empty values are not sent. */
  headers: () => Record<string, string | undefined>;
  /** Called on a 401 envelope: reset the session and go to the login screen. */
  onUnauthorized: () => void;
  /** Shows a message to the user (a Toast of 2000 ms by default). */
  notify: (message: string) => void;
  /** Translated texts for failures that have no server message. */
  text: (key: 'network' | 'timeout' | 'server') => string;
  /**
   * Sends a request (the browser's fetch by default). The server's page renderer reads
   * the API in-process through it, with the same paths as the browser.
   */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

export const TOAST_MS = 2000;
export const TIMEOUT_MS = 25_000;

const defaults: HttpConfig = {
  headers: () => ({}),
  onUnauthorized: () => {},
  notify: (content) => {
    toast.show({ content, duration: TOAST_MS });
  },
  text: (key) => key,
};

let current: HttpConfig = defaults;

export function configureHttp(config: Partial<HttpConfig>): void {
  current = { ...current, ...config };
}

/** Back to the defaults; tests use it between cases. */
export function resetHttpConfig(): void {
  current = defaults;
}

export const httpConfig = (): HttpConfig => current;

export const apiBase = (): string => (import.meta.env.VITE_API_BASE || '/api').replace(/\/$/, '');

let sessionOpening: Promise<void> | null = null;

/**
 * Holds every request but the one opening the session until `opening` settles. A drawn page is
 * hydrated while a first visitor's token is still on its way (main.tsx), so a tap is handled a
 * round trip sooner; whatever the shopper then asks for carries the token all the same.
 */
export function holdUntilSessionOpen(opening: Promise<unknown>): void {
  const held: Promise<void> = opening.then(
    () => undefined,
    () => undefined,
  );
  sessionOpening = held;
  void held.then(() => {
    if (sessionOpening === held) sessionOpening = null;
  });
}

/** The session being opened, if any (see holdUntilSessionOpen). */
export const sessionOpened = (): Promise<void> | null => sessionOpening;
