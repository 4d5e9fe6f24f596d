import type { CartLine, CartPricing } from './api/cartPricing';

/** Cart answers in the contract's shapes for the cart tests. */
export const cartLine = (productSkuId: number, over: Partial<CartLine> = {}): CartLine => ({
  productSkuId,
  productId: productSkuId,
  name: `Product ${productSkuId}`,
  spec: '1 kg',
  unit: 'kg',
  // Inline: the test DOM would otherwise try to download pictures from a server that is not there.
  pic: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E',
  quantity: 1,
  selected: true,
  maxQuantity: 10,
  originalPrice: 25000,
  price: 25000,
  lineTotal: 25000,
  lineDiscount: 0,
  payable: 25000,
  promotion: null,
  is18Plus: false,
  fulfilment: 'sameDay',
  ...over,
});

export const pricing = (list: CartLine[], over: Partial<CartPricing> = {}): CartPricing => {
  const selected = list.filter((l) => l.selected);
  const total = selected.reduce((n, l) => n + l.lineTotal, 0);
  return {
    warehouseId: 4,
    list,
    unavailable: [],
    groups: [],
    ...over,
    summary: {
      currencyCode: 'VND',
      productTotal: total,
      promotionDiscount: 0,
      directDiscount: 0,
      couponEstimate: 0,
      goodsAmount: total,
      freight: { basic: 15000, discount: 0, additional: 0, payable: 15000 },
      freightProgress: null,
      payable: total + 15000,
      selectedCount: selected.length,
      selectedQuantity: selected.reduce((n, l) => n + l.quantity, 0),
      totalQuantity: list.reduce((n, l) => n + l.quantity, 0),
      ...over.summary,
    },
  };
};
