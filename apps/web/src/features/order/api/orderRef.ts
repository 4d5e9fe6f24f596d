/**
 * How every order call names its order: the id, plus the per-order secret when a visitor reads it
 * (a member's own orders are found by the member; the server ignores the secret then).
 */
export interface OrderRef {
  orderId: number;
  orderSecret?: string;
}

export const orderKey = ['order'] as const;
export const orderDetailKey = (ref: OrderRef) => ['order', 'detail', ref.orderId, ref.orderSecret ?? null] as const;

/** `?orderId=&orderSecret=` of a screen's URL; null when the id is not a positive integer. */
export function orderRefFrom(params: URLSearchParams): OrderRef | null {
  const raw = params.get('orderId');
  const orderId = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (!orderId) return null;
  const orderSecret = params.get('orderSecret')?.trim() || undefined;
  return { orderId, orderSecret };
}

/** The query string of a screen about one order (the secret travels only for visitors). */
export function orderQuery(ref: OrderRef): string {
  const q = new URLSearchParams({ orderId: String(ref.orderId) });
  if (ref.orderSecret) q.set('orderSecret', ref.orderSecret);
  return q.toString();
}
