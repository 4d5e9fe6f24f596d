import { useInfiniteQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useT } from '../../../i18n';
import { flatItems } from '../../../lib/queries/pages';
import { promotionQuery } from '../../../lib/queries/promotionList';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useWarehouseId } from '../../../lib/stores/warehouse.store';
import { SkuCard } from '../../../components/SkuCard';
import { Link } from 'react-router';

/** The first promotions in a row that scrolls sideways; "see all" opens the Promotion tab. */
export function PromotionStrip() {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  const promotions = useInfiniteQuery(promotionQuery(locale, useWarehouseId()));
  const items = flatItems(promotions.data).slice(0, 10);
  // Hold the strip's place while it loads, so the recommendations below do not jump.
  if (promotions.isPending) return <Skeleton animated className="home-strip__skeleton" />;
  if (items.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-promotions">
      <div className="home-section__head">
        <h2 id="home-promotions">{t('common:home.promotions')}</h2>
        <Link to="/promotion" className="home-section__more">
          {t('common:home.more')}
          <span className="visually-hidden"> {t('common:home.promotions')}</span>
          <RightOutline aria-hidden="true" />
        </Link>
      </div>
      <ul className="home-strip">
        {items.map((sku) => (
          <li key={sku.productSkuId}>
            <SkuCard sku={sku} imageSize={120} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
