import type { ReactNode } from 'react';
import './Field.css';

/** The ids of what describes an input (its hint, its error) for `aria-describedby`, as Field draws them. */
export const fieldDescription = (id: string, hint?: ReactNode, error?: string | null): string | undefined =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

interface FieldProps {
  /** The input's id: the label names it; the hint and the error are `<id>-hint` and `<id>-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** The bordered row: the input and what shares its box (a dialling code, a show/hide toggle). */
  children: ReactNode;
  /** The row's class, where an input draws its own box (the SMS code's six boxes). */
  row?: string;
}

/**
 * A form field's frame, shared by every text-like input of the app: the label, the row that shows
 * focus and error, the hint, and the error announced (role="alert"). The input itself stays with
 * its caller, which ties it up with `id` and `fieldDescription`.
 */
export function Field({ id, label, hint, error, children, row = 'field__row' }: FieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`${row}${error ? ' has-error' : ''}`}>{children}</div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
