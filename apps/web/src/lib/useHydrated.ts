import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False on the server and while React hydrates server-drawn markup, true from the next render on
 * (and at once in a page the browser draws itself). What only this browser knows — a saved cart,
 * a login — is drawn once the page is hydrated, so it never differs from the server's markup
 * (a difference makes React throw that markup away and draw the page again).
 *
 * `when`: whether this browser has anything of its own to draw. When it has not (a first visit's
 * empty cart, no position), this stays false and the component is not drawn a second time right
 * after its hydration (it was: the whole tab bar, and Home's warehouse bar, twice in their
 * hydration tasks); once it has, it is true outside hydration.
 */
export const useHydrated = (when = true): boolean =>
  useSyncExternalStore(
    subscribeNever,
    () => when,
    () => false,
  );
