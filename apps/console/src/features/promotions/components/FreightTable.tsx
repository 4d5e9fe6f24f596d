import { useTranslation } from 'react-i18next';
import { Button, type TableColumnsType } from 'antd';
import type { DeskFreightActivity } from '@storefront/contract';
import { useFormat } from '../../../lib/useFormat';
import { OfferActions, OfferTable, type Rows, useWindowColumns } from './OfferTable';

interface Props extends Rows<DeskFreightActivity> {
  ending: boolean;
  onEdit: (activity: DeskFreightActivity) => void;
  onEnd: (activity: DeskFreightActivity) => void;
}

/** One row per freight activity: its warehouse, what it gives from what amount, and when. */
export function FreightTable({ ending, onEdit, onEnd, ...rows }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: TableColumnsType<DeskFreightActivity> = [
    {
      title: t('promotions.title'),
      dataIndex: 'title',
      render: (_, a) => (
        <Button type="link" className="desk__open" onClick={() => onEdit(a)}>
          {a.title}
        </Button>
      ),
    },
    { title: t('promotions.freight.warehouse'), dataIndex: 'warehouseName' },
    {
      title: t('promotions.terms'),
      key: 'terms',
      render: (_, a) => {
        const money = (minor: number) => format.money(minor, a.currencyCode);
        return a.kind === 'free'
          ? t('promotions.freight.freeTerms', { threshold: money(a.thresholdAmount) })
          : t('promotions.freight.reducedTerms', {
              threshold: money(a.thresholdAmount),
              fee: money(a.fee),
              basic: money(a.basicFee),
            });
      },
    },
    ...useWindowColumns<DeskFreightActivity>(),
    {
      title: t('promotions.actions'),
      key: 'actions',
      render: (_, a) => (
        <OfferActions
          title={a.title}
          ending={ending}
          onEdit={() => onEdit(a)}
          onEnd={a.state === 'ended' ? undefined : () => onEnd(a)}
        />
      ),
    },
  ];
  return <OfferTable rowKey="activityId" columns={columns} width={1000} {...rows} />;
}
