import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { DeskFreightActivity } from '@storefront/contract';
import { OFFER_STATES } from '@storefront/contract/constants';
import { useCountries } from '../../../lib/countries';
import { positiveParam, useQueryParams } from '../../../lib/searchParams';
import { freightListQuery, useFreightChange, warehousesQuery, type FreightFilter } from '../api/freight';
import { useDeskAction } from '../components/DeskDrawer';
import { DeskNav } from '../components/DeskNav';
import { ChoiceFilter, StateFilter } from '../components/Filters';
import { FreightDrawer } from '../components/FreightDrawer';
import { FreightTable } from '../components/FreightTable';
import { LoadFailed } from '../components/LoadFailed';
import './Desk.css';

const PAGE_SIZE = 20;

function filterOf(params: URLSearchParams): FreightFilter {
  const state = params.get('state');
  return {
    warehouseId: positiveParam(params, 'warehouse', 0) || undefined,
    state: OFFER_STATES.find((s) => s === state),
    pageNum: positiveParam(params, 'page', 1),
    pageSize: Math.min(positiveParam(params, 'size', PAGE_SIZE), 100),
  };
}

/** Free and reduced delivery from an amount, per warehouse, ending soonest first. */
export function Freight() {
  const { t } = useTranslation();
  const [params, update] = useQueryParams();
  const filter = filterOf(params);
  const list = useQuery(freightListQuery(filter));
  const warehouses = useQuery(warehousesQuery());
  const countries = useCountries();
  const { end } = useFreightChange();
  const [editing, setEditing] = useState<DeskFreightActivity | null | undefined>(undefined);

  const endOne = useDeskAction(end.mutateAsync, t('promotions.ended'));

  return (
    <section className="desk">
      <Typography.Title level={1} className="desk__title">
        {t('promotions.page.freight')}
      </Typography.Title>
      <DeskNav />
      <Space wrap className="desk__tools">
        <ChoiceFilter
          label={t('promotions.freight.warehouseFilter')}
          all={t('promotions.freight.allWarehouses')}
          value={filter.warehouseId === undefined ? undefined : String(filter.warehouseId)}
          onChange={(warehouse) => update({ warehouse, page: null })}
          options={(warehouses.data ?? []).map((w) => ({ value: String(w.warehouseId), label: w.name }))}
        />
        <StateFilter value={filter.state} onChange={(state) => update({ state, page: null })} />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
          {t('promotions.freight.new')}
        </Button>
      </Space>
      {list.isError ? (
        <LoadFailed what={t('promotions.page.freight')} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <FreightTable
          activities={list.data?.list ?? []}
          total={list.data?.total ?? 0}
          pageNum={filter.pageNum}
          pageSize={filter.pageSize}
          loading={list.isFetching}
          ending={end.isPending}
          onPage={(page, size) => update({ page: String(page), size: size === PAGE_SIZE ? null : String(size) })}
          onEdit={setEditing}
          onEnd={(a) => void endOne(a.activityId)}
        />
      )}
      {editing !== undefined && countries.data && warehouses.data && (
        <FreightDrawer
          key={editing?.activityId ?? 'new'}
          activity={editing}
          warehouses={warehouses.data}
          onClose={() => setEditing(undefined)}
        />
      )}
    </section>
  );
}
