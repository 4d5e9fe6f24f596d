import { session } from '../lib/storage';

/** A second failure within this time is not a new deploy: the error is left to show. */
const GUARD_MS = 60_000;

/**
 * During a rolling deploy a page may ask for a screen's script that the node it reaches does not
 * have (a new page to an old node, or an old page to a new node after the deploy): Vite reports
 * the failed load as `vite:preloadError`. Reloading once fetches the current page and its current
 * scripts. The time of that reload is kept in sessionStorage, so a script that keeps failing
 * (offline, a broken deploy) leaves its error on screen instead of reloading for ever.
 */
export function reloadOnStaleBuild(
  target: Pick<Window, 'addEventListener'> = window,
  reload: () => void = () => window.location.reload(),
  now: () => number = Date.now,
): void {
  target.addEventListener('vite:preloadError', (event: Event) => {
    const last = session.get('staleBuildReloadAt');
    if (typeof last === 'number' && now() - last < GUARD_MS) return;
    session.set('staleBuildReloadAt', now());
    // The reload replaces the page: the failed import must not show its error first.
    event.preventDefault();
    reload();
  });
}
