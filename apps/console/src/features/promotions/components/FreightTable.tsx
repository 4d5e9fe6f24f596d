import { useTranslation } from 'react-i18next';
import { Button, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import type { DeskFreightActivity } from '@storefront/contract';
import { useFormat } from '../../../lib/useFormat';
import { StateTag } from './StateTag';

interface Props {
  activities: DeskFreightActivity[];
  total: number;
  pageNum: number;
  pageSize: number;
  loading: boolean;
  ending: boolean;
  onPage: (pageNum: number, pageSize: number) => void;
  onEdit: (activity: DeskFreightActivity) => void;
  onEnd: (activity: DeskFreightActivity) => void;
}

/** One row per freight activity: its warehouse, what it gives from what amount, and when. */
export function FreightTable(props: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: TableColumnsType<DeskFreightActivity> = [
    {
      title: t('promotions.title'),
      dataIndex: 'title',
      render: (_, a) => (
        <Button type="link" className="desk__open" onClick={() => props.onEdit(a)}>
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
    {
      title: t('promotions.window'),
      key: 'window',
      render: (_, a) =>
        t('promotions.windowText', { from: format.dateTime(a.startsAt), to: format.dateTime(a.endsAt) }),
    },
    { title: t('promotions.stateLabel'), dataIndex: 'state', render: (_, a) => <StateTag state={a.state} /> },
    {
      title: t('promotions.actions'),
      key: 'actions',
      render: (_, a) => (
        <Space>
          <Button onClick={() => props.onEdit(a)} aria-label={t('promotions.editNamed', { title: a.title })}>
            {t('promotions.edit')}
          </Button>
          {a.state !== 'ended' && (
            <Popconfirm title={t('promotions.endConfirm', { title: a.title })} onConfirm={() => props.onEnd(a)}>
              <Button danger loading={props.ending} aria-label={t('promotions.endNamed', { title: a.title })}>
                {t('promotions.end')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Table<DeskFreightActivity>
      rowKey="activityId"
      columns={columns}
      dataSource={props.activities}
      loading={props.loading}
      scroll={{ x: 1000 }}
      pagination={{
        current: props.pageNum,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: true,
        showTotal: (count) => t('promotions.total', { count }),
        onChange: props.onPage,
      }}
    />
  );
}
