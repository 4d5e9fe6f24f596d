import { useId } from 'react';
import { Field, fieldDescription } from '../../../components/Field';

interface TextInputProps {
  field: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  max: number;
  placeholder?: string;
  autoComplete?: string;
}

/** A labelled input with its error announced and tied to it. */
export function TextInput({ field, label, value, onChange, error, max, placeholder, autoComplete }: TextInputProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        className="field__input"
        type="text"
        autoComplete={autoComplete ?? 'off'}
        maxLength={max}
        placeholder={placeholder}
        value={value}
        aria-invalid={!!error}
        aria-describedby={fieldDescription(id, undefined, error)}
        onChange={(e) => onChange(e.target.value)}
        data-testid={`address-${field}`}
      />
    </Field>
  );
}
