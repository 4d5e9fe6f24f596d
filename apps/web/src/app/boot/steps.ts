import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@storefront/contract';
import { fetchVisitorToken } from '../../features/auth/api/visitorToken';
import { ensureVisitorId } from '../../lib/fingerprint';
import { holdUntilSessionOpen, isNetworkError } from '../../lib/http';
import { local } from '../../lib/storage';
import { pickCountry, useLocaleStore } from '../../lib/stores/locale.store';
import { memberInfoQuery } from '../../lib/stores/memberInfo';
import { isLoggedIn, useSessionStore } from '../../lib/stores/session.store';
import { determineWarehouse } from '../../lib/stores/warehouse.store';
import { loadCartAtBoot } from '../../features/cart/loadCart';
import { bootCountries, bootSettings } from './savedReads';

export interface BootContext {
  queryClient: QueryClient;
  locale: Locale;
  /** The page was drawn by the server and is about to be hydrated (main.tsx). */
  drawn?: boolean;
}

export interface BootStep {
  /** Stable id; tests and logs refer to it. */
  id: string;
  /**
   * Starts the step's request when the boot starts, for a step whose request depends on no earlier
   * step: the round trip overlaps the others, while `run` still applies the answer in spec order.
   */
  prefetch?: (ctx: BootContext) => Promise<unknown> | undefined;
  run: (ctx: BootContext, prefetched?: Promise<unknown>) => Promise<unknown> | void;
}

// Boot requests are silent and not retried: a failure shows the retry screen at once, not a
// toast over the splash after several seconds of back-off.
const silent = { silent: true } as const;
const once = { retry: false } as const;

/**
 * Spec §4 start-up order. Steps run one after another; the routes mount after the last one.
 */
export const bootSteps: BootStep[] = [
  {
    id: 'countries',
    run: async ({ queryClient, locale }) => {
      useLocaleStore.getState().setCountryList(await bootCountries(queryClient, locale));
    },
  },
  {
    id: 'defaultCountry',
    run: () => {
      const store = useLocaleStore.getState();
      const country = pickCountry(store.countryList, local.get('country'));
      if (country) store.setCountry(country);
    },
  },
  {
    id: 'settings',
    run: ({ queryClient, locale }) => bootSettings(queryClient, locale),
  },
  {
    id: 'visitorToken',
    // Needs nothing from countries or settings, so it is asked for at once.
    prefetch: () =>
      useSessionStore.getState().visitorToken
        ? undefined
        : ensureVisitorId().then((id) => fetchVisitorToken(id, silent)),
    run: async ({ drawn }, prefetched) => {
      if (useSessionStore.getState().visitorToken) return;
      // Without a visitor token a visitor cannot keep a cart priced by the server, but browsing
      // still works: a failure here must not stop the store from opening.
      const opening = (
        (prefetched as ReturnType<typeof fetchVisitorToken> | undefined) ??
        ensureVisitorId().then((id) => fetchVisitorToken(id, silent))
      )
        .then((answer) => useSessionStore.getState().setVisitorToken(answer.tokenHead + answer.token))
        .catch((e: unknown) => console.warn('visitor token not available', e));
      // A drawn page needs no token to be hydrated: it is, while the token is on its way, and the
      // requests that follow wait for it.
      if (drawn) holdUntilSessionOpen(opening);
      else await opening;
    },
  },
  {
    id: 'userInfo',
    run: async ({ queryClient }) => {
      if (!isLoggedIn()) return;
      // Stores the info and, when the saved address is empty, the default (or first) one (spec §4).
      // A 401 here (an expired token) resets the session through the HTTP client; boot goes on
      // as a visitor instead of showing the retry screen. Unreachable (offline: member reads are
      // never kept by the service worker), the member goes on with the info saved last time, as a
      // visitor goes on with the saved pages.
      try {
        await queryClient.fetchQuery({ ...memberInfoQuery(silent), ...once });
      } catch (e) {
        if (isNetworkError(e)) console.warn('member info not refreshed', e);
        else if (isLoggedIn()) throw e;
      }
    },
  },
  {
    id: 'warehouse',
    run: async () => {
      // Spec §4 (lib/stores/warehouse.store). Without a warehouse the catalogue still browses
      // (no stock figures), so an unreachable warehouse list must not keep the store closed.
      try {
        await determineWarehouse();
      } catch (e) {
        console.warn('current warehouse not determined', e);
      }
    },
  },
  {
    id: 'cart',
    run: ({ queryClient, locale }) => loadCartAtBoot(queryClient, locale),
  },
];

export async function runBoot(ctx: BootContext, steps: readonly BootStep[] = bootSteps): Promise<true> {
  const early = steps.map((step) => {
    const started = step.prefetch?.(ctx);
    // Awaited (and its failure handled) by its step; not an unhandled rejection meanwhile.
    started?.catch(() => {});
    return started;
  });
  for (const [i, step] of steps.entries()) {
    await step.run(ctx, early[i]);
  }
  return true;
}
