import { useQueryClient } from '@tanstack/react-query';
import {
  invalidateCartPricing,
  isOffline,
  queueCartChange,
  removeVisitorLines,
  selectVisitorLines,
  setVisitorQuantity,
} from '../../../lib/cart';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { cartPricingQuery, type CartPricing, type CartPricingParams } from '../api/cartPricing';
import { useDeleteLines } from '../api/deleteLines';
import { useSelectLines } from '../api/selectLines';
import { useUpdateQuantity } from '../api/updateQuantity';

/**
 * What the cart screen does to its lines, the same for both shoppers: a member's changes go to the
 * server, a visitor's to the local cart (whose change reprices by itself, the lines being in the key).
 * Selection and deletion show at once in the cached answer; the summary follows the refetch.
 */
export function useCartActions(params: CartPricingParams | undefined) {
  const queryClient = useQueryClient();
  const locale = useLocaleStore((s) => s.locale);
  const update = useUpdateQuantity();
  const del = useDeleteLines();
  const sel = useSelectLines();
  const member = !!params?.owner.member;
  const warehouseId = params?.warehouseId ?? 0;

  const patch = (fn: (d: CartPricing) => CartPricing) => {
    if (!params) return;
    queryClient.setQueryData(cartPricingQuery(locale, params).queryKey, (d) => (d ? fn(d) : d));
  };

  return {
    /** Resolves true when the quantity was kept. */
    setQuantity: async (productSkuId: number, quantity: number): Promise<boolean> => {
      if (!member) {
        setVisitorQuantity(warehouseId, productSkuId, quantity);
        return true;
      }
      if (isOffline()) {
        // The line shows the new quantity; its price comes from the server once the change is sent.
        queueCartChange({ kind: 'quantity', warehouseId, productSkuId, quantity });
        patch((d) => ({ ...d, list: d.list.map((l) => (l.productSkuId === productSkuId ? { ...l, quantity } : l)) }));
        return true;
      }
      return update.mutateAsync({ warehouseId, productSkuId, quantity }).then(
        () => true,
        () => false,
      );
    },
    remove: async (productSkuIds: number[]): Promise<boolean> => {
      const gone = new Set(productSkuIds);
      patch((d) => ({
        ...d,
        list: d.list.filter((l) => !gone.has(l.productSkuId)),
        unavailable: d.unavailable.filter((l) => !gone.has(l.productSkuId)),
      }));
      if (!member) {
        removeVisitorLines(warehouseId, productSkuIds);
        return true;
      }
      if (isOffline()) {
        queueCartChange({ kind: 'delete', warehouseId, productSkuIds });
        return true;
      }
      return del.mutateAsync({ warehouseId, productSkuIds }).then(
        () => true,
        () => false,
      );
    },
    /** Every line of the warehouse when `productSkuIds` is absent. */
    select: async (productSkuIds: number[] | undefined, selected: boolean): Promise<boolean> => {
      const ids = productSkuIds && new Set(productSkuIds);
      patch((d) => ({
        ...d,
        list: d.list.map((l) => (!ids || ids.has(l.productSkuId) ? { ...l, selected } : l)),
      }));
      if (!member) {
        selectVisitorLines(warehouseId, productSkuIds, selected);
        return true;
      }
      return sel.mutateAsync({ warehouseId, productSkuIds, selected }).then(
        () => true,
        () => false,
      );
    },
    refresh: () => invalidateCartPricing(queryClient),
  };
}
