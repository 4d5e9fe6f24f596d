import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { MerchandisingProduct } from '@storefront/contract';
import { fakeApi, ok, type Seen } from '../../../test/fakeApi';
import { countries } from '../../../test/fixtures';

/** The catalogue screens' tests: a product made in the console, with one option of two values. */
export const made = (over: Partial<MerchandisingProduct> = {}): MerchandisingProduct => ({
  productId: 42,
  names: { 'en-US': 'Calamansi Juice' },
  descriptions: {},
  categoryId: 3,
  adult: false,
  pictures: [],
  options: [
    {
      optionId: 5,
      names: { 'en-US': 'Size' },
      values: [
        { valueId: 51, names: { 'en-US': '330 ml' } },
        { valueId: 52, names: { 'en-US': '1 L' } },
      ],
    },
  ],
  skus: [51, 52].map((valueId, i) => ({
    skuId: 100 + i,
    spec: i ? '1 L' : '330 ml',
    unit: 'bottle',
    specs: { 'en-US': i ? '1 L' : '330 ml' },
    units: { 'en-US': 'bottle', 'vi-VN': 'chai' },
    valueIds: [valueId],
    barcode: null,
    onShelf: true,
    retired: false,
    prices: [{ countryCode: 'VN', currencyCode: 'VND', price: 18000 }],
    scheduled: [],
    stock: [{ warehouseId: 1, warehouseName: 'District 1', onHand: 0, reserved: 0, lowStockBelow: null }],
  })),
  ...over,
});

export function api(extra: Record<string, (req: Seen) => ReturnType<typeof ok>> = {}) {
  return fakeApi({
    'GET /global/base/getCountry': () => ok(countries),
    'GET /staff/catalogue/category/list': () =>
      ok([
        { categoryId: 3, parentId: null, name: 'Drinks', adult: false },
        { categoryId: 9, parentId: null, name: 'Beer and wine', adult: true },
      ]),
    'GET /staff/catalogue/unit/list': () => ok([{ 'en-US': 'bottle', 'vi-VN': 'chai', 'th-TH': 'ขวด' }]),
    'GET /staff/catalogue/product/detail': () => ok(made()),
    ...extra,
  });
}

/** Types by pasting: the form has many fields, and key-by-key typing is slow on a busy machine. */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

export const optionTitled = (title: string) =>
  screen.queryAllByTitle(title).find((el) => el.classList.contains('ant-select-item-option'));
