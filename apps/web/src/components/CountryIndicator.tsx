import { GlobalOutline } from 'antd-mobile-icons';
import { useLocaleStore } from '../lib/stores/locale.store';
import './CountryIndicator.css';
import { useT } from '../i18n';
import { Link } from 'react-router';

/** The current country and currency; tapping it opens the language and region settings. */
export function CountryIndicator() {
  const { t } = useT();
  const country = useLocaleStore((s) => s.country);
  if (!country) return null;
  const label = t('common:shoppingIn', { country: country.name, currency: country.currencyCode });
  return (
    <Link to="/setLanguage" className="country-indicator" aria-label={label} data-testid="country-indicator">
      <GlobalOutline aria-hidden="true" />
      <span className="country-indicator__code">{country.countryCode}</span>
      <span className="country-indicator__currency">
        {country.currencySymbol} {country.currencyCode}
      </span>
    </Link>
  );
}
