import { useId, type InputHTMLAttributes } from 'react';
import { Field, fieldDescription } from './Field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  testId?: string;
}

/** A labelled text input with its hint and error tied to it for screen readers (any form's plain field). */
export function TextField({ label, value, onChange, error, hint, testId, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className="field__input"
        value={value}
        aria-invalid={!!error}
        aria-describedby={fieldDescription(id, hint, error)}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
        {...input}
      />
    </Field>
  );
}
