import { useId } from 'react';
import { useLocaleStore } from '../lib/stores/locale.store';
import { Field, fieldDescription } from './Field';

interface PhoneNumberFieldProps {
  label: string;
  /** The dialling code's name for screen readers ("Country code"). */
  codeLabel: string;
  /** The dialling code chosen, digits only ("84"). */
  countryCode: string;
  onCountryCode: (code: string) => void;
  phone: string;
  onPhone: (phone: string) => void;
  error?: string | null;
  testId: string;
  placeholder?: string;
  maxLength?: number;
  autoFocus?: boolean;
  /** The countries' names beside their codes, where the row has room for them. */
  withNames?: boolean;
}

/**
 * A phone number as the spec asks for one everywhere (login, addresses, a visitor's order): the
 * dialling code of a country we sell in (a native select: the platform's own accessible picker,
 * from the countries list) and the national number, in one field.
 */
export function PhoneNumberField({
  label,
  codeLabel,
  countryCode,
  onCountryCode,
  phone,
  onPhone,
  error,
  testId,
  placeholder,
  maxLength,
  autoFocus,
  withNames,
}: PhoneNumberFieldProps) {
  const id = useId();
  const countries = useLocaleStore((s) => s.countryList);
  return (
    <Field id={id} label={label} error={error}>
      <select
        className="field__code"
        aria-label={codeLabel}
        value={countryCode}
        onChange={(e) => onCountryCode(e.target.value)}
      >
        {countries.map((c) => (
          <option key={c.countryCode} value={c.phoneCode}>
            {withNames ? `+${c.phoneCode} ${c.name}` : `+${c.phoneCode}`}
          </option>
        ))}
      </select>
      <input
        id={id}
        className="field__input"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={placeholder}
        maxLength={maxLength}
        value={phone}
        autoFocus={autoFocus}
        aria-invalid={!!error}
        aria-describedby={fieldDescription(id, undefined, error)}
        onChange={(e) => onPhone(e.target.value)}
        data-testid={testId}
      />
    </Field>
  );
}
