import { useEffect, useRef, useState } from 'react';
import { QuantityStepper } from '../../../components/QuantityStepper';
import { useT } from '../../../i18n';

/** Taps closer together than this become one request with the last quantity. */
export const QUANTITY_COMMIT_MS = 350;

interface Props {
  quantity: number;
  max: number;
  name: string;
  /** Resolves false when the change was refused: the stepper goes back to the cart's quantity. */
  onCommit: (quantity: number) => Promise<boolean>;
}

/** A line's stepper (max: what the server allows for this line), sending the last of quick taps. */
export function LineStepper({ quantity, max, name, onCommit }: Props) {
  const { t } = useT();
  const [value, setValue] = useState(quantity);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const editing = useRef(false);

  // The server's quantity wins whenever the shopper is not in the middle of changing it.
  useEffect(() => {
    if (!editing.current) setValue(quantity);
  }, [quantity]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (q: number) => {
    if (q === value) return;
    setValue(q);
    editing.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void onCommit(q).then((kept) => {
        editing.current = false;
        if (!kept) setValue(quantity);
      });
    }, QUANTITY_COMMIT_MS);
  };

  return (
    <QuantityStepper
      value={value}
      onChange={change}
      max={max}
      label={t('cart:quantityOf', { name })}
      decreaseLabel={t('cart:decrease', { name })}
      increaseLabel={t('cart:increase', { name })}
      testId="cart-stepper"
    />
  );
}
