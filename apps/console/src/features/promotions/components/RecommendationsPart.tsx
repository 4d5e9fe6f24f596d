import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import type { DeskRecommendations, DeskTarget } from '@storefront/contract';
import { RECOMMENDATIONS_MAX } from '@storefront/contract/constants';
import { recommendationsQuery, useHomeChange } from '../api/home';
import { useDeskAction } from './DeskDrawer';
import { Listed } from './DeskPage';
import { SkuOrderEditor } from './SkuOrderEditor';

/** The SKUs a country's Home recommendations show first, in order; the best sellers follow. */
export function RecommendationsPart({ countryCode }: { countryCode: string }) {
  const { t } = useTranslation();
  const stored = useQuery(recommendationsQuery(countryCode));
  return (
    <section className="desk__section" aria-labelledby="desk-recommendations">
      <Typography.Title level={2} id="desk-recommendations" className="desk__section-title">
        {t('promotions.home.recommendations')}
      </Typography.Title>
      <p className="desk__note">{t('promotions.home.recommendationsNote')}</p>
      <Listed what={t('promotions.home.recommendations')} query={stored}>
        {stored.data && <Pinned key={stored.dataUpdatedAt} stored={stored.data} />}
      </Listed>
    </section>
  );
}

function Pinned({ stored }: { stored: DeskRecommendations }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<DeskTarget[]>(stored.items);
  const { setRecommendations } = useHomeChange();
  const save = useDeskAction(setRecommendations.mutateAsync, t('promotions.saved'));
  const unchanged = items.map((i) => i.id).join() === stored.items.map((i) => i.id).join();
  return (
    <>
      <SkuOrderEditor
        id="desk-recommendation-add"
        value={items}
        onChange={setItems}
        countryCode={stored.countryCode}
        max={RECOMMENDATIONS_MAX}
      />
      <Button
        type="primary"
        className="desk__add"
        disabled={unchanged}
        loading={setRecommendations.isPending}
        onClick={() => void save({ countryCode: stored.countryCode, skuIds: items.map((i) => i.id) })}
      >
        {t('promotions.home.saveRecommendations')}
      </Button>
    </>
  );
}
