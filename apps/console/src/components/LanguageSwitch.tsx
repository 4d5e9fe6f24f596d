import { useTranslation } from 'react-i18next';
import { Select } from 'antd';
import { changeLocale, LOCALE_NAMES, LOCALES, type Locale } from '../i18n';

/** The six languages, each named in itself; the choice is remembered on this device. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Select<Locale>
      aria-label={t('app.language')}
      value={i18n.language as Locale}
      onChange={(locale) => void changeLocale(locale)}
      options={LOCALES.map((l) => ({ value: l, label: <span lang={l}>{LOCALE_NAMES[l]}</span> }))}
      popupMatchSelectWidth={false}
      className="language-switch"
    />
  );
}
