import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd-mobile';
import { Screen } from '../../../components/Screen';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { settingsQuery } from '../../../lib/queries/settings';
import './PrivacyAgreement.css';
import { useT } from '../../../i18n';

/** The privacy agreement from the settings, in the current language, as plain paragraphs. */
export function PrivacyAgreement() {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  const settings = useQuery(settingsQuery(locale));
  const paragraphs = (settings.data?.privacyAgreement ?? '')
    .split(/\n\s*\n|\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);

  return (
    <Screen title={t('common:title.privacyAgreement')}>
      <article className="privacy" data-testid="privacy-agreement" aria-busy={settings.isPending}>
        {settings.isPending ? (
          <Skeleton.Paragraph lineCount={8} animated />
        ) : settings.isError ? (
          <div className="privacy__error">
            <p>{t('common:loadFailed')}</p>
            <Button color="primary" fill="outline" onClick={() => void settings.refetch()}>
              {t('common:retry')}
            </Button>
          </div>
        ) : paragraphs.length ? (
          paragraphs.map((p, i) => <p key={i}>{p}</p>)
        ) : (
          <p className="privacy__empty">{t('common:privacyEmpty')}</p>
        )}
      </article>
    </Screen>
  );
}
