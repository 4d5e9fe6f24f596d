import { useTranslation } from 'react-i18next';
import { Button, type TableColumnsType } from 'antd';
import type { DeskPromotion } from '@storefront/contract';
import { useFormat } from '../../../lib/useFormat';
import { OfferActions, OfferTable, type Rows, useWindowColumns } from './OfferTable';

interface Props extends Rows<DeskPromotion> {
  ending: boolean;
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
export function PromotionsTable({ ending, onEdit, onEnd, ...rows }: Props) {
  const { t } = useTranslation();
  const terms = useTerms();
  const columns: TableColumnsType<DeskPromotion> = [
    { title: t('promotions.id'), dataIndex: 'promotionId', width: 80 },
    {
      title: t('promotions.title'),
      dataIndex: 'title',
      render: (_, p) => (
        <Button type="link" className="desk__open" onClick={() => onEdit(p)}>
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
    ...useWindowColumns<DeskPromotion>(),
    {
      title: t('promotions.actions'),
      key: 'actions',
      render: (_, p) => (
        <OfferActions
          title={p.title}
          ending={ending}
          onEdit={() => onEdit(p)}
          onEnd={p.state === 'ended' ? undefined : () => onEnd(p)}
        />
      ),
    },
  ];
  return <OfferTable rowKey="promotionId" columns={columns} width={1100} {...rows} />;
}
