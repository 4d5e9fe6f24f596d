import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { DeskPromotion } from '@storefront/contract';
import { OFFER_STATES, PROMOTION_KINDS } from '@storefront/contract/constants';
import { useCountries } from '../../../lib/countries';
import { positiveParam, useQueryParams } from '../../../lib/searchParams';
import { promotionListQuery, usePromotionChange, type PromotionFilter } from '../api/promotions';
import { useDeskAction } from '../components/DeskDrawer';
import { DeskNav } from '../components/DeskNav';
import { LoadFailed } from '../components/LoadFailed';
import { PromotionDrawer } from '../components/PromotionDrawer';
import { PromotionsTable } from '../components/PromotionsTable';
import { ChoiceFilter, CountryFilter, StateFilter } from '../components/Filters';
import './Desk.css';

const PAGE_SIZE = 20;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

function filterOf(params: URLSearchParams): PromotionFilter {
  return {
    kind: oneOf(PROMOTION_KINDS, params.get('kind')),
    countryCode: params.get('country') ?? undefined,
    state: oneOf(OFFER_STATES, params.get('state')),
    keyword: params.get('keyword') ?? undefined,
    pageNum: positiveParam(params, 'page', 1),
    pageSize: Math.min(positiveParam(params, 'size', PAGE_SIZE), 100),
  };
}

/** The promotions: every kind, country and state, ending soonest first; each one opens in a drawer. */
export function Promotions() {
  const { t } = useTranslation();
  const [params, update] = useQueryParams();
  const filter = filterOf(params);
  const list = useQuery(promotionListQuery(filter));
  const countries = useCountries();
  const { end } = usePromotionChange();
  // undefined: closed; null: a new promotion.
  const [editing, setEditing] = useState<DeskPromotion | null | undefined>(undefined);

  const endOne = useDeskAction(end.mutateAsync, t('promotions.ended'));

  return (
    <section className="desk">
      <Typography.Title level={1} className="desk__title">
        {t('promotions.heading')}
      </Typography.Title>
      <DeskNav />
      <Space wrap className="desk__tools">
        <Input.Search
          key={filter.keyword}
          defaultValue={filter.keyword}
          aria-label={t('promotions.search')}
          placeholder={t('promotions.search')}
          enterButton={t('promotions.searchButton')}
          allowClear
          maxLength={100}
          className="desk__search"
          onSearch={(keyword) => update({ keyword: keyword.trim(), page: null })}
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
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
          {t('promotions.new')}
        </Button>
      </Space>
      {list.isError ? (
        <LoadFailed what={t('promotions.page.promotions')} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <PromotionsTable
          promotions={list.data?.list ?? []}
          total={list.data?.total ?? 0}
          pageNum={filter.pageNum}
          pageSize={filter.pageSize}
          loading={list.isFetching}
          ending={end.isPending}
          onPage={(page, size) => update({ page: String(page), size: size === PAGE_SIZE ? null : String(size) })}
          onEdit={setEditing}
          onEnd={(p) => void endOne(p.promotionId)}
        />
      )}
      {editing !== undefined && countries.data && (
        <PromotionDrawer
          key={editing?.promotionId ?? 'new'}
          promotion={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </section>
  );
}
