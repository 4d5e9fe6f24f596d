import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { ShopbagOutline } from 'antd-mobile-icons';
import { CART_QUANTITY_MAX } from '@storefront/contract/constants';
import { CartBadge } from '../../../components/CartBadge';
import { QuantityStepper } from '../../../components/QuantityStepper';
import { useT } from '../../../i18n';
import { useAddToCart, useCartCount } from '../../../lib/cart';
import { toast } from '../../../lib/overlays';
import type { SkuDetail } from '../api/skuDetail';
import { Link } from 'react-router';

const MAX_QUANTITY = CART_QUANTITY_MAX;

/** The bottom bar: the cart with its count, how many, and add to cart with an "added" note. */
export function AddToCartBar({ sku }: { sku: SkuDetail }) {
  const { t } = useT();
  const add = useAddToCart();
  const count = useCartCount();
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const soldOut = sku.stock !== null && sku.stock <= 0;
  const max = sku.stock !== null ? Math.max(1, Math.min(sku.stock, MAX_QUANTITY)) : MAX_QUANTITY;

  // Another option of the product opens in place: start again from one.
  useEffect(() => setQuantity(1), [sku.productSkuId]);

  const onAdd = async () => {
    setBusy(true);
    const result = await add({ productSkuId: sku.productSkuId, quantity, stock: sku.stock });
    setBusy(false);
    if (result.ok && !result.queued) toast.show({ icon: 'success', content: t('cart:addedName', { name: sku.name }) });
  };

  return (
    <div className="pd-bar">
      <Link to="/shoppingCart" className="pd-bar__cart" data-testid="pd-cart-link">
        <CartBadge count={count}>
          <ShopbagOutline aria-hidden="true" />
        </CartBadge>
        <span className="visually-hidden">
          {t('tabBar:cart')}
          {count > 0 && ` (${t('tabBar:cartCount', { count })})`}
        </span>
      </Link>
      {!soldOut && (
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          max={max}
          label={t('productDetails:quantity')}
          decreaseLabel={t('cart:decrease', { name: sku.name })}
          increaseLabel={t('cart:increase', { name: sku.name })}
          testId="pd-quantity"
        />
      )}
      <Button
        color="primary"
        size="large"
        shape="rounded"
        className="pd-bar__add"
        disabled={soldOut}
        loading={busy}
        data-testid="add-to-cart"
        onClick={() => void onAdd()}
      >
        {soldOut ? t('product:outOfStock') : t('productDetails:addToCart')}
      </Button>
    </div>
  );
}
