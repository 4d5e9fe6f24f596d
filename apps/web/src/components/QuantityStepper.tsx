import { useLayoutEffect, useRef } from 'react';
import { Stepper } from 'antd-mobile';
import './QuantityStepper.css';

interface Props {
  value: number;
  onChange: (value: number) => void;
  max: number;
  /** Names the group and the number field ("Quantity of Fuji apples"). */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  testId?: string;
}

/**
 * antd's Stepper with spec §9's min 1 and step 1, 44 px buttons, and names for its parts: antd
 * labels its buttons in four languages only and leaves the number field unnamed.
 */
export function QuantityStepper({ value, onChange, max, label, decreaseLabel, increaseLabel, testId }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const top = Math.max(1, max);
  // Layout effects: set before the browser paints or anything reads the page (a line mounted from
  // the cart's lazy chunk was audited by axe between its commit and a passive effect).
  useLayoutEffect(() => {
    const el = box.current;
    el?.querySelector('input')?.setAttribute('aria-label', label);
    el?.querySelector('.adm-stepper-minus')?.setAttribute('aria-label', decreaseLabel);
    el?.querySelector('.adm-stepper-plus')?.setAttribute('aria-label', increaseLabel);
  }, [label, decreaseLabel, increaseLabel]);
  // antd copies the spinbutton's aria-value* onto the field's wrapper div too, where no role
  // allows them (axe: aria-allowed-attr). React re-adds them only when the value changes, which
  // re-renders this component and runs this again.
  useLayoutEffect(() => {
    const wrapper = box.current?.querySelector('.adm-input');
    for (const name of ['aria-valuenow', 'aria-valuemin', 'aria-valuemax']) wrapper?.removeAttribute(name);
  });
  return (
    <div ref={box} role="group" aria-label={label} className="quantity-stepper" data-testid={testId}>
      <Stepper
        min={1}
        step={1}
        max={top}
        digits={0}
        value={value}
        onChange={(v) => onChange(Math.min(top, Math.max(1, Math.round(v ?? 1))))}
      />
    </div>
  );
}
