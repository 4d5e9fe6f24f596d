import { useSyncExternalStore } from 'react';
import { local } from '../../lib/storage';

/**
 * The orders a visitor placed on this device, newest first, with their secrets. A visitor has no
 * account, so the device keeps the per-order secret the server gave at placement, and the order
 * list asks for exactly those orders — never by the device fingerprint alone (DESIGN.md).
 */
export interface VisitorOrder {
  orderId: number;
  orderSecret: string;
}
const MAX = 100;
const listeners = new Set<() => void>();

function read(): VisitorOrder[] {
  const value: unknown = local.get('visitorOrders');
  if (!Array.isArray(value)) return [];
  return value.filter(
    (o): o is VisitorOrder =>
      !!o && Number.isInteger((o as VisitorOrder).orderId) && typeof (o as VisitorOrder).orderSecret === 'string',
  );
}

let snapshot: VisitorOrder[] | null = null;
const get = () => (snapshot ??= read());

export function rememberVisitorOrder(order: VisitorOrder): void {
  const next = [order, ...get().filter((o) => o.orderId !== order.orderId)].slice(0, MAX);
  // A full or private storage only loses the list: the order result page shows the link to keep.
  local.set('visitorOrders', next);
  snapshot = next;
  listeners.forEach((l) => l());
}

export function useVisitorOrders(): VisitorOrder[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    get,
    get,
  );
}

/** Tests start from an empty device. */
export const forgetVisitorOrdersCache = () => {
  snapshot = null;
};
