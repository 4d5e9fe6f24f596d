import { dialog } from '../../../lib/overlays';
import type { AppT } from '../../../i18n';
import type { CartGroup } from '../api/cartPricing';

/**
 * Spec §2: the selection holds products that must be checked out separately (e.g. same-day
 * groceries and shipped goods). The shopper picks one group to check out now, seeing each group's
 * item count and what its own order charges (the server's price, delivery included); null when
 * they go back to the cart.
 */
export function chooseGroup(
  t: AppT,
  groups: readonly CartGroup[],
  money: (minor: number) => string,
): Promise<CartGroup | null> {
  return new Promise((resolve) => {
    let picked: CartGroup | null = null;
    dialog.show({
      'aria-label': t('cart:separateTitle'),
      title: t('cart:separateTitle'),
      content: t('cart:separateText'),
      closeOnAction: true,
      closeOnMaskClick: true,
      onClose: () => resolve(picked),
      actions: [
        ...groups.map((g) => ({
          key: g.fulfilment,
          text: t('cart:separateGroup', { title: g.title, count: g.itemCount, amount: money(g.payable) }),
          onClick: () => {
            picked = g;
          },
        })),
        { key: 'cancel', text: t('cart:backToCart'), className: 'cart-dialog__cancel' },
      ],
    });
  });
}
