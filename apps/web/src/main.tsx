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
import { formatterWarmUps } from './lib/money';
import { nextTask } from './lib/nextTask';
import { hydrateInParts } from './lib/hydrateInParts';
import { warmIntlOffThread } from './lib/intlWarmUp';

const locale = setupLocale();
setupHttp();
// ICU loads on a worker while the boot runs, so the page's first formatter is cheap. Started in
// the next task, as the page's state is read in a later one: the task that evaluates the app's
// modules and starts i18next was long enough without them (issue 13).
const intlWarm = nextTask().then(() => warmIntlOffThread(locale, useLocaleStore.getState().country?.currencyCode));

const container = document.getElementById('root')!;

/** The server-drawn markup takes taps once React owns it (see `#root[data-ssr]` in global.css). */
const takeTaps = () => container.removeAttribute('data-ssr');

/** Replaces whatever the server drew (a page that is not hydrated is drawn afresh). */
function render(why: string, booted?: Pick<RootProps, 'queryClient' | 'routes'>) {
  // User Timing marks: Lighthouse traces and `npm run long-tasks` show which way a page started.
  performance.mark('storefront:render', { detail: why });
  createRoot(container).render(<Root {...booted} onMounted={takeTaps} />);
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
 * A server-rendered page (issue 13) is on screen already. The boot still runs in spec §4's order
 * (its answers come from the page), and only then React takes over the markup with the same tree,
 * the same queries and the same router state, so nothing is drawn twice.
 */
async function hydratePage(state: SsrState) {
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  await runBoot({ queryClient, locale });
  queryClient.setQueryData(['boot'], true);
  const routes = toRouteObjects();
  // A returning visitor's saved warehouse (or address) is not the one the page was drawn for:
  // hydrating would only make React find the difference and draw it again, so draw it at once
  // (the screen's code first: a lazy route would otherwise draw the splash in its place).
  if ((useWarehouseStore.getState().warehouse?.warehouseId ?? null) !== state.warehouseId) {
    await loadScreen(routes);
    return render('another warehouse than the drawn page', { queryClient, routes });
  }
  // The router, from the page's state, in a task of its own: made while hydrating, it was a tenth
  // of the first pass at 4× CPU. It loads the screen's code itself: a matched lazy route leaves it
  // not yet initialized until loaded (its guard runs again meanwhile, as on any visit). Matching
  // here first to load it ourselves flattened and ranked the route table a second time (94 ms at
  // 4× in one profile, beside the router's own 55).
  await nextTask();
  const drawnAt = window.location.href;
  const dataRouter = createAppRouter(routes, (r) => createBrowserRouter(r, { hydrationData: state.router }));
  await initialized(dataRouter);
  if (dataRouter.state.errors || window.location.href !== drawnAt) {
    // The screen's chunk did not load, or its guard failed or sent elsewhere: nothing the drawn
    // page can be hydrated with. The caller draws the app afresh, with a router of its own.
    dataRouter.dispose();
    throw new Error('the drawn screen could not be started');
  }
  // Idle until the worker has loaded ICU (not past half a second on a slow network), so the first
  // formatter below costs a fraction of a millisecond instead of the longest task. Then the first
  // Intl objects, each in a task of its own: not inside the slice of hydration that first formats
  // a price, nor in the task that resolved the boot and the screen's chunk.
  await Promise.race([intlWarm, new Promise((resolve) => setTimeout(resolve, 500))]);
  for (const warmUp of formatterWarmUps(locale, useLocaleStore.getState().country)) {
    await nextTask();
    warmUp();
  }
  await nextTask();
  performance.mark('storefront:hydrate');
  // Preact (issue 13) takes the drawn page over in passes, adopting the server's elements: the app
  // around the screen, then the parts marked <HydrateApart> (the screen, its sections and cards,
  // the tab bar), a task each, so no task is as long as the whole page. Taps wait for the last
  // (`#root[data-ssr]`): a tap on a part not yet hydrated would do nothing.
  void hydrateInParts(() => hydrateRoot(container, <Root queryClient={queryClient} dataRouter={dataRouter} />)).then(
    takeTaps,
  );
}

// The locale's texts are a chunk of their own (issue 13): nothing renders before they are here.
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
