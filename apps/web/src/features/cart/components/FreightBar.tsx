import { TruckOutline } from 'antd-mobile-icons';
import { ProgressBar } from 'antd-mobile';
import { useMoney } from '../../../components/Price';
import { useT } from '../../../i18n';
import type { CartPricing } from '../api/cartPricing';

/** "Add X more for free delivery": the next freight activity of the warehouse not yet reached. */
export function FreightBar({ summary }: { summary: CartPricing['summary'] }) {
  const { t } = useT();
  const money = useMoney();
  const p = summary.freightProgress;
  const c = summary.currencyCode;
  if (!p) {
    if (summary.freight.discount > 0 && summary.freight.payable === 0)
      return (
        <p className="cart-freight cart-freight--done" data-testid="cart-freight">
          <TruckOutline aria-hidden="true" />
          <span>{t('cart:freeDeliveryReached')}</span>
        </p>
      );
    return null;
  }
  const reached = Math.max(0, p.thresholdAmount - p.missingAmount);
  const percent = p.thresholdAmount > 0 ? Math.min(100, Math.round((reached / p.thresholdAmount) * 100)) : 0;
  const amount = money(p.missingAmount, c);
  return (
    <div className="cart-freight" data-testid="cart-freight">
      <p>
        <TruckOutline aria-hidden="true" />
        <span>
          {p.kind === 'free' ? t('cart:freightMissingFree', { amount }) : t('cart:freightMissingReduced', { amount })}
        </span>
      </p>
      <ProgressBar percent={percent} aria-hidden="true" className="cart-freight__bar" />
    </div>
  );
}
