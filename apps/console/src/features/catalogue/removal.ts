import type { MerchandisingProduct } from '@storefront/contract';

/**
 * What removing a SKU did, read from the product the server answers: a SKU still there was
 * retired (an order holds it), one gone was deleted.
 */
export const skuRemoval = (after: MerchandisingProduct, skuId: number): 'retired' | 'deleted' =>
  after.skus.some((s) => s.skuId === skuId) ? 'retired' : 'deleted';

/** The SKUs the page still edits: retired ones are shown after the others, for their orders' sake. */
export const liveFirst = <T extends { retired: boolean }>(skus: readonly T[]): T[] => [
  ...skus.filter((s) => !s.retired),
  ...skus.filter((s) => s.retired),
];
