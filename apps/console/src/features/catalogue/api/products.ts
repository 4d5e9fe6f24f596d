import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchandisingProduct, RequestOf } from '@storefront/contract';
import {
  merchandisingAddPicture,
  merchandisingAdjustStock,
  merchandisingArrangePictures,
  merchandisingCancelScheduledPrice,
  merchandisingCategories,
  merchandisingCreateProduct,
  merchandisingCreateSku,
  merchandisingProduct,
  merchandisingProducts,
  merchandisingRemoveSku,
  merchandisingSaveOption,
  merchandisingSaveProduct,
  merchandisingSaveSku,
  merchandisingSchedulePrice,
  merchandisingSetLowStock,
  merchandisingSetPrice,
  merchandisingShelve,
  merchandisingStockHistory,
  merchandisingUnits,
} from '@storefront/contract/routes';
import { call } from '../../../lib/http';

export interface ProductFilter {
  keyword: string;
  categoryId: number | null;
  pageNum: number;
  pageSize: number;
}

export const productListQuery = (f: ProductFilter) =>
  queryOptions({
    queryKey: ['catalogue', 'list', f],
    queryFn: () =>
      call(merchandisingProducts, {
        query: {
          keyword: f.keyword || undefined,
          categoryId: f.categoryId ?? undefined,
          pageNum: f.pageNum,
          pageSize: f.pageSize,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const productQuery = (productId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'product', productId],
    queryFn: () => call(merchandisingProduct, { query: { productId } }),
  });

export const categoriesQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'categories'], queryFn: () => call(merchandisingCategories) });

/** The selling units in use, every language's: choosing one fills all six. */
export const unitsQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'units'], queryFn: () => call(merchandisingUnits), staleTime: 60_000 });

/** Makes a product; the list is read again, and the product's page starts from the answer. */
export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NonNullable<RequestOf<typeof merchandisingCreateProduct>['body']>) =>
      call(merchandisingCreateProduct, { body }),
    onSuccess: (product) => {
      client.setQueryData(productQuery(product.productId).queryKey, product);
      void client.invalidateQueries({ queryKey: ['catalogue', 'list'] });
      void client.invalidateQueries({ queryKey: ['catalogue', 'units'] });
    },
  });
}

export const stockHistoryQuery = (skuId: number, warehouseId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'stock', skuId, warehouseId],
    queryFn: () => call(merchandisingStockHistory, { query: { skuId, warehouseId, pageNum: 1, pageSize: 50 } }),
  });

/** Every change the product page makes, each its endpoint's body; all answer the product as it now stands. */
const CHANGES = {
  saveProduct: merchandisingSaveProduct,
  saveSku: merchandisingSaveSku,
  shelve: merchandisingShelve,
  setPrice: merchandisingSetPrice,
  adjustStock: merchandisingAdjustStock,
  setLowStock: merchandisingSetLowStock,
  addPicture: merchandisingAddPicture,
  arrangePictures: merchandisingArrangePictures,
  saveOption: merchandisingSaveOption,
  createSku: merchandisingCreateSku,
  schedulePrice: merchandisingSchedulePrice,
  cancelScheduledPrice: merchandisingCancelScheduledPrice,
  removeSku: merchandisingRemoveSku,
} as const;
type Changes = typeof CHANGES;
export type ProductChange = {
  [K in keyof Changes]: { kind: K; body: NonNullable<RequestOf<Changes[K]>['body']> };
}[keyof Changes];

/** Sends one change; the page shows the product the server answers, and the list is read again. */
export function useProductChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ProductChange): Promise<MerchandisingProduct> =>
      call(CHANGES[change.kind] as typeof merchandisingSaveProduct, {
        body: change.body as NonNullable<RequestOf<typeof merchandisingSaveProduct>['body']>,
      }),
    onSuccess: (product, change) => {
      client.setQueryData(productQuery(product.productId).queryKey, product);
      void client.invalidateQueries({ queryKey: ['catalogue', 'list'] });
      if (change.kind === 'adjustStock') void client.invalidateQueries({ queryKey: ['catalogue', 'stock'] });
    },
  });
}

/**
 * How a part of the product page sends a change: true once the server took it, false when it
 * refused (the page has said why, in the staff member's language).
 */
export type SendChange = (change: ProductChange) => Promise<boolean>;
