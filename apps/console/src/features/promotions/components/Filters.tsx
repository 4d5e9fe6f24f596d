import { useTranslation } from 'react-i18next';
import { Select } from 'antd';
import { OFFER_STATES, type OfferState } from '@storefront/contract/constants';
import { useCountries } from '../../../lib/countries';

interface ChoiceProps {
  label: string;
  /** The choice that filters nothing out (the empty value). */
  all: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A list's filter: everything, or one choice. */
export function ChoiceFilter({ label, all, value, options, onChange }: ChoiceProps) {
  return (
    <Select
      aria-label={label}
      className="desk__select"
      value={value ?? ''}
      onChange={onChange}
      options={[{ value: '', label: all }, ...options]}
    />
  );
}

export function CountryFilter({ value, onChange }: { value: string | undefined; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const countries = useCountries().data ?? [];
  return (
    <ChoiceFilter
      label={t('promotions.countryFilter')}
      all={t('promotions.allCountries')}
      value={value}
      onChange={onChange}
      options={countries.map((c) => ({ value: c.countryCode, label: c.name }))}
    />
  );
}

export function StateFilter({ value, onChange }: { value: OfferState | undefined; onChange: (state: string) => void }) {
  const { t } = useTranslation();
  return (
    <ChoiceFilter
      label={t('promotions.stateFilter')}
      all={t('promotions.allStates')}
      value={value}
      onChange={onChange}
      options={OFFER_STATES.map((s) => ({ value: s, label: t(`promotions.state.${s}`) }))}
    />
  );
}
