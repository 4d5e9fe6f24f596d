/** One namespace per translated catalogue of the spec (§1). */
export const NAMESPACES = [
  'common',
  'order',
  'orderDetails',
  'address',
  'coupon',
  'login',
  'personalInfo',
  'search',
  'my',
  'profile',
  'tabBar',
  'product',
  'productDetails',
  'cart',
  'submitOrder',
  'orderResult',
  'logistics',
  'creditLimit',
  'offline',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The texts of the shop's public screens (home, search, product, cart, promotions) and of the
 * shell around every screen: downloaded with the locale. The other screens' (login, account,
 * checkout, orders) come with the first of them to open (a first visit downloads the
 * texts it shows, about half). `shopTexts.test.ts` checks those screens use nothing else.
 */
export const SHOP_NAMESPACES = [
  'common',
  'tabBar',
  'search',
  'product',
  'productDetails',
  'cart',
  'offline',
] as const satisfies readonly Namespace[];
export const MORE_NAMESPACES: readonly Namespace[] = NAMESPACES.filter(
  (ns) => !(SHOP_NAMESPACES as readonly Namespace[]).includes(ns),
);
