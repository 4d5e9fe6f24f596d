import { useEffect, useRef, useState } from 'react';
import { AddOutline, CheckOutline } from 'antd-mobile-icons';
import { useT } from '../i18n';
import { useAddToCart } from '../lib/cart';
import './AddToCartButton.css';

/** How long the tick stays after an add. */
const ADDED_MS = 1500;

interface Props {
  productSkuId: number;
  name: string;
  stock: number | null;
}

/**
 * "+" on a list card: one more of that SKU in the cart, shown at once (tick, badge count and
 * bounce); a refusal (409 beyond stock or limit) puts the badge back and shows the server's message.
 */
export function AddToCartButton({ productSkuId, name, stock }: Props) {
  const { t } = useT();
  const add = useAddToCart();
  const [state, setState] = useState<'idle' | 'added'>('idle');
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    clearTimeout(timer.current);
    setState('added');
    const result = await add({ productSkuId, quantity: 1, stock });
    if (!result.ok) {
      setState('idle');
      setStatus(result.message);
      return;
    }
    setStatus(t('cart:addedName', { name }));
    timer.current = setTimeout(() => setState('idle'), ADDED_MS);
  };

  return (
    <>
      <button
        type="button"
        className={`add-to-cart${state === 'added' ? ' add-to-cart--added' : ''}`}
        aria-label={t('cart:addToCart', { name })}
        data-testid="card-add-to-cart"
        onClick={() => void onClick()}
      >
        {state === 'added' ? <CheckOutline aria-hidden="true" /> : <AddOutline aria-hidden="true" />}
      </button>
      <span role="status" className="visually-hidden">
        {status}
      </span>
    </>
  );
}
