import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { RouterProvider, type RouteObject } from 'react-router';
import { OfflineNotice } from '../features/offline/OfflineNotice';
import { BootGate } from './boot/BootGate';
import { Providers } from './Providers';
import type { createQueryClient } from './queryClient';
import { createAppRouter, toRouteObjects } from './router/createAppRouter';

type AppRouterProps = Pick<AppProps, 'routes' | 'dataRouter'>;

function AppRouter({ routes, dataRouter }: AppRouterProps) {
  // Created after boot, never at import, so guards run on a restored session: on first render, or
  // beforehand by the caller (main.tsx, from a server-drawn page's state, before hydrating it).
  const [router] = useState(() => dataRouter ?? createAppRouter(routes ?? toRouteObjects()));
  return <RouterProvider router={router} />;
}

export interface AppProps {
  queryClient?: ReturnType<typeof createQueryClient>;
  /** The routes, with the current screen's code already loaded (hydration draws it at once). */
  routes?: RouteObject[];
  /** The router element instead of the browser router (the server's static router). */
  router?: () => ReactNode;
  /** The browser router, already made (createAppRouter) with a server-drawn page's state. */
  dataRouter?: ReturnType<typeof createAppRouter>;
}

export type RootProps = AppProps;

export function App({ queryClient, routes, router, dataRouter }: AppProps) {
  return (
    <Providers queryClient={queryClient}>
      <BootGate>{router ?? (() => <AppRouter routes={routes} dataRouter={dataRouter} />)}</BootGate>
    </Providers>
  );
}

/**
 * The whole page: the server renders it (ssr/entry-server.tsx) and the browser renders or hydrates
 * the same tree (main.tsx), so both give the same markup.
 */
export function Root(props: RootProps) {
  // `#root[data-live]`: the page is React's (hydrated or drawn). Tests and `npm run long-tasks`
  // wait for it; nothing in the app depends on it.
  useEffect(() => document.getElementById('root')?.setAttribute('data-live', ''), []);
  return (
    <StrictMode>
      <App {...props} />
      {/* Beside the app, not in it: it must show on the boot's retry screen too. */}
      <OfflineNotice />
    </StrictMode>
  );
}
