import { useId } from 'react';
import { CheckOutline } from 'antd-mobile-icons';
import { Screen } from '../../../components/Screen';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import './SetLanguage.css';
import { useT } from '../../../i18n';

/**
 * The six languages, each in its own name, as a native radio group: arrow keys move and select,
 * screen readers announce "radio, checked", and choosing one switches the app immediately.
 */
export function SetLanguage() {
  const { t } = useT();
  const localeList = useLocaleStore((s) => s.localeList);
  const current = useLocaleStore((s) => s.locale);
  const setLocale = useLocaleStore((s) => s.setLocale);
  const legendId = useId();

  return (
    <Screen title={t('common:title.setLanguage')}>
      <fieldset className="set-language" aria-labelledby={legendId}>
        <legend id={legendId} className="set-language__legend">
          {t('common:chooseLanguage')}
        </legend>
        {localeList.map(({ browser, name }) => {
          const checked = browser === current;
          return (
            <label key={browser} className={`set-language__item${checked ? ' is-checked' : ''}`}>
              <input
                type="radio"
                name="locale"
                value={browser}
                checked={checked}
                onChange={() => setLocale(browser)}
                className="set-language__input"
                data-testid={`locale-${browser}`}
              />
              <span className="set-language__name" lang={browser}>
                {name}
              </span>
              {checked && (
                <span className="set-language__check">
                  <CheckOutline aria-hidden="true" />
                  <span className="visually-hidden">{t('common:currentLanguage')}</span>
                </span>
              )}
            </label>
          );
        })}
      </fieldset>
    </Screen>
  );
}
