import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '../app/Providers';
import { createQueryClient } from '../app/queryClient';
import { routes } from '../app/routes';
import { initI18n } from '../i18n';

/** The console at `path` with its real routes and providers, as main.tsx assembles it. */
export function renderConsole(path: string, routeList: RouteObject[] = routes) {
  const router = createMemoryRouter(routeList, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const view = render(
    <Providers i18n={initI18n()} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

/** One element inside the providers, without routes. */
export function renderWithProviders(ui: ReactElement) {
  return renderConsole('/', [{ path: '/', element: ui }]);
}
