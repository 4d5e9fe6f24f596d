import { Screen } from '../../components/Screen';
import { useT } from '../../i18n';
import { Link } from 'react-router';

export function NotFound() {
  const { t } = useT();
  return (
    <Screen title={t('common:title.notFound')}>
      <section className="placeholder" data-testid="not-found">
        <p className="placeholder__text">{t('common:notFoundText')}</p>
        <Link className="placeholder__link" to="/">
          {t('common:goHome')}
        </Link>
      </section>
    </Screen>
  );
}
