import type { QueryClient } from '@tanstack/react-query';
import { dialog } from '../overlays';
import { cartMerge } from '@storefront/contract/routes';
import type { BodyOf, DataOf } from '@storefront/contract';
import type { AppT } from '../../i18n';
import { call, type CallOptions } from '../http';
import { getToken } from '../stores/session.store';
import { useWarehouseStore } from '../stores/warehouse.store';
import { clearVisitorWarehouse, useCartStore, visitorLines } from './cart.store';
import { CART_KEY, cartTotalKey } from './cartKeys';

export const fetchCartMerge = (body: BodyOf<typeof cartMerge>, opts?: CallOptions) => call(cartMerge, { body }, opts);

export type CappedLine = DataOf<typeof cartMerge>['capped'][number];

/** The contract's limit of lines per merge call. */
const MERGE_MAX_LINES = 200;

/**
 * At login (spec §4, DESIGN "Visitors") the visitor's local cart moves into the member's cart:
 * the current warehouse's first, then any other warehouse's lines, so nothing the visitor picked
 * is silently lost. Each warehouse's local copy is cleared once the server has taken it; a
 * failure keeps it for the next start (the boot's cart step tries again).
 */
export async function mergeVisitorCart(
  queryClient: QueryClient,
  /**
   * The warehouse the visitor was shopping in before logging in: when the shopper then chose to
   * move to another warehouse, those lines go with them into the new one's cart.
   */
  carryFrom?: number,
): Promise<CappedLine[]> {
  const token = getToken();
  if (!token) return [];
  const current = useWarehouseStore.getState().warehouse?.warehouseId;
  const ids = Object.keys(useCartStore.getState().visitor)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .sort((a, b) => Number(b === current) - Number(a === current));
  const capped: CappedLine[] = [];
  for (const warehouseId of ids) {
    const items = visitorLines(warehouseId).slice(0, MERGE_MAX_LINES);
    if (items.length === 0) {
      clearVisitorWarehouse(warehouseId);
      continue;
    }
    const into = warehouseId === carryFrom && current ? current : warehouseId;
    try {
      const answer = await fetchCartMerge({ warehouseId: into, items }, { silent: true });
      clearVisitorWarehouse(warehouseId);
      queryClient.setQueryData(cartTotalKey(into, token), { totalQuantity: answer.totalQuantity });
      capped.push(...answer.capped);
    } catch (e) {
      console.warn(`visitor cart of warehouse ${warehouseId} not merged`, e);
    }
  }
  if (ids.length) await queryClient.invalidateQueries({ queryKey: [...CART_KEY, 'pricing'] });
  return capped;
}

/** Merge, and tell the shopper when some lines could not keep their whole quantity. */
export async function mergeVisitorCartAfterLogin(queryClient: QueryClient, t: AppT, carryFrom?: number): Promise<void> {
  const capped = await mergeVisitorCart(queryClient, carryFrom);
  if (capped.length === 0) return;
  // Not awaited: login goes on to where the shopper was going while the note is read.
  void dialog.alert({
    'aria-label': t('cart:mergedTitle'),
    title: t('cart:mergedTitle'),
    content: t('cart:mergedCapped', { count: capped.length }),
    confirmText: t('common:confirm'),
  });
}
