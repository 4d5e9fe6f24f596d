import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n';
import { announce } from '../lib/announce';
import { useAddToCart } from '../lib/cart';

/** How long the tick stays after an add. */
export const ADDED_MS = 1500;

/**
 * One more of a SKU in the cart from a list card, as its "+" and its options sheet both do: `added`
 * is the SKU just added (the tick shows at once and goes after `ADDED_MS`, or back at once when the
 * server refuses: 409 beyond stock or limit), a screen reader hears the added name or the
 * server's message (lib/announce). `addOne` resolves true when the add went through.
 */
export function useAddOne() {
  const { t } = useT();
  const add = useAddToCart();
  const [added, setAdded] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const addOne = useCallback(
    async (productSkuId: number, name: string, stock: number | null) => {
      clearTimeout(timer.current);
      setAdded(productSkuId);
      const result = await add({ productSkuId, quantity: 1, stock });
      if (!result.ok) {
        setAdded(null);
        announce(result.message);
        return false;
      }
      announce(t('cart:addedName', { name }));
      timer.current = setTimeout(() => setAdded(null), ADDED_MS);
      return true;
    },
    [add, t],
  );
  return { added, addOne };
}
