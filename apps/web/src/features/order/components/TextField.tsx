import { useId, type InputHTMLAttributes } from 'react';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useT } from '../../../i18n';
import '../../../components/Field.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  testId?: string;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({ label, value, onChange, error, hint, testId, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`field__row${error ? ' has-error' : ''}`}>
        <input
          id={id}
          className="field__input"
          value={value}
          aria-invalid={!!error}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          data-testid={testId}
          {...input}
        />
      </div>
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

/** Dialling code of a country we sell in (native select) and the national number. */
export function PhoneInput({
  label,
  countryCode,
  onCountryCode,
  phone,
  onPhone,
  error,
  testId,
}: {
  label: string;
  countryCode: string;
  onCountryCode: (v: string) => void;
  phone: string;
  onPhone: (v: string) => void;
  error?: string;
  testId?: string;
}) {
  const { t } = useT();
  const id = useId();
  const countries = useLocaleStore((s) => s.countryList);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`field__row${error ? ' has-error' : ''}`}>
        <select
          className="field__code"
          aria-label={t('submitOrder:contact.countryCode')}
          value={countryCode}
          onChange={(e) => onCountryCode(e.target.value)}
        >
          {countries.map((c) => (
            <option key={c.countryCode} value={c.phoneCode}>
              {`+${c.phoneCode}`}
            </option>
          ))}
        </select>
        <input
          id={id}
          className="field__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={phone}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onPhone(e.target.value)}
          data-testid={testId}
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
