import { describe, expect, it } from 'vitest';
import type { MerchandisingProduct, MerchandisingSku } from '@storefront/contract';
import { liveFirst, skuRemoval } from './removal';

const sku = (skuId: number, retired = false) => ({ skuId, retired }) as MerchandisingSku;
const product = (skus: MerchandisingSku[]) => ({ productId: 1, skus }) as MerchandisingProduct;

describe('removing a SKU', () => {
  it('was a retirement when the answer still holds it, a deletion when not', () => {
    expect(skuRemoval(product([sku(1), sku(2, true)]), 2)).toBe('retired');
    expect(skuRemoval(product([sku(1)]), 2)).toBe('deleted');
  });

  it('shows retired SKUs after the ones on sale, each group in its order', () => {
    expect(liveFirst([sku(1, true), sku(2), sku(3, true), sku(4)]).map((s) => s.skuId)).toEqual([2, 4, 1, 3]);
  });
});
