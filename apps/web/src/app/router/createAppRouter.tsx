import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
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
          ...(route.load ? { lazy: async () => ({ Component: await route.load!() }) } : { Component: route.Component }),
          loader: ({ request }) => {
            const to = guardRedirect(route, new URL(request.url), isLoggedIn());
            if (to) throw redirect(to);
            return null;
          },
        })),
        { path: '*', Component: NotFound, handle: { name: 'NotFound' } },
      ],
    },
  ];
}

let appRouter: ReturnType<typeof createBrowserRouter> | undefined;

/** Created only after boot (spec §4 "then mount routes"), so guards see the restored session. */
export function createAppRouter() {
  appRouter = createBrowserRouter(toRouteObjects());
  return appRouter;
}

/** Sends the user to login with the current page as redirect (used by the 401 handler). */
export function navigateToLogin(): void {
  const { pathname, search } = window.location;
  if (pathname === '/login') return;
  const to = loginPath(pathname, search);
  if (appRouter) void appRouter.navigate(to, { replace: true });
  else window.location.assign(to);
}
