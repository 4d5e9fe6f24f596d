import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/http';

export function createQueryClient() {
  // TanStack assumes online until an event says otherwise: a page opened offline would never
  // hear a change when the connection came back, and what failed would not be read again.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Asked even while the browser says it is offline: the service worker may hold a saved copy
        // (docs/decisions/0035), and a read it cannot answer fails, so the screen says so, instead
        // of waiting, paused, behind a skeleton (TanStack's default). Back online, what failed is
        // read again (refetchOnReconnect).
        networkMode: 'always',
        // An answer with a code (401, 404, 422…) will not change by asking again; a network blip
        // may, but not while the phone is offline.
        retry: (count, error) => !isApiError(error) && count < 2 && onlineManager.isOnline(),
      },
      // A change is sent when it is asked for, or fails then: never held while the phone is offline
      // and sent by itself once it is back (TanStack's default), which would place an order, cancel
      // one or claim a coupon minutes after the person gave up. A member's cart changes made offline
      // are the one thing that waits, in their own queue (lib/cart/offlineQueue), re-priced on return.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
