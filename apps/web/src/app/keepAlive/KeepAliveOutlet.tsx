import { Activity, Suspense, useRef, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useMatches,
  useNavigationType,
  useOutlet,
  type Location,
  type NavigationType,
} from 'react-router';
import { MAX_KEPT_VIEWS, useKeepAliveStore } from './keepAlive.store';
import { ViewCache } from './viewCache';

interface View {
  name: string;
  element: ReactNode;
  /** What the view's LocationContext provides: one object until its URL changes. */
  context: { location: Location; navigationType: NavigationType };
}

/** The route name of the deepest match, from the route table's `handle`. */
function useRouteName(fallback: string): string {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { name?: string } | undefined;
  return handle?.name ?? fallback;
}

/**
 * Renders the current route and keeps the views named in the keep-alive list alive in a hidden
 * `<Activity>`: out of layout and of the accessibility tree, their state, DOM and queries survive,
 * and React removes their effects until they show again (timers, observers, listeners stop).
 * Each kept view is keyed by route name + search, so /searchList?k=a and ?k=b are two views.
 */
export function KeepAliveOutlet({ max = MAX_KEPT_VIEWS }: { max?: number }) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const name = useRouteName(location.pathname);
  const include = useKeepAliveStore((s) => s.include);
  const key = `${name}${location.search}`;
  const keep = include.includes(name);

  // The cache is bookkeeping of what is mounted, not state that should trigger renders, and
  // every operation is idempotent for the same inputs, so updating it while rendering is safe.
  const cacheRef = useRef<ViewCache<View> | null>(null);
  cacheRef.current ??= new ViewCache<View>(max);
  const cache = cacheRef.current;
  cache.max = max;
  cache.retain((view) => include.includes(view.name));
  if (keep) {
    // A view shown again keeps its element (its route and search are its key, so it is the same
    // screen): only what reads the location draws again, not the whole screen.
    const kept = cache.get(key);
    const context = kept?.context.location === location ? kept.context : { location, navigationType };
    cache.touch(key, { name, element: kept?.element ?? outlet, context });
  }

  return (
    <>
      {cache.entries().map(([k, view]) => (
        <KeptView key={k} active={k === key}>
          {/* A hidden view keeps seeing the URL it was opened with, not the current one. */}
          <LocationContext.Provider value={view.context}>{view.element}</LocationContext.Provider>
        </KeptView>
      ))}
      {!keep && (
        <KeptView key={`live:${key}`} active>
          {outlet}
        </KeptView>
      )}
    </>
  );
}

/**
 * A view, shown or hidden. Its Suspense boundary lets React hydrate a server-drawn screen apart
 * from the app around it, and first where the shopper taps.
 */
function KeptView({ active, children }: { active: boolean; children: ReactNode }) {
  return (
    <Activity mode={active ? 'visible' : 'hidden'}>
      <Suspense fallback={null}>{children}</Suspense>
    </Activity>
  );
}
