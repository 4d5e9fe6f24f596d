import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from 'antd';
import { MAX_UNIT_LENGTH, type Locale } from '@storefront/contract/constants';
import { LOCALE_NAMES } from '../../../i18n';
import { EDIT_ORDER, missingLocales, type Texts } from '../texts';

interface Props {
  /** Unique on the page: the inputs' ids start with it. */
  id: string;
  /** What is named ("Option 1", "Value 2 of Size"), for the labels. */
  label: string;
  value: Texts;
  onChange: (texts: Texts) => void;
  /** Every language shown from the start (where all six matter as much as English). */
  startOpen?: boolean;
  maxLength?: number;
}

/**
 * A short text in six languages: English at hand (the shop falls back to it), the others one
 * click away, with how many are still missing. For options, values and units, where six inputs
 * side by side would crowd the form.
 */
export function LocalizedInput({ id, label, value, onChange, startOpen = false, maxLength = MAX_UNIT_LENGTH }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(startOpen);
  const missing = missingLocales(value).filter((l) => l !== 'en-US').length;
  const field = (locale: Locale) => (
    <span key={locale} className="catalogue__localized-field" lang={locale}>
      <label htmlFor={`${id}-${locale}`}>
        {t('catalogue.create.inLanguage', { label, language: LOCALE_NAMES[locale] })}
      </label>
      <Input
        id={`${id}-${locale}`}
        value={value[locale] ?? ''}
        maxLength={maxLength}
        status={locale === 'en-US' && !value[locale]?.trim() ? 'warning' : undefined}
        onChange={(e) => onChange({ ...value, [locale]: e.target.value })}
      />
    </span>
  );
  return (
    <div className="catalogue__localized">
      {field('en-US')}
      <Button
        type="link"
        aria-expanded={open}
        aria-controls={`${id}-others`}
        onClick={() => setOpen(!open)}
        className="catalogue__localized-toggle"
      >
        {missing ? t('catalogue.create.translationsMissing', { count: missing }) : t('catalogue.create.translations')}
      </Button>
      <div id={`${id}-others`} hidden={!open} className="catalogue__localized-others">
        {EDIT_ORDER.filter((l) => l !== 'en-US').map(field)}
      </div>
    </div>
  );
}
