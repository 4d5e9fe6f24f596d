import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False on the server and while React hydrates server-drawn markup, true from the next render on
 * (and at once in a page the browser draws itself). What only this browser knows — a saved cart,
 * a login — is drawn once the page is hydrated, so it never differs from the server's markup
 * (a difference makes React throw that markup away and draw the page again).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
