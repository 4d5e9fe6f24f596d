import type { Coupon } from '@storefront/contract';
import { useMoney } from '../../../components/Price';
import { formatDate } from '../../../lib/money';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useT } from '../../../i18n';

/** One coupon: what it takes off, from what spend, on what, and when. */
export function CouponCard({ coupon: c }: { coupon: Coupon }) {
  const { t } = useT();
  const money = useMoney();
  const locale = useLocaleStore((s) => s.locale);
  const date = (iso: string) => formatDate(iso, locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const value = c.kind === 'amount' ? money(c.amount, c.currencyCode) : t('coupon:percentOff', { percent: c.percent });
  return (
    <li className={`coupon-card is-${c.state}`} data-testid="coupon-card">
      <div className="coupon-card__value">
        <span className="coupon-card__amount">{value}</span>
        {c.kind === 'percent' && c.maxDiscount !== null && (
          <span className="coupon-card__cap">{t('coupon:upTo', { amount: money(c.maxDiscount, c.currencyCode) })}</span>
        )}
      </div>
      <div className="coupon-card__body">
        <h2 className="coupon-card__name">{c.name}</h2>
        <p className="coupon-card__line">
          {c.minSpend > 0 ? t('coupon:minSpend', { amount: money(c.minSpend, c.currencyCode) }) : t('coupon:noMinimum')}
        </p>
        <p className="coupon-card__line">
          {c.scope === 'all' ? t('coupon:scopeAll') : t('coupon:scopeOnly', { names: c.scopeNames.join(', ') })}
        </p>
        <p className="coupon-card__line is-muted">
          {c.state === 'used' && c.useTime
            ? t('coupon:usedOn', { date: date(c.useTime) })
            : t('coupon:validity', { from: date(c.startTime), to: date(c.endTime) })}
        </p>
        {c.state !== 'unused' && <span className="coupon-card__state">{t(`coupon:state.${c.state}`)}</span>}
      </div>
    </li>
  );
}
