import { useQuery } from '@tanstack/react-query';
import type { Country } from '@storefront/contract';
import { getCountry } from '@storefront/contract/routes';
import { call } from './http';
import type { Currency } from './money';

/** The countries the shop sells in: dialling codes for sign-in, currency digits and symbols for amounts. */
export const useCountries = () =>
  useQuery({ queryKey: ['countries'], queryFn: () => call(getCountry), staleTime: Infinity });

export function currencyOf(countries: Country[] | undefined, code: string): Currency | undefined {
  const country = countries?.find((c) => c.currencyCode === code);
  return country && { digits: country.currencyDigits, symbol: country.currencySymbol };
}
