import { Link } from 'react-router';
import { SearchOutline } from 'antd-mobile-icons';
import { Screen } from '../../../components/Screen';
import { CountryIndicator } from '../../../components/CountryIndicator';
import './Home.css';
import { useT } from '../../../i18n';

/** The home shell: brand, country, a search entry and the catalogue area the catalogue fills. */
export function Home() {
  const { t } = useT();
  const header = (
    <header className="home-header">
      <div className="home-header__row">
        <h1 className="home-header__brand">{t('common:appName')}</h1>
        <CountryIndicator />
      </div>
      <Link to="/search" className="home-search" data-testid="home-search">
        <SearchOutline aria-hidden="true" />
        <span>{t('search:placeholder')}</span>
      </Link>
    </header>
  );
  return (
    <Screen title={t('common:title.home')} header={header}>
      {/* TODO(catalogue issue): categories, banners and recommended products go here. */}
      <section className="home-catalogue" data-placeholder="HomeCatalogue" aria-label={t('common:catalogueSoon')}>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="home-catalogue__card" aria-hidden="true" />
        ))}
        <p className="home-catalogue__note">{t('common:catalogueSoon')}</p>
      </section>
    </Screen>
  );
}
