import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMoney } from '../../../components/Price';
import { useT } from '../../../i18n';
import type { CartPricing } from '../api/cartPricing';
import { CartFooter } from './CartFooter';
import { CartLineItem } from './CartLineItem';
import { chooseGroup } from './chooseGroup';
import { DiscountDetails } from './DiscountDetails';
import { FreightBar } from './FreightBar';
import { UnavailableGroup } from './UnavailableGroup';
import type { useCartActions } from './useCartActions';

// A cart with lines, loaded by the cart screen only when there are lines: swiping a
// line, the discount sheet and the dialogs bring antd's animation and gesture libraries, which
// an empty cart (a first visit's) never needs.

type CartActions = ReturnType<typeof useCartActions>;

/** The lines, the freight bar and the unavailable group: what scrolls (and pulls to refresh). */
export function CartLines({ data, actions }: { data: CartPricing; actions: CartActions }) {
  const { t } = useT();
  const currency = data.summary.currencyCode;
  return (
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

/** The footer (select all, payable, checkout) and its discount details, below the scroller. */
export function CartCheckout({ data, actions, busy }: { data: CartPricing; actions: CartActions; busy: boolean }) {
  const { t } = useT();
  const navigate = useNavigate();
  const money = useMoney();
  const [details, setDetails] = useState(false);

  const checkout = async () => {
    if (data.groups.length > 1) {
      const group = await chooseGroup(t, data.groups, (minor) => money(minor, data.summary.currencyCode));
      if (!group) return;
      // Checkout narrows to the chosen group; the other group stays ticked for its own checkout.
      const chosen = new Set(group.productSkuIds);
      const ids = data.list.filter((l) => l.selected && chosen.has(l.productSkuId)).map((l) => l.productSkuId);
      await navigate(`/submitOrder?productSkuIds=${ids.join(',')}`);
      return;
    }
    await navigate('/submitOrder');
  };

  return (
    <>
      <CartFooter
        lines={data.list}
        summary={data.summary}
        busy={busy}
        onSelectAll={(selected) => void actions.select(undefined, selected)}
        onDetails={() => setDetails(true)}
        onCheckout={() => void checkout()}
      />
      <DiscountDetails visible={details} onClose={() => setDetails(false)} summary={data.summary} />
    </>
  );
}
