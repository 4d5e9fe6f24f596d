import { renderToReadableStream } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { Locale } from '@storefront/contract';
import { pageTitle } from '@storefront/contract/title';
import { Root } from '../app/App';
import { loadLocaleTexts } from '../app/setupLocale';
import { createQueryClient } from '../app/queryClient';
import { bootSteps, runBoot } from '../app/boot/steps';
import { toRouteObjects } from '../app/router/createAppRouter';
import { changeLocale, i18n, initI18n, type AppT } from '../i18n';
import type { AppRoute } from '../app/router/routeTable';
import { settingsQuery, shopNameOf } from '../lib/queries/settings';
import { configureHttp } from '../lib/http';
import { useLocaleStore } from '../lib/stores/locale.store';
import { useWarehouseStore } from '../lib/stores/warehouse.store';
import type { SsrState } from './state';

/**
 * Server rendering of the public screens, run by the API's own process (see
 * apps/server/src/modules/seo/seo.ssr.ts): the same components as the browser, drawn for a
 * first-time visitor (no session, no stored position, the default warehouse), with the answers
 * read in-process. The browser hydrates this markup with the state returned beside it.
 */

/** Boot steps a first-time visitor's page depends on; the visitor token and cart are the browser's. */
const SERVER_BOOT = new Set(['countries', 'defaultCountry', 'settings', 'warehouse']);
/** Render passes: each may reveal queries that depend on an earlier one's answer. */
const MAX_PASSES = 4;

export interface RenderInput {
  /** Path and query of the page, e.g. `/` or `/searchList?keyword=apple`. */
  url: string;
  locale: Locale;
  /** Reads the API in-process (same paths and headers as the browser's fetch). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The answer's CSP nonce: React's own inline scripts (a boundary revealed) carry it. */
  nonce?: string;
}

export interface RenderOutput {
  html: string;
  state: SsrState;
  /** The document title the browser writes for this screen (app/shell/RootLayout), drawn the same. */
  title: string;
}

const initialLocaleState = useLocaleStore.getState();
const initialWarehouseState = useWarehouseStore.getState();

/**
 * Runs the queries the last pass created and has not answered yet; false when there were none.
 * A read that failed in an earlier pass is not asked again (`failed`): the next pass creates it
 * afresh, and asking would only add a pass that draws the same page.
 */
async function answerPending(queryClient: QueryClient, failed: Set<string>): Promise<boolean> {
  const pending = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => {
      if (q.state.status !== 'pending' || q.state.fetchStatus !== 'idle' || failed.has(q.queryHash)) return false;
      const enabled = (q.options as { enabled?: unknown }).enabled;
      return typeof enabled === 'function' ? (enabled as (query: unknown) => unknown)(q) !== false : enabled !== false;
    });
  if (!pending.length) return false;
  await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
  // A failed read is left to the browser (it shows its own loading state, then asks again).
  for (const q of queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' }))
    failed.add(q.queryHash);
  queryClient.removeQueries({ predicate: (q) => q.state.status === 'error' });
  return true;
}

/**
 * The page's markup from React's streaming renderer, read to its end: the page's state rides
 * beside the markup, so the whole of it is needed before the answer goes out (the server's CSP
 * hashes the markup's style attributes too).
 */
async function drawn(element: ReactNode, nonce: string | undefined): Promise<string> {
  const stream = await renderToReadableStream(element, {
    nonce,
    // Every part inline, where it stands: the whole page is read before it is sent, and a part
    // moved out (past React's default ~12 kB) would stay hidden until a script put it back.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => console.warn('server rendering: a part is left to the browser', error),
  });
  await stream.allReady;
  return new Response(stream).text();
}

// One page at a time: the stores and i18next are the module's, shared by every render.
let queue: Promise<unknown> = Promise.resolve();

/** The page's markup and state; null when this URL is not drawn on the server (a redirect). */
export function render(input: RenderInput): Promise<RenderOutput | null> {
  const run = queue.then(() => renderOne(input));
  queue = run.catch(() => undefined);
  return run;
}

async function renderOne({ url, locale, fetch, nonce }: RenderInput): Promise<RenderOutput | null> {
  configureHttp({
    fetch,
    headers: () => ({ 'Accept-Language': useLocaleStore.getState().locale }),
    notify: () => {},
    text: (key) => key,
  });
  useLocaleStore.setState({ ...initialLocaleState, locale }, true);
  useWarehouseStore.setState(initialWarehouseState, true);
  initI18n(locale);
  await loadLocaleTexts(locale);
  await changeLocale(locale);

  const queryClient = createQueryClient();
  // Without retries: a read that fails is the browser's to repeat.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  await runBoot(
    { queryClient, locale },
    bootSteps.filter((s) => SERVER_BOOT.has(s.id)),
  );
  queryClient.setQueryData(['boot'], true);

  const handler = createStaticHandler(toRouteObjects());
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const draw = () =>
    drawn(
      <Root
        queryClient={queryClient}
        router={() => <StaticRouterProvider router={router} context={context} hydrate={false} />}
      />,
      nonce,
    );

  const failed = new Set<string>();
  let html = await draw();
  for (let pass = 1; pass < MAX_PASSES && (await answerPending(queryClient, failed)); pass++) html = await draw();
  const state: SsrState = {
    locale,
    warehouseId: useWarehouseStore.getState().warehouse?.warehouseId ?? null,
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (q) => q.state.status === 'success' && q.queryKey[0] !== 'boot',
    }),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  const route = context.matches[context.matches.length - 1]?.route.handle as Partial<AppRoute> | undefined;
  const t = i18n.getFixedT(locale) as unknown as AppT;
  const shop = shopNameOf(queryClient.getQueryData(settingsQuery(locale).queryKey), t);
  return { html, state, title: pageTitle(route?.title?.(t), shop) };
}
