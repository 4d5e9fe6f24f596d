import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { PROMOTION_KINDS } from '@storefront/contract/constants';
import { Screen } from '../../../components/Screen';
import { Tabs } from '../../../components/Tabs';
import { Refreshable } from '../../../components/Refreshable';
import { SkuFeed } from '../../../components/SkuFeed';
import { useT } from '../../../i18n';
import { promotionQuery, type PromotionKind } from '../../../lib/queries/promotionList';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useWarehouseId } from '../../../lib/stores/warehouse.store';
import './Promotion.css';

type Tab = 'all' | PromotionKind;
const TABS: Tab[] = ['all', ...PROMOTION_KINDS];

function KindFeed({ kind }: { kind: Tab }) {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  const query = useInfiniteQuery(promotionQuery(locale, useWarehouseId(), kind === 'all' ? undefined : kind));
  return (
    <Refreshable onRefresh={() => query.refetch()}>
      <SkuFeed
        query={query}
        label={t(`product:kind.${kind}`)}
        empty={<p>{t('product:promotionEmpty')}</p>}
        eagerRows={2}
      />
    </Refreshable>
  );
}

/** The Promotion tab: everything on offer, by kind of promotion. */
export function Promotion() {
  const { t } = useT();
  const [kind, setKind] = useState<Tab>('all');
  return (
    <Screen title={t('product:promotionTitle')} back={false}>
      <Tabs
        className="promotion-tabs"
        items={TABS.map((k) => ({ key: k, title: t(`product:kind.${k}`) }))}
        value={kind}
        onChange={setKind}
      />
      <KindFeed key={kind} kind={kind} />
    </Screen>
  );
}
