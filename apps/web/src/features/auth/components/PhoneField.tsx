import { useId } from 'react';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useT } from '../../../i18n';
import '../../../components/Field.css';
import { focusOnMount } from '../../../lib/focusOnMount';

interface PhoneFieldProps {
  countryCode: string;
  onCountryCode: (code: string) => void;
  phone: string;
  onPhone: (phone: string) => void;
  error?: string | null;
  autoFocus?: boolean;
}

/**
 * A mobile number as people of that country write it, by dialling code (libphonenumber's mobile
 * examples): the placeholder follows the selected country instead of showing a Vietnamese number
 * to a Thai shopper (issue 11 #22).
 */
export const PHONE_EXAMPLES: Record<string, string> = {
  '84': '0912 345 678',
  '66': '081 234 5678',
  '856': '020 23 123 456',
  '63': '0905 123 4567',
  '86': '131 2345 6789',
};

/** Rough shape only; the server checks the number per country (libphonenumber) with the same text. */
export const looksLikePhone = (phone: string) => /^\d{6,15}$/.test(phone.replace(/[\s().-]/g, ''));

/**
 * Country dialling code (a native select: the platform's own accessible picker) and the national
 * number. The codes come from the countries list, so only numbers of countries we sell in are asked.
 */
export function PhoneField({ countryCode, onCountryCode, phone, onPhone, error, autoFocus }: PhoneFieldProps) {
  const { t } = useT();
  const countries = useLocaleStore((s) => s.countryList);
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-phone`}>
        {t('login:phone')}
      </label>
      <div className={`field__row${error ? ' has-error' : ''}`}>
        <select
          className="field__code"
          aria-label={t('login:countryCode')}
          value={countryCode}
          onChange={(e) => onCountryCode(e.target.value)}
        >
          {countries.map((c) => (
            <option key={c.countryCode} value={c.phoneCode}>
              {`+${c.phoneCode} ${c.name}`}
            </option>
          ))}
        </select>
        <input
          id={`${id}-phone`}
          className="field__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={
            PHONE_EXAMPLES[countryCode]
              ? t('login:phoneExample', { example: PHONE_EXAMPLES[countryCode] })
              : t('login:phonePlaceholder')
          }
          value={phone}
          ref={autoFocus ? focusOnMount : undefined}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onPhone(e.target.value)}
          data-testid="login-phone"
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
