import { useNavigate } from 'react-router';
import { Button, Skeleton } from 'antd-mobile';
import { ShopbagOutline } from 'antd-mobile-icons';
import { useT } from '../../../i18n';

/** As tall as the lines it stands for, so nothing jumps when the cart arrives. */
export function CartSkeleton() {
  return (
    <div className="cart-skeleton" aria-hidden="true" data-testid="cart-skeleton">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="cart-skeleton__line">
          <Skeleton animated className="cart-skeleton__img" />
          <Skeleton.Paragraph lineCount={3} animated className="cart-skeleton__text" />
        </div>
      ))}
    </div>
  );
}

/** An empty cart leads back to shopping. */
export function EmptyCart() {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <div className="cart-empty" data-testid="cart-empty">
      <ShopbagOutline aria-hidden="true" className="cart-empty__icon" />
      <h2>{t('cart:emptyTitle')}</h2>
      <p>{t('cart:emptyText')}</p>
      <Button color="primary" shape="rounded" size="large" onClick={() => void navigate('/')}>
        {t('cart:goShopping')}
      </Button>
    </div>
  );
}

export function CartFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <div className="cart-empty" role="alert">
      <p>{t('cart:loadFailed')}</p>
      <Button color="primary" fill="outline" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </div>
  );
}
