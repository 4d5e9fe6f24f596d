import { Screen } from '../../../components/Screen';
import { Refreshable } from '../../../components/Refreshable';
import { SkuFeed } from '../../../components/SkuFeed';
import { useT } from '../../../i18n';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useWarehouseId } from '../../../lib/stores/warehouse.store';
import { useFrequentPurchases } from '../api/frequentPurchases';
import { Link } from 'react-router';

/** What the member buys most often (login required by the route guard). */
export function FrequentPurchases() {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  const items = useFrequentPurchases(locale, useWarehouseId());
  return (
    <Screen title={t('product:frequentTitle')}>
      <Refreshable onRefresh={() => items.refetch()}>
        <SkuFeed
          query={items}
          label={t('product:frequentTitle')}
          eagerRows={2}
          empty={
            <>
              <p data-testid="frequent-empty">{t('product:frequentEmpty')}</p>
              <Link to="/" className="placeholder__link">
                {t('product:startShopping')}
              </Link>
            </>
          }
        />
      </Refreshable>
    </Screen>
  );
}
