import { lazy, Suspense, useEffect } from 'react';
import { Screen } from '../../../components/Screen';
import { Refreshable } from '../../../components/Refreshable';
import { useT } from '../../../i18n';
import { useCartPricing } from '../api/cartPricing';
import { CartFailed, CartSkeleton, EmptyCart } from '../components/CartStates';
import { useCartActions } from '../components/useCartActions';
import { useCartQueueStore } from '../../../lib/cart';
import { useHydrated } from '../../../lib/useHydrated';
import './ShoppingCart.css';

// Loaded when the cart has lines (components/FilledCart.tsx says why), asked for as soon as the
// cart is being priced, so it has arrived by the time the answer has.
const loadFilled = () => import('../components/FilledCart');
const CartLines = lazy(() => loadFilled().then((m) => ({ default: m.CartLines })));
const CartCheckout = lazy(() => loadFilled().then((m) => ({ default: m.CartCheckout })));

/**
 * /shoppingCart (spec §2): the cart of the current warehouse, for a member or a visitor. The server
 * draws its frame for a first-time visitor; the lines are this browser's (a saved cart,
 * a login), so until the page is hydrated both draw the skeleton, and the markup never differs.
 */
export function ShoppingCart() {
  const { t } = useT();
  const hydrated = useHydrated();
  const { query, params } = useCartPricing();
  const actions = useCartActions(params);
  const data = hydrated ? query.data : undefined;
  // A member's changes made offline: shown as waiting; checkout waits for them to be priced.
  const waiting = useCartQueueStore((s) => (hydrated ? s.waiting : 0));

  // A visitor's cart with no line is empty without asking the server (a first visit's cart).
  const visitorEmpty = !!params && !params.owner.member && params.owner.items.length === 0;
  const mayHaveLines = hydrated && !!params && !visitorEmpty;
  useEffect(() => {
    if (mayHaveLines) void loadFilled();
  }, [mayHaveLines]);

  let body;
  if (!hydrated) body = <SkeletonOrEmpty />;
  else if (!params) body = <p className="cart-note">{t('cart:noWarehouse')}</p>;
  else if (visitorEmpty && !data) body = <SkeletonOrEmpty empty />;
  else if (query.isPending) body = <CartSkeleton />;
  else if (!data) body = <CartFailed onRetry={() => void query.refetch()} />;
  else if (data.list.length === 0 && data.unavailable.length === 0) body = <SkeletonOrEmpty empty />;
  else {
    body = (
      <Suspense fallback={<CartSkeleton />}>
        <CartLines data={data} actions={actions} />
      </Suspense>
    );
  }

  const filled = !!data && data.list.length > 0;
  return (
    <Screen title={t('cart:title')} back={false} className="cart-screen">
      <Refreshable onRefresh={() => query.refetch()}>
        <div className="cart" data-testid="cart">
          {waiting > 0 && (
            <p className="cart-note" role="status" data-testid="cart-waiting">
              {t('cart:waitingChanges', { count: waiting })}
            </p>
          )}
          {body}
        </div>
      </Refreshable>
      {filled && (
        <Suspense fallback={null}>
          <CartCheckout data={data} actions={actions} busy={query.isFetching || waiting > 0} />
        </Suspense>
      )}
    </Screen>
  );
}

/**
 * The skeleton or the empty cart, in one frame. The server cannot know a visitor's cart (it is in
 * the browser), so its markup is the skeleton; once hydrated, an empty cart keeps this frame: the
 * same nodes stay on screen, not a copy drawn a second later.
 */
function SkeletonOrEmpty({ empty }: { empty?: boolean }) {
  return (
    <div className={`cart-first${empty ? ' cart-first--empty' : ''}`}>
      <div className="cart-first__busy">{empty ? null : <CartSkeleton />}</div>
      <div className="cart-first__empty">
        <EmptyCart />
      </div>
    </div>
  );
}
