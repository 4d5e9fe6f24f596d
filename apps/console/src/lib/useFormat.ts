import { useTranslation } from 'react-i18next';
import { currencyOf, useCountries } from './countries';
import { formatDateTime, formatMoney } from './money';

/** Amounts and instants in the staff member's language, each amount in its order's currency. */
export function useFormat() {
  const { i18n } = useTranslation();
  const countries = useCountries().data;
  const locale = i18n.language;
  return {
    money: (minor: number, currencyCode: string) =>
      formatMoney(minor, currencyCode, locale, currencyOf(countries, currencyCode)),
    dateTime: (iso: string) => formatDateTime(iso, locale),
  };
}
