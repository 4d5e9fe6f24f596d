import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { DeskCoupon } from '@storefront/contract';
import { OFFER_STATES } from '@storefront/contract/constants';
import { useCountries } from '../../../lib/countries';
import { useQueryParams } from '../../../lib/searchParams';
import { couponListQuery } from '../api/coupons';
import { CouponDrawer } from '../components/CouponDrawer';
import { CouponsTable } from '../components/CouponsTable';
import { DeskPage, KeywordSearch, Listed, pagingOf } from '../components/DeskPage';
import { CountryFilter, StateFilter } from '../components/Filters';
import { HoldersDrawer } from '../components/HoldersDrawer';
import './Desk.css';

/** The coupons, newest first: each opens in a drawer, and its holders in another. */
export function Coupons() {
  const { t } = useTranslation();
  const [params, update] = useQueryParams();
  const { onPage, ...paging } = pagingOf(params, update);
  const state = params.get('state');
  const filter = {
    countryCode: params.get('country') ?? undefined,
    state: OFFER_STATES.find((s) => s === state),
    keyword: params.get('keyword') ?? undefined,
    ...paging,
  };
  const list = useQuery(couponListQuery(filter));
  const countries = useCountries();
  // undefined: closed; null: a new coupon.
  const [editing, setEditing] = useState<DeskCoupon | null | undefined>(undefined);
  const [holdersOf, setHoldersOf] = useState<DeskCoupon | null>(null);

  return (
    <DeskPage
      page="coupons"
      tools={
        <>
          <KeywordSearch
            label={t('promotions.coupon.search')}
            value={filter.keyword}
            onSearch={(keyword) => update({ keyword, page: null })}
          />
          <CountryFilter value={filter.countryCode} onChange={(country) => update({ country, page: null })} />
          <StateFilter value={filter.state} onChange={(s) => update({ state: s, page: null })} />
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
            {t('promotions.coupon.new')}
          </Button>
        </>
      }
    >
      <Listed what={t('promotions.page.coupons')} query={list}>
        <CouponsTable
          coupons={list.data?.list ?? []}
          total={list.data?.total ?? 0}
          {...paging}
          onPage={onPage}
          loading={list.isFetching}
          onEdit={setEditing}
          onHolders={setHoldersOf}
        />
      </Listed>
      {editing !== undefined && countries.data && (
        <CouponDrawer key={editing?.templateId ?? 'new'} coupon={editing} onClose={() => setEditing(undefined)} />
      )}
      {holdersOf && <HoldersDrawer coupon={holdersOf} onClose={() => setHoldersOf(null)} />}
    </DeskPage>
  );
}
