import { lazy, Suspense, useRef, useState } from 'react';
import { CheckOutline } from 'antd-mobile-icons';
import { useT } from '../i18n';
import { useAddOne } from './useAddOne';
import './AddToCartButton.css';

/** Loaded on the first tap of a "+" that has options: most visits never open it. */
const OptionsSheet = lazy(() => import('./OptionsSheet'));

interface Props {
  productSkuId: number;
  name: string;
  stock: number | null;
  /**
   * The product's options (SKUs on sale); with more than one, "+" opens a sheet to choose which
   * to add instead of adding `productSkuId` (the SKU the list shows) at once.
   */
  optionCount?: number;
}

/**
 * "+" on a list card: one more of that SKU in the cart, shown at once (tick, badge count and
 * bounce); a refusal (409 beyond stock or limit) puts the badge back and shows the server's message.
 * A product with several options opens the options sheet instead; the option chosen there is added
 * the same way, and the sheet closes.
 */
export function AddToCartButton({ productSkuId, name, stock, optionCount = 1 }: Props) {
  const { t } = useT();
  const { added, addOne } = useAddOne();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the sheet can slide out when closed.
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const choosing = optionCount > 1;

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`add-to-cart${added !== null ? ' add-to-cart--added' : ''}`}
        aria-label={choosing ? t('product:card.chooseOption', { name }) : t('cart:addToCart', { name })}
        aria-haspopup={choosing ? 'dialog' : undefined}
        aria-expanded={choosing ? open : undefined}
        data-testid="card-add-to-cart"
        onClick={() => {
          if (!choosing) return void addOne(productSkuId, name, stock);
          setOpened(true);
          setOpen(true);
        }}
      >
        {added !== null && <CheckOutline aria-hidden="true" />}
      </button>
      {choosing && opened && (
        <Suspense fallback={null}>
          <OptionsSheet
            productSkuId={productSkuId}
            name={name}
            visible={open}
            onClose={close}
            onChoose={(option) => {
              close();
              void addOne(option.productSkuId, option.spec ? `${name} ${option.spec}` : name, option.stock);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
