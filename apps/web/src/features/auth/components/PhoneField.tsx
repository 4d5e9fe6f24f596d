import { useT } from '../../../i18n';
import { PhoneNumberField } from '../../../components/PhoneNumberField';

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
 * to a Thai shopper.
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
  const example = PHONE_EXAMPLES[countryCode];
  return (
    <PhoneNumberField
      label={t('login:phone')}
      codeLabel={t('login:countryCode')}
      countryCode={countryCode}
      onCountryCode={onCountryCode}
      phone={phone}
      onPhone={onPhone}
      error={error}
      placeholder={example ? t('login:phoneExample', { example }) : t('login:phonePlaceholder')}
      autoFocus={autoFocus}
      withNames
      testId="login-phone"
    />
  );
}
