import type { Country, OpsOrder, OrderSummary, Region } from '@storefront/contract';

export const countries: Country[] = [
  {
    countryCode: 'VN',
    name: 'Vietnam',
    phoneCode: '84',
    currencyCode: 'VND',
    currencySymbol: '₫',
    currencyStep: 1,
    currencyDigits: 0,
    languageCode: 'vi-VN',
    isDefault: true,
    languages: ['vi-VN', 'en-US'],
  },
  {
    countryCode: 'TH',
    name: 'Thailand',
    phoneCode: '66',
    currencyCode: 'THB',
    currencySymbol: '฿',
    currencyStep: 0.01,
    currencyDigits: 2,
    languageCode: 'th-TH',
    isDefault: false,
    languages: ['th-TH', 'en-US'],
  },
];

const actions = {
  canPay: false,
  canUploadVoucher: false,
  canCancel: false,
  canConfirmReceipt: false,
  canRequestRefund: false,
  canReAddToCart: false,
};

export function summary(over: Partial<OrderSummary> = {}): OrderSummary {
  return {
    orderId: 1,
    orderSn: 'SO240001',
    status: 1,
    createTime: '2026-12-01T03:04:05.000Z',
    warehouseId: 1,
    warehouseName: 'Saigon Central',
    deliveryType: 'delivery',
    paymentMethod: 'cashOnDelivery',
    paymentState: 'onDelivery',
    paymentStateText: 'Cash on delivery',
    paymentDeadline: null,
    currencyCode: 'VND',
    payable: 120000,
    itemCount: 2,
    totalQuantity: 3,
    preview: [],
    placedByStaff: null,
    actions,
    ...over,
  };
}

export function opsOrder(over: Partial<OpsOrder> = {}): OpsOrder {
  return {
    ...summary(),
    list: [
      {
        productSkuId: 11,
        productId: 1,
        name: 'Jasmine rice 5 kg',
        spec: '5 kg',
        unit: 'bag',
        pic: '',
        quantity: 2,
        originalPrice: 60000,
        price: 55000,
        lineTotal: 110000,
        lineDiscount: 0,
        payable: 110000,
        is18Plus: false,
        promotion: null,
        note: null,
      },
    ],
    amounts: {
      currencyCode: 'VND',
      productTotal: 110000,
      promotionDiscount: 0,
      directDiscount: 0,
      couponDiscount: 0,
      priceAdjustment: 0,
      freight: { basic: 10000, discount: 0, additional: 0, total: 10000 },
      payable: 120000,
    },
    address: {
      name: 'Lan Nguyễn',
      phoneCountryCode: '84',
      phoneNumber: '901234501',
      detailAddress: '12 Lê Lợi, District 1',
      houseNumber: '12',
      postCode: null,
      provinceCode: null,
      districtCode: null,
      wardCode: null,
      latitude: null,
      longitude: null,
    },
    pickup: null,
    slot: { date: '2026-12-02', start: '09:00', end: '11:00', startsAt: '2026-12-02T02:00:00.000Z' },
    remark: null,
    invoice: null,
    trackingNumber: null,
    pickupPoint: null,
    readyAt: null,
    cancelReason: null,
    refund: null,
    voucherUrl: null,
    voucherRejection: null,
    priceAdjustmentReason: null,
    timeline: [],
    memberId: 7,
    visitor: false,
    reviewedAt: null,
    processingStartedAt: null,
    paidAt: null,
    paidAmount: null,
    holdDeadline: null,
    audit: [],
    ...over,
  };
}

const warehouse = (warehouseId: number, warehouseName: string, countryCode: string, currencyCode: string) => ({
  warehouseId,
  warehouseName,
  regionId: countryCode === 'VN' ? 1 : 2,
  regionName: countryCode === 'VN' ? 'Ho Chi Minh City' : 'Bangkok',
  countryCode,
  currencyCode,
  address: '1 Main Street',
  latitude: 10.77,
  longitude: 106.7,
  distance: null,
  businessStartTime: '08:00',
  businessEndTime: '20:00',
  deliveryRadiusKm: 10,
  pickup: true,
});

/** The regions answer (`GET /home/listRegionV2`): three warehouses in two countries. */
export const regions: Region[] = [
  {
    regionId: 1,
    regionName: 'Ho Chi Minh City',
    countryCode: 'VN',
    warehouses: [warehouse(1, 'Saigon Central', 'VN', 'VND'), warehouse(2, 'Thu Duc', 'VN', 'VND')],
  },
  {
    regionId: 2,
    regionName: 'Bangkok',
    countryCode: 'TH',
    warehouses: [warehouse(3, 'Bangkok Sukhumvit', 'TH', 'THB')],
  },
];
