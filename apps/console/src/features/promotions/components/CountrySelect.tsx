import { Select } from 'antd';
import { useCountries } from '../../../lib/countries';

interface Props {
  id: string;
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/** The countries the shop sells in, by name. */
export function CountrySelect({ id, value, onChange, disabled }: Props) {
  const countries = useCountries().data ?? [];
  return (
    <Select
      id={id}
      disabled={disabled}
      className="desk__select"
      value={value}
      onChange={onChange}
      options={countries.map((c) => ({ value: c.countryCode, label: c.name }))}
    />
  );
}

/** A country's currency: its code and the digits its amounts are typed with. */
export function useCurrency(countryCode: string) {
  const country = useCountries().data?.find((c) => c.countryCode === countryCode);
  return { code: country?.currencyCode ?? '', digits: country?.currencyDigits ?? 0 };
}

/** The digits a country's amounts are typed with, for any country of the list. */
export function useDigits() {
  const countries = useCountries().data;
  return (countryCode: string) => countries?.find((c) => c.countryCode === countryCode)?.currencyDigits ?? 0;
}
