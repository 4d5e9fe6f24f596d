import type { SkuCard, Warehouse } from '@storefront/contract';

/** Test data in the contract's shapes for the catalogue tests. */
export const warehouse = (warehouseId: number, over: Partial<Warehouse> = {}): Warehouse => ({
  warehouseId,
  warehouseName: `Warehouse ${warehouseId}`,
  regionId: 1,
  regionName: 'Region 1',
  countryCode: 'VN',
  currencyCode: 'VND',
  address: `${warehouseId} Street`,
  latitude: 10.77,
  longitude: 106.7,
  distance: warehouseId * 1.5,
  businessStartTime: '08:00',
  businessEndTime: '22:00',
  deliveryRadiusKm: 10,
  pickup: true,
  ...over,
});

export const sku = (productSkuId: number, over: Partial<SkuCard> = {}): SkuCard => ({
  productSkuId,
  productId: productSkuId,
  name: `Product ${productSkuId}`,
  pic: `/api/images/${productSkuId}.svg`,
  price: 25000,
  originalPrice: 25000,
  currencyCode: 'VND',
  stock: 20,
  unit: 'kg',
  spec: '1 kg',
  promotionTag: null,
  promotionKind: null,
  is18Plus: false,
  optionCount: 1,
  priceMin: over.price ?? 25000,
  priceMax: over.price ?? 25000,
  highlights: [],
  ...over,
});

export const json = (data: unknown, code = 200) =>
  new Response(JSON.stringify({ code, message: code === 200 ? 'ok' : 'error', data }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });
