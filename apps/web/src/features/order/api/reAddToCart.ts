import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reAddToCart } from '@storefront/contract/routes';
import { addVisitorLine, bounceBadge, CART_KEY } from '../../../lib/cart';
import { call } from '../../../lib/http';
import { isLoggedIn } from '../../../lib/stores/session.store';
import type { OrderRef } from './orderRef';

export const fetchReAddToCart = (ref: OrderRef) => call(reAddToCart, { body: ref });

/**
 * A member's items go into the server cart; a visitor gets them back to add to the local cart of
 * the order's warehouse. Either way the cart and its badge reload.
 */
export const useReAddToCart = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchReAddToCart,
    onSuccess: (answer) => {
      if (!isLoggedIn()) {
        for (const item of answer.items) addVisitorLine(answer.warehouseId, item.productSkuId, item.quantity);
      }
      bounceBadge();
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
    },
  });
};
