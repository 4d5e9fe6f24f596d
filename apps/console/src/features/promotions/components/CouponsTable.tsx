import { useTranslation } from 'react-i18next';
import { Button, type TableColumnsType } from 'antd';
import type { DeskCoupon } from '@storefront/contract';
import { useFormat } from '../../../lib/useFormat';
import { OfferActions, OfferTable, type Rows, useWindowColumns } from './OfferTable';

interface Props extends Rows<DeskCoupon> {
  onEdit: (coupon: DeskCoupon) => void;
  onHolders: (coupon: DeskCoupon) => void;
}

/** What a coupon gives and from what spend, as the staff member reads it. */
function useGives() {
  const { t } = useTranslation();
  const format = useFormat();
  return (c: DeskCoupon) => {
    const money = (minor: number) => format.money(minor, c.currencyCode);
    const off =
      c.kind === 'amount'
        ? t('promotions.coupon.amountOff', { amount: money(c.amount) })
        : c.maxDiscount === null
          ? t('promotions.coupon.percentOff', { percent: c.percent })
          : t('promotions.coupon.percentOffCapped', { percent: c.percent, cap: money(c.maxDiscount) });
    return c.minSpend > 0 ? t('promotions.coupon.fromSpend', { off, spend: money(c.minSpend) }) : off;
  };
}

/** One row per coupon: its code, what it gives, where, when and how many are claimed and used. */
export function CouponsTable({ onEdit, onHolders, ...rows }: Props) {
  const { t } = useTranslation();
  const gives = useGives();
  const columns: TableColumnsType<DeskCoupon> = [
    {
      title: t('promotions.coupon.code'),
      dataIndex: 'code',
      render: (_, c) => c.code ?? t('promotions.coupon.noCode'),
    },
    {
      title: t('promotions.coupon.name'),
      dataIndex: 'name',
      render: (_, c) => (
        <Button type="link" className="desk__open" onClick={() => onEdit(c)}>
          {c.name}
        </Button>
      ),
    },
    { title: t('promotions.country'), dataIndex: 'countryCode', width: 90 },
    { title: t('promotions.coupon.gives'), key: 'gives', render: (_, c) => gives(c) },
    {
      title: t('promotions.covers'),
      key: 'covers',
      render: (_, c) => (c.scope === 'all' ? t('promotions.coupon.scopes.all') : c.scopeNames.join(', ')),
    },
    {
      title: t('promotions.coupon.claimedOf'),
      key: 'claimed',
      render: (_, c) =>
        t('promotions.coupon.counts', { claimed: c.claimedCount, total: c.totalCount, used: c.usedCount }),
    },
    { title: t('promotions.coupon.perMemberLimit'), dataIndex: 'perMemberLimit', align: 'right' },
    ...useWindowColumns<DeskCoupon>(),
    {
      title: t('promotions.actions'),
      key: 'actions',
      render: (_, c) => (
        <OfferActions title={c.name} onEdit={() => onEdit(c)}>
          <Button onClick={() => onHolders(c)} aria-label={t('promotions.coupon.holdersOf', { name: c.name })}>
            {t('promotions.coupon.holders')}
          </Button>
        </OfferActions>
      ),
    },
  ];
  return <OfferTable rowKey="templateId" columns={columns} width={1200} {...rows} />;
}
