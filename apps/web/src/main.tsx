import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
// Only the Thai and Lao subsets: Latin text keeps the system font, and these load only when a
// Thai or Lao character is on screen (unicode-range, declared in fonts.css).
import './app/styles/fonts.css';
import 'antd-mobile/es/global';
import './app/styles/tokens.px.css';
import './app/styles/global.css';
import { Root, type RootProps } from './app/App';
import { setupHttp } from './app/setupHttp';
import { localeReady, setupLocale } from './app/setupLocale';
import { createQueryClient } from './app/queryClient';
import { runBoot } from './app/boot/steps';
import { createAppRouter, toRouteObjects } from './app/router/createAppRouter';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { registerServiceWorker } from './features/offline/registerServiceWorker';
import { takeSsrState, type SsrState } from './ssr/state';
import { useWarehouseStore } from './lib/stores/warehouse.store';
import { useLocaleStore } from './lib/stores/locale.store';
import { warmIntlOffThread } from './lib/intlWarmUp';
import { reloadOnStaleBuild } from './app/reloadOnStaleBuild';

reloadOnStaleBuild();

const locale = setupLocale();
setupHttp();
// ICU loads on a worker while the boot runs, so the first price React draws does not load it on
// the main thread (lib/intlWarmUp.ts). Hydration waits for it, half a second at most.
const intlWarm = warmIntlOffThread(locale, useLocaleStore.getState().country?.currencyCode);
const intlWarmOrLate = () => Promise.race([intlWarm, new Promise((resolve) => setTimeout(resolve, 500))]);

const container = document.getElementById('root')!;

/** Replaces whatever the server drew (a page that is not hydrated is drawn afresh). */
function render(why: string, booted?: Pick<RootProps, 'queryClient' | 'routes'>) {
  // User Timing marks: Lighthouse traces and `npm run long-tasks` show which way a page started.
  performance.mark('storefront:render', { detail: why });
  createRoot(container).render(<Root {...booted} />);
}

/** Loads the code of the routes that match the address (a render afresh draws them at once). */
async function loadScreen(routes: RouteObject[]) {
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** Resolves once the router has loaded what the address needs (the screen's lazy route). */
function initialized(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * A server-rendered page is on screen already. The boot still runs in spec §4's order (its
 * answers come from the page), then React hydrates the markup with the same tree, queries and
 * router state. Every screen part is a Suspense boundary (app/keepAlive, Home's sections, each
 * card): React hydrates them apart, and a tap on one not hydrated yet hydrates it first and is
 * replayed; before this script runs, cards and categories are links the browser follows.
 */
async function hydratePage(state: SsrState) {
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  await runBoot({ queryClient, locale, drawn: true });
  queryClient.setQueryData(['boot'], true);
  const routes = toRouteObjects();
  // A returning visitor's saved warehouse (or address) is not the one the page was drawn for:
  // hydrating would only make React find the difference and draw it again, so draw it at once
  // (the screen's code first: a lazy route would otherwise draw the splash in its place).
  if ((useWarehouseStore.getState().warehouse?.warehouseId ?? null) !== state.warehouseId) {
    await loadScreen(routes);
    return render('another warehouse than the drawn page', { queryClient, routes });
  }
  const drawnAt = window.location.href;
  const dataRouter = createAppRouter(routes, (r) => createBrowserRouter(r, { hydrationData: state.router }));
  await initialized(dataRouter);
  if (dataRouter.state.errors || window.location.href !== drawnAt) {
    // The screen's chunk did not load, or its guard failed or sent elsewhere: nothing the drawn
    // page can be hydrated with. The caller draws the app afresh, with a router of its own.
    dataRouter.dispose();
    throw new Error('the drawn screen could not be started');
  }
  await intlWarmOrLate();
  performance.mark('storefront:hydrate');
  hydrateRoot(container, <Root queryClient={queryClient} dataRouter={dataRouter} />, {
    onRecoverableError: (error) => console.warn('hydration recovered by drawing afresh', error),
  });
}

// The locale's texts are a chunk of their own: nothing renders before they are here.
localeReady()
  .then(() => {
    const ssr = takeSsrState();
    return ssr && ssr.locale === locale
      ? hydratePage(ssr)
      : render(ssr ? 'another locale than the drawn page' : 'not drawn');
  })
  .catch((e: unknown) => {
    console.error('start-up failed; drawing the app afresh', e);
    render('start-up failed');
  });
registerServiceWorker();
