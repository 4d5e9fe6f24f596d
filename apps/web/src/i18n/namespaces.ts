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
