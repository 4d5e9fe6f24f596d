import { useTranslation } from 'react-i18next';
import { Button, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import type { DeskPromotion } from '@storefront/contract';
import { useFormat } from '../../../lib/useFormat';
import { StateTag } from './StateTag';

interface Props {
  promotions: DeskPromotion[];
  total: number;
  pageNum: number;
  pageSize: number;
  loading: boolean;
  ending: boolean;
  onPage: (pageNum: number, pageSize: number) => void;
  onEdit: (promotion: DeskPromotion) => void;
  onEnd: (promotion: DeskPromotion) => void;
}

/** What a promotion gives, as a sentence in the staff member's language. */
function useTerms() {
  const { t } = useTranslation();
  const format = useFormat();
  return (p: DeskPromotion) => {
    const money = (minor: number | null) => format.money(minor ?? 0, p.currencyCode);
    if (p.kind === 'price')
      return p.listPrice === null
        ? money(p.promotionPrice)
        : t('promotions.priceTerms', { price: money(p.promotionPrice), list: money(p.listPrice) });
    if (p.kind === 'ladder')
      return (p.tiers ?? [])
        .map((tier) => t('promotions.tierTerms', { quantity: tier.minQuantity, price: money(tier.price) }))
        .join(' · ');
    return t('promotions.reductionTerms', { threshold: money(p.thresholdAmount), reduction: money(p.reductionAmount) });
  };
}

/** One row per promotion: what it gives, what it covers, where and when; edit or end it. */
export function PromotionsTable(props: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const terms = useTerms();
  const columns: TableColumnsType<DeskPromotion> = [
    { title: t('promotions.id'), dataIndex: 'promotionId', width: 80 },
    {
      title: t('promotions.title'),
      dataIndex: 'title',
      render: (_, p) => (
        <Button type="link" className="desk__open" onClick={() => props.onEdit(p)}>
          {p.title}
        </Button>
      ),
    },
    { title: t('promotions.kind'), dataIndex: 'kind', render: (_, p) => t(`promotions.kinds.${p.kind}`) },
    {
      title: t('promotions.covers'),
      key: 'covers',
      render: (_, p) =>
        p.scope === 'store'
          ? t('promotions.scopes.store')
          : `${t(`promotions.targets.${p.scope}`)}: ${p.targetName ?? p.targetId}${p.targetDetail ? ` · ${p.targetDetail}` : ''}`,
    },
    { title: t('promotions.country'), dataIndex: 'countryCode', width: 90 },
    { title: t('promotions.terms'), key: 'terms', render: (_, p) => terms(p) },
    {
      title: t('promotions.window'),
      key: 'window',
      render: (_, p) =>
        t('promotions.windowText', { from: format.dateTime(p.startsAt), to: format.dateTime(p.endsAt) }),
    },
    { title: t('promotions.stateLabel'), dataIndex: 'state', render: (_, p) => <StateTag state={p.state} /> },
    {
      title: t('promotions.actions'),
      key: 'actions',
      render: (_, p) => (
        <Space>
          <Button onClick={() => props.onEdit(p)} aria-label={t('promotions.editNamed', { title: p.title })}>
            {t('promotions.edit')}
          </Button>
          {p.state !== 'ended' && (
            <Popconfirm title={t('promotions.endConfirm', { title: p.title })} onConfirm={() => props.onEnd(p)}>
              <Button danger loading={props.ending} aria-label={t('promotions.endNamed', { title: p.title })}>
                {t('promotions.end')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Table<DeskPromotion>
      rowKey="promotionId"
      columns={columns}
      dataSource={props.promotions}
      loading={props.loading}
      scroll={{ x: 1100 }}
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
