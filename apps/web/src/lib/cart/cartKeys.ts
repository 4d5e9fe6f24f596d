import type { QueryClient } from '@tanstack/react-query';

/**
 * Every cached cart answer sits under `['cart', …]` and names whose cart it is (the member's
 * token, or 'visitor'), so a login or logout never shows the previous person's lines.
 */
export const CART_KEY = ['cart'] as const;
export const cartPricingKey = ['cart', 'pricing'] as const;
export const cartTotalKey = (warehouseId: number, who: string) => ['cart', 'totalQuantity', warehouseId, who] as const;

/** After any change to a cart: the priced cart reloads (the keep-alive cart screen shows it at once). */
export const invalidateCartPricing = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: cartPricingKey });
