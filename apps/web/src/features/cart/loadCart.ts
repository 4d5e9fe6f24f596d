import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@storefront/contract';
import { mergeVisitorCart } from '../../lib/cart';
import { isLoggedIn } from '../../lib/stores/session.store';
import { cartPricingQuery, currentPricingParams, rememberTotal } from './api/cartPricing';

/**
 * Boot step "load cart if logged in" (spec §4): the member's cart of the current warehouse is
 * priced once, so the badge is right and the cart opens at once. Local lines left by a merge that
 * failed at login are merged first. A failure never keeps the store closed.
 */
export async function loadCartAtBoot(queryClient: QueryClient, locale: Locale): Promise<void> {
  if (!isLoggedIn()) return;
  try {
    await mergeVisitorCart(queryClient);
    const params = currentPricingParams();
    if (!params) return;
    const data = await queryClient.fetchQuery({ ...cartPricingQuery(locale, params), retry: false });
    rememberTotal(queryClient, params, data);
  } catch (e) {
    console.warn('cart not loaded', e);
  }
}
