import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Screen } from '../../../components/Screen';
import { Refreshable } from '../../../components/SkuFeed';
import { useT } from '../../../i18n';
import { useCartPricing } from '../api/cartPricing';
import { CartFooter } from '../components/CartFooter';
import { CartLineItem } from '../components/CartLineItem';
import { CartFailed, CartSkeleton, EmptyCart } from '../components/CartStates';
import { chooseGroup } from '../components/chooseGroup';
import { DiscountDetails } from '../components/DiscountDetails';
import { FreightBar } from '../components/FreightBar';
import { UnavailableGroup } from '../components/UnavailableGroup';
import { useCartActions } from '../components/useCartActions';
import { useCartQueueStore } from '../../../lib/cart';
import { useHydrated } from '../../../lib/useHydrated';
import './ShoppingCart.css';

/**
 * /shoppingCart (spec §2): the cart of the current warehouse, for a member or a visitor. The server
 * draws its frame for a first-time visitor (issue 13); the lines are this browser's (a saved cart,
 * a login), so until the page is hydrated both draw the skeleton, and the markup never differs.
 */
export function ShoppingCart() {
  const { t } = useT();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { query, params } = useCartPricing();
  const actions = useCartActions(params);
  const [details, setDetails] = useState(false);
  const data = hydrated ? query.data : undefined;
  // A member's changes made offline: shown as waiting; checkout waits for them to be priced.
  const waiting = useCartQueueStore((s) => (hydrated ? s.waiting : 0));

  const checkout = async () => {
    if (!data) return;
    if (data.groups.length > 1) {
      const group = await chooseGroup(t, data.groups);
      if (!group) return;
      // Checkout narrows to the chosen group; the other group stays ticked for its own checkout.
      const chosen = new Set(group.productSkuIds);
      const ids = data.list.filter((l) => l.selected && chosen.has(l.productSkuId)).map((l) => l.productSkuId);
      await navigate(`/submitOrder?productSkuIds=${ids.join(',')}`);
      return;
    }
    await navigate('/submitOrder');
  };

  let body;
  // A visitor's cart with no line is empty without asking the server (a first visit's cart).
  const visitorEmpty = !!params && !params.owner.member && params.owner.items.length === 0;
  if (!hydrated) body = <SkeletonOrEmpty />;
  else if (!params) body = <p className="cart-note">{t('cart:noWarehouse')}</p>;
  else if (visitorEmpty && !data) body = <SkeletonOrEmpty empty />;
  else if (query.isPending) body = <CartSkeleton />;
  else if (!data) body = <CartFailed onRetry={() => void query.refetch()} />;
  else if (data.list.length === 0 && data.unavailable.length === 0) body = <SkeletonOrEmpty empty />;
  else {
    const currency = data.summary.currencyCode;
    body = (
      <>
        <FreightBar summary={data.summary} />
        {data.list.length > 0 && (
          <section className="cart-card" aria-label={t('cart:linesLabel')}>
            <ul className="cart-lines" data-testid="cart-lines">
              {data.list.map((line) => (
                <CartLineItem
                  key={line.productSkuId}
                  line={line}
                  currencyCode={currency}
                  onSelect={(selected) => void actions.select([line.productSkuId], selected)}
                  onQuantity={(q) => actions.setQuantity(line.productSkuId, q)}
                  onDelete={() => void actions.remove([line.productSkuId])}
                />
              ))}
            </ul>
          </section>
        )}
        <UnavailableGroup
          lines={data.unavailable}
          onClear={() => void actions.remove(data.unavailable.map((l) => l.productSkuId))}
          onReduce={(productSkuId, quantity) => void actions.setQuantity(productSkuId, quantity)}
        />
        <p className="cart-hint">{t('cart:deleteHint')}</p>
      </>
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
        <>
          <CartFooter
            lines={data.list}
            summary={data.summary}
            busy={query.isFetching || waiting > 0}
            onSelectAll={(selected) => void actions.select(undefined, selected)}
            onDetails={() => setDetails(true)}
            onCheckout={() => void checkout()}
          />
          <DiscountDetails visible={details} onClose={() => setDetails(false)} summary={data.summary} />
        </>
      )}
    </Screen>
  );
}

/**
 * The skeleton or the empty cart, in one frame. Before hydration (the server's markup, `empty`
 * unset) index.html's pre-paint check chooses: `data-cart-empty` on the document when there is no
 * session and no saved line, so a first visit shows its real state at its first paint (issue 13's
 * LCP) while the markup stays the same for every visitor. Once hydrated, an empty cart keeps this
 * frame: the same nodes stay on screen, not a copy drawn a second later.
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
