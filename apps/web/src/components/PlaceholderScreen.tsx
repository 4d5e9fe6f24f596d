import type { AppT } from '../i18n';
import { Link } from 'react-router';
import { Screen } from './Screen';
import './PlaceholderScreen.css';
import { useT } from '../i18n';

interface PlaceholderScreenProps {
  /** The route name; e2e tests find the screen by `data-placeholder`. */
  name: string;
  title: (t: AppT) => string;
  tab?: boolean;
}

/** Stands in for a screen that a later issue builds; replaced in the route table then. */
export function PlaceholderScreen({ name, title, tab }: PlaceholderScreenProps) {
  const { t } = useT();
  return (
    <Screen title={title(t)} back={!tab}>
      <section className="placeholder" data-placeholder={name}>
        <div className="placeholder__art" aria-hidden="true" />
        <p className="placeholder__text">{t('common:comingSoon')}</p>
        {!tab && (
          <Link className="placeholder__link" to="/">
            {t('common:goHome')}
          </Link>
        )}
      </section>
    </Screen>
  );
}
