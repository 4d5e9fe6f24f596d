import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { DeskPromotion } from '@storefront/contract';
import { OFFER_STATES, PROMOTION_KINDS } from '@storefront/contract/constants';
import { useCountries } from '../../../lib/countries';
import { useQueryParams } from '../../../lib/searchParams';
import { promotionListQuery, usePromotionChange } from '../api/promotions';
import { useDeskAction } from '../components/DeskDrawer';
import { pagingOf } from '../components/DeskPage';
import { KeywordSearch } from '../../../components/KeywordSearch';
import { ChoiceFilter, CountryFilter, StateFilter } from '../components/Filters';
import { OfferPage } from '../components/OfferPage';
import { rowsOf } from '../components/OfferTable';
import { PromotionDrawer } from '../components/PromotionDrawer';
import { PromotionsTable } from '../components/PromotionsTable';
import './Desk.css';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** The promotions: every kind, country and state, ending soonest first; each one opens in a drawer. */
export function Promotions() {
  const { t } = useTranslation();
  const [params, update] = useQueryParams();
  const { onPage, ...paging } = pagingOf(params, update);
  const filter = {
    kind: oneOf(PROMOTION_KINDS, params.get('kind')),
    countryCode: params.get('country') ?? undefined,
    state: oneOf(OFFER_STATES, params.get('state')),
    keyword: params.get('keyword') ?? undefined,
    ...paging,
  };
  const list = useQuery(promotionListQuery(filter));
  const countries = useCountries();
  const { end } = usePromotionChange();
  const endOne = useDeskAction(end.mutateAsync, t('promotions.ended'));
  // undefined: closed; null: a new promotion.
  const [editing, setEditing] = useState<DeskPromotion | null | undefined>(undefined);

  return (
    <OfferPage
      page="promotions"
      filters={
        <>
          <KeywordSearch
            className="desk__search"
            label={t('promotions.search')}
            value={filter.keyword}
            onSearch={(keyword) => update({ keyword, page: null })}
          />
          <ChoiceFilter
            label={t('promotions.kindFilter')}
            all={t('promotions.allKinds')}
            value={filter.kind}
            onChange={(kind) => update({ kind, page: null })}
            options={PROMOTION_KINDS.map((k) => ({ value: k, label: t(`promotions.kinds.${k}`) }))}
          />
          <CountryFilter value={filter.countryCode} onChange={(country) => update({ country, page: null })} />
          <StateFilter value={filter.state} onChange={(state) => update({ state, page: null })} />
        </>
      }
      newLabel={t('promotions.new')}
      onNew={() => setEditing(null)}
      query={list}
      drawers={
        editing !== undefined &&
        countries.data && (
          <PromotionDrawer
            key={editing?.promotionId ?? 'new'}
            promotion={editing}
            onClose={() => setEditing(undefined)}
          />
        )
      }
    >
      <PromotionsTable
        {...rowsOf(list, { ...paging, onPage })}
        ending={end.isPending}
        onEdit={setEditing}
        onEnd={(p) => void endOne(p.promotionId)}
      />
    </OfferPage>
  );
}
