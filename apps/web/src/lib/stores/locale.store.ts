import { create } from 'zustand';
import { LOCALES, DEFAULT_LOCALE } from '@storefront/contract/constants';
import type { Country, Locale } from '@storefront/contract';
import { LOCALE_NAMES } from '../localeNames';
import { local } from '../storage';

/** The spec's locale store (§3): country, countryList, localeList, currencyMax, locale. */
export interface LocaleState {
  country: Country | null;
  countryList: Country[];
  localeList: { browser: Locale; name: string }[];
  /** Largest amount the UI accepts (spec §9). */
  currencyMax: number;
  locale: Locale;
  setLocale: (locale: Locale) => void;
  setCountryList: (list: Country[]) => void;
  setCountry: (country: Country) => void;
}

/** The saved country if it is still offered, else the default one, else the first. */
export function pickCountry(list: readonly Country[], savedCode: string | undefined): Country | null {
  return list.find((c) => c.countryCode === savedCode) ?? list.find((c) => c.isDefault) ?? list[0] ?? null;
}

export const useLocaleStore = create<LocaleState>()((set) => ({
  country: null,
  countryList: [],
  localeList: LOCALES.map((browser) => ({ browser, name: LOCALE_NAMES[browser] })),
  currencyMax: 1e10,
  locale: DEFAULT_LOCALE,
  setLocale: (locale) => {
    // i18next follows through a subscription set up in app/setupLocale.ts, so this store
    // stays free of UI libraries and can be read by the HTTP header provider and tests alike.
    local.set('locale', locale);
    set({ locale });
  },
  setCountryList: (countryList) => set({ countryList }),
  setCountry: (country) => {
    local.set('country', country.countryCode);
    set({ country });
  },
}));
