import { queryOptions, useQuery } from '@tanstack/react-query';
import { claimVisitorOrders } from '@storefront/contract/routes';
import { call } from '../../../lib/http';

export const fetchClaimVisitorOrders = (orderSecrets: string[]) =>
  call(claimVisitorOrders, { body: { orderSecrets } }, { silent: true });

/**
 * Once per login and device list: the orders this device placed as a visitor with the member's
 * phone become the member's (the server checks the visitor token and the phone), so "My orders"
 * lists them. The server moves each order once; asking again moves nothing.
 */
export const useClaimVisitorOrders = (token: string, orderSecrets: string[]) =>
  useQuery(
    queryOptions({
      queryKey: ['order', 'claimVisitorOrders', token, orderSecrets],
      queryFn: () => fetchClaimVisitorOrders(orderSecrets),
      enabled: !!token && orderSecrets.length > 0,
      staleTime: Infinity,
      retry: false,
    }),
  );
