import type { DeliveryType, OrderStatus } from '@storefront/contract';

const KNOWN: readonly number[] = [0, 1, 2, 3, 4, 5] satisfies OrderStatus[];

/**
 * The translation key of a status. A status this web does not know yet (a newer server) reads
 * "Unknown status" rather than a raw key such as "order:status.6". A pickup order in processing
 * or waiting (2, 3) has its own words: it is prepared for collection and then ready to collect,
 * never "on its way".
 */
export const statusKey = (
  status: number,
  deliveryType?: DeliveryType,
): `${OrderStatus}` | 'pickup2' | 'pickup3' | 'unknown' => {
  if (!KNOWN.includes(status)) return 'unknown';
  if (deliveryType === 'pickup' && (status === 2 || status === 3)) return `pickup${status}`;
  return String(status) as `${OrderStatus}`;
};
