import { Input } from 'antd';
import type { Problem } from '../logic/problems';
import { Field } from './Field';

interface Props {
  id: string;
  label: string;
  value: string;
  currencyCode: string;
  digits: number;
  problem?: Problem | undefined;
  /** What the problem's text names besides the digits (a list price). */
  params?: Record<string, string | number>;
  extra?: string | undefined;
  onChange: (value: string) => void;
}

/** An amount typed in the currency's major units, with its currency beside it. */
export function AmountField({ id, label, value, currencyCode, digits, problem, params, extra, onChange }: Props) {
  return (
    <Field id={id} label={label} problem={problem} params={{ digits, ...params }} extra={extra}>
      <Input
        id={id}
        inputMode={digits ? 'decimal' : 'numeric'}
        className="desk__amount"
        value={value}
        suffix={currencyCode}
        aria-invalid={Boolean(problem)}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
