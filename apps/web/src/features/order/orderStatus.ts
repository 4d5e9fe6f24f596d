import type { OrderStatus } from '@storefront/contract';

const KNOWN: readonly number[] = [0, 1, 2, 3, 4, 5] satisfies OrderStatus[];

/**
 * The translation key of a status. A status this web does not know yet (a newer server) reads
 * "Unknown status" rather than a raw key such as "order:status.6".
 */
export const statusKey = (status: number): `${OrderStatus}` | 'unknown' =>
  KNOWN.includes(status) ? (String(status) as `${OrderStatus}`) : 'unknown';
