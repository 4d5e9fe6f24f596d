import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { DeskCoupon } from '@storefront/contract';
import { OFFER_STATES } from '@storefront/contract/constants';
import { useCountries } from '../../../lib/countries';
import { positiveParam, useQueryParams } from '../../../lib/searchParams';
import { couponListQuery, type CouponFilter } from '../api/coupons';
import { CouponDrawer } from '../components/CouponDrawer';
import { CouponsTable } from '../components/CouponsTable';
import { DeskNav } from '../components/DeskNav';
import { CountryFilter, StateFilter } from '../components/Filters';
import { HoldersDrawer } from '../components/HoldersDrawer';
import { LoadFailed } from '../components/LoadFailed';
import './Desk.css';

const PAGE_SIZE = 20;

function filterOf(params: URLSearchParams): CouponFilter {
  const state = params.get('state');
  return {
    countryCode: params.get('country') ?? undefined,
    state: OFFER_STATES.find((s) => s === state),
    keyword: params.get('keyword') ?? undefined,
    pageNum: positiveParam(params, 'page', 1),
    pageSize: Math.min(positiveParam(params, 'size', PAGE_SIZE), 100),
  };
}

/** The coupons, newest first: each opens in a drawer, and its holders in another. */
export function Coupons() {
  const { t } = useTranslation();
  const [params, update] = useQueryParams();
  const filter = filterOf(params);
  const list = useQuery(couponListQuery(filter));
  const countries = useCountries();
  // undefined: closed; null: a new coupon.
  const [editing, setEditing] = useState<DeskCoupon | null | undefined>(undefined);
  const [holdersOf, setHoldersOf] = useState<DeskCoupon | null>(null);

  return (
    <section className="desk">
      <Typography.Title level={1} className="desk__title">
        {t('promotions.page.coupons')}
      </Typography.Title>
      <DeskNav />
      <Space wrap className="desk__tools">
        <Input.Search
          key={filter.keyword}
          defaultValue={filter.keyword}
          aria-label={t('promotions.coupon.search')}
          placeholder={t('promotions.coupon.search')}
          enterButton={t('promotions.searchButton')}
          allowClear
          maxLength={100}
          className="desk__search"
          onSearch={(keyword) => update({ keyword: keyword.trim(), page: null })}
        />
        <CountryFilter value={filter.countryCode} onChange={(country) => update({ country, page: null })} />
        <StateFilter value={filter.state} onChange={(state) => update({ state, page: null })} />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
          {t('promotions.coupon.new')}
        </Button>
      </Space>
      {list.isError ? (
        <LoadFailed what={t('promotions.page.coupons')} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <CouponsTable
          coupons={list.data?.list ?? []}
          total={list.data?.total ?? 0}
          pageNum={filter.pageNum}
          pageSize={filter.pageSize}
          loading={list.isFetching}
          onPage={(page, size) => update({ page: String(page), size: size === PAGE_SIZE ? null : String(size) })}
          onEdit={setEditing}
          onHolders={setHoldersOf}
        />
      )}
      {editing !== undefined && countries.data && (
        <CouponDrawer key={editing?.templateId ?? 'new'} coupon={editing} onClose={() => setEditing(undefined)} />
      )}
      {holdersOf && <HoldersDrawer coupon={holdersOf} onClose={() => setHoldersOf(null)} />}
    </section>
  );
}
