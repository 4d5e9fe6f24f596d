import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { loadMoreTexts } from '../../i18n';
import { isLoggedIn } from '../../lib/stores/session.store';
import { RootLayout } from '../shell/RootLayout';
import { NotFound } from '../shell/NotFound';
import { RouteError } from '../shell/RouteError';
import { Splash } from '../boot/Splash';
import { guardRedirect, loginPath } from './guards';
import { routeTable, type AppRoute } from './routeTable';

/** The route table as data-router routes; each route's loader is its guard. */
export function toRouteObjects(table: readonly AppRoute[] = routeTable): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: Splash,
      ErrorBoundary: RouteError,
      children: [
        ...table.map((route): RouteObject => ({
          ...(route.path === '/' ? { index: true } : { path: route.path.slice(1) }),
          handle: route,
          ...(route.load
            ? {
                lazy: async () => {
                  // The screen's texts arrive with its code (i18n/namespaces.ts), never after it.
                  const [Component] = await Promise.all([route.load!(), route.texts === 'shop' || loadMoreTexts()]);
                  return { Component };
                },
              }
            : { Component: route.Component }),
          loader: ({ request }) => {
            // A 401 sent the user to login: no other screen may be reached until login has shown.
            // React Router's loaders redirect by throwing the Response that redirect() makes.
            /* eslint-disable @typescript-eslint/only-throw-error */
            if (pendingLogin && route.name !== 'Login') throw redirect(pendingLogin);
            const to = guardRedirect(route, new URL(request.url), isLoggedIn());
            if (to) throw redirect(to);
            /* eslint-enable @typescript-eslint/only-throw-error */
            return null;
          },
        })),
        { path: '*', Component: NotFound, handle: { name: 'NotFound' } },
      ],
    },
  ];
}

let appRouter: ReturnType<typeof createBrowserRouter> | undefined;
/**
 * The login path a 401 sent the user to, until the login screen has shown: the login screen loads
 * lazily, and a tap on the tab bar in the meantime would otherwise cancel the redirect.
 */
let pendingLogin: string | null = null;

/** Created only after boot (spec §4 "then mount routes"), so guards see the restored session. */
export function createAppRouter(routes = toRouteObjects(), create: typeof createBrowserRouter = createBrowserRouter) {
  pendingLogin = null;
  appRouter = create(routes);
  appRouter.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location.pathname === '/login') pendingLogin = null;
  });
  return appRouter;
}

/** Sends the user to login with the current page as redirect (used by the 401 handler). */
export function navigateToLogin(): void {
  const { pathname, search } = appRouter?.state.location ?? window.location;
  if (pathname === '/login') return;
  const to = loginPath(pathname, search);
  if (appRouter) {
    pendingLogin = to;
    void appRouter.navigate(to, { replace: true });
  } else {
    // During boot (an expired token at start-up) there is no router yet: changing the address is
    // enough, the router starts there. Assigning location would reload and run the boot twice.
    window.history.replaceState(window.history.state, '', to);
  }
}
