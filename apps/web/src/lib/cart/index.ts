export * from './cart.store';
export * from './cartKeys';
export { fetchCartAdd, useAddToCart, type AddToCartInput, type AddToCartResult } from './addToCart';
export { fetchCartMerge, mergeVisitorCart, mergeVisitorCartAfterLogin, type CappedLine } from './mergeVisitorCart';
export { fetchCartTotalQuantity, cartTotalQuantityQuery, useCartCount } from './totalQuantity';
export {
  isOffline,
  queueCartChange,
  replayCartChanges,
  useCartQueueReplay,
  useCartQueueStore,
  type CartChange,
} from './offlineQueue';
