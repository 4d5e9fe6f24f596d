import { useCallback } from 'react';
import { formatMoney } from '../lib/money';
import { useLocaleStore } from '../lib/stores/locale.store';
import { useT } from '../i18n';
import './Price.css';

/** Digits of a currency's minor unit: from the country list, else what Intl knows of it. */
export function currencyDigits(
  currencyCode: string,
  countries: readonly { currencyCode: string; currencyDigits: number }[],
) {
  const known = countries.find((c) => c.currencyCode === currencyCode);
  if (known) return known.currencyDigits;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: currencyCode }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** Formats minor units of any currency in the UI locale: `money(25000, 'VND')`. */
export function useMoney() {
  const locale = useLocaleStore((s) => s.locale);
  const countries = useLocaleStore((s) => s.countryList);
  const currencyMax = useLocaleStore((s) => s.currencyMax);
  return useCallback(
    (minor: number, currencyCode: string) => {
      const country = countries.find((c) => c.currencyCode === currencyCode);
      return formatMoney(
        minor,
        {
          currencyCode,
          currencyDigits: currencyDigits(currencyCode, countries),
          currencySymbol: country?.currencySymbol,
          // Spec §3: the country's step (the smallest amount shown) and the store's currencyMax.
          currencyStep: country?.currencyStep,
        },
        locale,
        currencyMax,
      );
    },
    [locale, countries, currencyMax],
  );
}

interface PriceProps {
  price: number;
  originalPrice?: number;
  currencyCode: string;
  size?: 'md' | 'lg';
}

/**
 * Price now and, when lower than before, the struck-through original. Screen readers hear
 * "Price ₫25.000, was ₫30.000" instead of two bare numbers.
 */
export function Price({ price, originalPrice, currencyCode, size = 'md' }: PriceProps) {
  const { t } = useT();
  const money = useMoney();
  const reduced = originalPrice !== undefined && originalPrice > price;
  return (
    <span className={`price price--${size}`}>
      <span className="visually-hidden">{t('product:price')} </span>
      <span className="price__now">{money(price, currencyCode)}</span>
      {reduced && (
        <s className="price__was">
          <span className="visually-hidden">, {t('product:originalPrice')} </span>
          {money(originalPrice, currencyCode)}
        </s>
      )}
    </span>
  );
}
