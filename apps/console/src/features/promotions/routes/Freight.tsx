import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { DeskFreightActivity } from '@storefront/contract';
import { OFFER_STATES } from '@storefront/contract/constants';
import { useCountries } from '../../../lib/countries';
import { positiveParam, useQueryParams } from '../../../lib/searchParams';
import { freightListQuery, useFreightChange, warehousesQuery } from '../api/freight';
import { useDeskAction } from '../components/DeskDrawer';
import { pagingOf } from '../components/DeskPage';
import { ChoiceFilter, StateFilter } from '../components/Filters';
import { FreightDrawer } from '../components/FreightDrawer';
import { FreightTable } from '../components/FreightTable';
import { rowsOf } from '../components/OfferTable';
import { OfferPage } from '../components/OfferPage';
import './Desk.css';

/** Free and reduced delivery from an amount, per warehouse, ending soonest first. */
export function Freight() {
  const { t } = useTranslation();
  const [params, update] = useQueryParams();
  const { onPage, ...paging } = pagingOf(params, update);
  const state = params.get('state');
  const filter = {
    warehouseId: positiveParam(params, 'warehouse', 0) || undefined,
    state: OFFER_STATES.find((s) => s === state),
    ...paging,
  };
  const list = useQuery(freightListQuery(filter));
  const warehouses = useQuery(warehousesQuery());
  const countries = useCountries();
  const { end } = useFreightChange();
  const endOne = useDeskAction(end.mutateAsync, t('promotions.ended'));
  // undefined: closed; null: a new activity.
  const [editing, setEditing] = useState<DeskFreightActivity | null | undefined>(undefined);

  return (
    <OfferPage
      page="freight"
      filters={
        <>
          <ChoiceFilter
            label={t('promotions.freight.warehouseFilter')}
            all={t('promotions.freight.allWarehouses')}
            value={filter.warehouseId === undefined ? undefined : String(filter.warehouseId)}
            onChange={(warehouse) => update({ warehouse, page: null })}
            options={(warehouses.data ?? []).map((w) => ({ value: String(w.warehouseId), label: w.name }))}
          />
          <StateFilter value={filter.state} onChange={(s) => update({ state: s, page: null })} />
        </>
      }
      newLabel={t('promotions.freight.new')}
      onNew={() => setEditing(null)}
      query={list}
      drawers={
        editing !== undefined &&
        countries.data &&
        warehouses.data && (
          <FreightDrawer
            key={editing?.activityId ?? 'new'}
            activity={editing}
            warehouses={warehouses.data}
            onClose={() => setEditing(undefined)}
          />
        )
      }
    >
      <FreightTable
        {...rowsOf(list, { ...paging, onPage })}
        ending={end.isPending}
        onEdit={setEditing}
        onEnd={(a) => void endOne(a.activityId)}
      />
    </OfferPage>
  );
}
