import { useEffect } from 'react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { toast } from '../overlays';
import { cartAdd, cartDelete, cartUpdateQuantity } from '@storefront/contract/routes';
import { create } from 'zustand';
import { call, isApiError, isNetworkError } from '../http';
import { type CartChange, local } from '../storage';
import { getToken } from '../stores/session.store';
import { invalidateCartPricing } from './cartKeys';

export type { CartChange };

/**
 * A member's cart changes made with no network wait on the phone, in order, and are
 * sent when the connection returns; the cart is then priced again by the server, so nothing decided
 * offline is ever a price. A visitor's cart is on the phone already and needs no queue. The queue
 * belongs to the session that made it: after a logout (which empties the cart, spec §4) or under
 * another member it is dropped, never sent. Orders are never queued: placing one needs the network.
 */
/** How many changes wait, for the cart screen's note (0 when nothing does). */
export const useCartQueueStore = create<{ waiting: number }>()(() => ({ waiting: 0 }));

const stored = (): CartChange[] => {
  const q = local.get('cartQueue');
  return q && q.token === getToken() && Array.isArray(q.changes) ? q.changes : [];
};

function write(changes: CartChange[]): void {
  const token = getToken();
  if (changes.length && token) local.set('cartQueue', { token, changes });
  else local.remove('cartQueue');
  useCartQueueStore.setState({ waiting: changes.length });
}

/**
 * True when the browser knows it has no network: only then does a change wait. A request that
 * fails on a flaky line is not queued, since it may have reached the server (an add is not
 * idempotent, and sending it again would add twice).
 */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

export function queueCartChange(change: CartChange): void {
  if (!getToken()) return;
  write([...stored(), change]);
}

/** Silent: a refusal is reported once, after the replay, not as a toast per change. */
function send(c: CartChange) {
  if (c.kind === 'delete') {
    const { kind: _kind, ...body } = c;
    return call(cartDelete, { body }, { silent: true });
  }
  const { kind, ...body } = c;
  return kind === 'add'
    ? call(cartAdd, { body }, { silent: true })
    : call(cartUpdateQuantity, { body }, { silent: true });
}

let replaying: Promise<string[]> | null = null;

/**
 * Sends the waiting changes in the order they were made. A change the server refuses (an item sold
 * out meanwhile: 409) is dropped and its message returned; a lost connection stops the replay and
 * keeps the rest for the next time. One replay at a time, however many screens ask.
 */
export function replayCartChanges(queryClient: QueryClient): Promise<string[]> {
  replaying ??= (async () => {
    const refused: string[] = [];
    try {
      let changes = stored();
      while (changes.length) {
        try {
          await send(changes[0]!);
        } catch (e) {
          if (isNetworkError(e)) break;
          if (isApiError(e) && e.message) refused.push(e.message);
        }
        changes = stored().slice(1);
        write(changes);
      }
      return refused;
    } finally {
      replaying = null;
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void invalidateCartPricing(queryClient);
    }
  })();
  return replaying;
}

/**
 * Sends what waits when the connection returns, and at once when a screen opens online with
 * changes left from a visit that ended offline; refusals are shown once, together.
 */
export function useCartQueueReplay(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const replay = () => {
      // Another screen's hook may be replaying already: that one reports.
      if (isOffline() || !stored().length || replaying) return;
      void replayCartChanges(queryClient).then((refused) => {
        if (refused.length) toast.show({ content: [...new Set(refused)].join('\n') });
      });
    };
    useCartQueueStore.setState({ waiting: stored().length });
    replay();
    window.addEventListener('online', replay);
    return () => window.removeEventListener('online', replay);
  }, [queryClient]);
}
