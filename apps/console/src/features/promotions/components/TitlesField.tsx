import { useTranslation } from 'react-i18next';
import { Input } from 'antd';
import type { Locale } from '@storefront/contract/constants';
import { LOCALE_NAMES } from '../../../i18n';
import type { Problems } from '../logic/problems';
import { Field } from './Field';

/** English first: every other language falls back to it in the shop. */
const ORDER: Locale[] = ['en-US', 'vi-VN', 'th-TH', 'zh-CN', 'lo-LA', 'fil-PH'];

interface Props {
  /** Names the inputs (`<name>-<locale>`) and the problems' fields (`<name>.<locale>`). */
  name: string;
  legend: string;
  value: Partial<Record<Locale, string>>;
  onChange: (value: Partial<Record<Locale, string>>) => void;
  problems: Problems;
}

/** A text in the six languages, each named in itself. */
export function TitlesField({ name, legend, value, onChange, problems }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="desk__fieldset">
      <legend>{legend}</legend>
      <div className="desk__titles">
        {ORDER.map((locale) => (
          <Field
            key={locale}
            id={`${name}-${locale}`}
            label={t('promotions.inLanguage', { language: LOCALE_NAMES[locale] })}
            problem={problems[`${name}.${locale}`]}
          >
            <Input
              id={`${name}-${locale}`}
              lang={locale}
              maxLength={120}
              value={value[locale] ?? ''}
              onChange={(e) => onChange({ ...value, [locale]: e.target.value })}
            />
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
