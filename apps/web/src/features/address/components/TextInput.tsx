import { useId, type ReactNode } from 'react';

interface TextInputProps {
  field: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  max: number;
  placeholder?: string;
  type?: 'text' | 'tel';
  autoComplete?: string;
  /** Shown before the input inside the same row (the dialling code). */
  prefix?: ReactNode;
}

/** A labelled input with its error announced and tied to it. */
export function TextInput({
  field,
  label,
  value,
  onChange,
  error,
  max,
  placeholder,
  type = 'text',
  autoComplete,
  prefix,
}: TextInputProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className={`field__row${error ? ' has-error' : ''}`}>
        {prefix}
        <input
          id={`${id}-input`}
          className="field__input"
          type={type}
          inputMode={type === 'tel' ? 'tel' : undefined}
          autoComplete={autoComplete ?? 'off'}
          maxLength={max}
          placeholder={placeholder}
          value={value}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
          data-testid={`address-${field}`}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
