import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { DeskCoupon } from '@storefront/contract';
import { OFFER_STATES } from '@storefront/contract/constants';
import { useCountries } from '../../../lib/countries';
import { useQueryParams } from '../../../lib/searchParams';
import { couponListQuery } from '../api/coupons';
import { CouponDrawer } from '../components/CouponDrawer';
import { CouponsTable } from '../components/CouponsTable';
import { pagingOf } from '../components/DeskPage';
import { KeywordSearch } from '../../../components/KeywordSearch';
import { CountryFilter, StateFilter } from '../components/Filters';
import { HoldersDrawer } from '../components/HoldersDrawer';
import { OfferPage } from '../components/OfferPage';
import { rowsOf } from '../components/OfferTable';
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
    <OfferPage
      page="coupons"
      filters={
        <>
          <KeywordSearch
            className="desk__search"
            label={t('promotions.coupon.search')}
            value={filter.keyword}
            onSearch={(keyword) => update({ keyword, page: null })}
          />
          <CountryFilter value={filter.countryCode} onChange={(country) => update({ country, page: null })} />
          <StateFilter value={filter.state} onChange={(s) => update({ state: s, page: null })} />
        </>
      }
      newLabel={t('promotions.coupon.new')}
      onNew={() => setEditing(null)}
      query={list}
      drawers={
        <>
          {editing !== undefined && countries.data && (
            <CouponDrawer key={editing?.templateId ?? 'new'} coupon={editing} onClose={() => setEditing(undefined)} />
          )}
          {holdersOf && <HoldersDrawer coupon={holdersOf} onClose={() => setHoldersOf(null)} />}
        </>
      }
    >
      <CouponsTable {...rowsOf(list, { ...paging, onPage })} onEdit={setEditing} onHolders={setHoldersOf} />
    </OfferPage>
  );
}
