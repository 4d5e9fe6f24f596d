import { useRef, type KeyboardEvent } from 'react';
import { Checkbox, SwipeAction, type SwipeActionRef } from 'antd-mobile';
import { Price } from '../../../components/Price';
import { Thumb } from '../../../components/Thumb';
import { useT } from '../../../i18n';
import type { CartLine } from '../api/cartPricing';
import { confirmDelete } from './confirmDelete';
import { LineStepper } from './LineStepper';
import { useLongPress } from './useLongPress';
import { Link } from 'react-router';

interface Props {
  line: CartLine;
  currencyCode: string;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => Promise<boolean>;
  onDelete: () => void;
}

/**
 * One cart line: tick for checkout, picture and name (opens the product), price and promotion,
 * stepper. Swipe left or hold for 500 ms to delete, both confirmed; the Delete key does the same
 * for keyboard users.
 */
export function CartLineItem({ line, currencyCode, onSelect, onQuantity, onDelete }: Props) {
  const { t } = useT();
  const swipe = useRef<SwipeActionRef>(null);
  const askDelete = async () => {
    const ok = await confirmDelete(t, t('cart:deleteText', { name: line.name }));
    swipe.current?.close();
    if (ok) onDelete();
  };
  const longPress = useLongPress(() => void askDelete());
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Delete' || e.key === 'Backspace') {
      if ((e.target as HTMLElement).tagName === 'INPUT') return;
      e.preventDefault();
      void askDelete();
    }
  };

  return (
    <li className="cart-line" data-testid="cart-line" data-sku={line.productSkuId} onKeyDown={onKeyDown}>
      <SwipeAction
        ref={swipe}
        rightActions={[{ key: 'delete', text: t('cart:delete'), color: 'danger', onClick: () => void askDelete() }]}
      >
        <div className="cart-line__row">
          <Checkbox className="cart-check" checked={line.selected} onChange={onSelect}>
            <span className="visually-hidden">{t('cart:selectLine', { name: line.name })}</span>
          </Checkbox>
          <div className="cart-line__main" {...longPress} data-testid="cart-line-press">
            <span className="cart-line__thumb">{line.pic && <Thumb pic={line.pic} size={80} alt="" />}</span>
            <div className="cart-line__body">
              <Link to={`/productDetails?productSkuId=${line.productSkuId}`} className="cart-line__name">
                {line.name}
              </Link>
              {line.spec && <span className="cart-line__spec">{line.spec}</span>}
              {line.promotion && (
                <span
                  className={`cart-line__promo${line.promotion.applied ? ' cart-line__promo--on' : ''}`}
                  data-testid="cart-line-promotion"
                >
                  {line.promotion.message}
                </span>
              )}
              <div className="cart-line__foot">
                <Price price={line.price} originalPrice={line.originalPrice} currencyCode={currencyCode} />
                <LineStepper quantity={line.quantity} max={line.maxQuantity} name={line.name} onCommit={onQuantity} />
              </div>
              {line.maxQuantity < line.quantity && (
                <span className="cart-line__limit" role="note">
                  {t('cart:onlyAvailable', { count: line.maxQuantity })}
                </span>
              )}
            </div>
          </div>
        </div>
      </SwipeAction>
    </li>
  );
}
