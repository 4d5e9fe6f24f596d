import { Suspense } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { SearchOutline } from 'antd-mobile-icons';
import { Screen } from '../../../components/Screen';
import { CountryIndicator } from '../../../components/CountryIndicator';
import { Refreshable } from '../../../components/Refreshable';
import { SkuFeed } from '../../../components/SkuFeed';
import { recommendQuery } from '../../../lib/queries/recommendList';
import { useShopName } from '../../../lib/queries/settings';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useWarehouseId } from '../../../lib/stores/warehouse.store';
import { Banners } from '../components/Banners';
import { CategoryGrid } from '../components/CategoryGrid';
import { FreightHint } from '../components/FreightHint';
import { PromotionStrip } from '../components/PromotionStrip';
import { SpecialStrip } from '../components/SpecialStrip';
import { WarehouseBar } from '../components/WarehouseBar';
import './Home.css';
import { useT } from '../../../i18n';
import { Link } from 'react-router';

/** Home: search, the current warehouse, banners, categories, promotions and recommendations. */
export function Home() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const locale = useLocaleStore((s) => s.locale);
  const warehouseId = useWarehouseId();
  const recommendations = useInfiniteQuery(recommendQuery(locale, warehouseId));
  const shopName = useShopName();

  const header = (
    <header className="home-header">
      <div className="home-header__row">
        <h1 className="home-header__brand">{shopName}</h1>
        <CountryIndicator />
      </div>
      <Link to="/search" className="home-search" data-testid="home-search">
        <SearchOutline aria-hidden="true" />
        <span>{t('search:placeholder')}</span>
      </Link>
      <WarehouseBar />
    </header>
  );
  return (
    // The header and each section are Suspense boundaries: React hydrates them apart, the tapped one first.
    <Screen title={t('common:title.home')} header={<Suspense fallback={null}>{header}</Suspense>}>
      <Refreshable onRefresh={() => queryClient.refetchQueries({ queryKey: ['catalogue'], type: 'active' })}>
        <FreightHint />
        <Suspense fallback={null}>
          <Banners />
        </Suspense>
        <Suspense fallback={null}>
          <CategoryGrid />
        </Suspense>
        <Suspense fallback={null}>
          <PromotionStrip />
        </Suspense>
        <Suspense fallback={null}>
          <SpecialStrip />
        </Suspense>
        <Suspense fallback={null}>
          <section className="home-recommend" aria-labelledby="home-recommend-title">
            <div className="home-section__head">
              <h2 id="home-recommend-title">{t('common:home.recommend')}</h2>
            </div>
            <SkuFeed
              query={recommendations}
              label={t('common:home.recommend')}
              empty={<p>{t('product:listEmpty')}</p>}
            />
          </section>
        </Suspense>
      </Refreshable>
    </Screen>
  );
}
