import { TruckOutline } from 'antd-mobile-icons';
import { useT } from '../../../i18n';
import { useWarehouseStore } from '../../../lib/stores/warehouse.store';
import { useMoney } from '../../../components/Price';

/** "Free delivery on orders over X" from the warehouse's running freight activity, if any. */
export function FreightHint() {
  const { t } = useT();
  const money = useMoney();
  const activities = useWarehouseStore((s) => s.freightActivities);
  // Free delivery is the stronger offer; the lowest threshold is the easiest to reach.
  const best = [...activities].sort(
    (a, b) => Number(a.kind !== 'free') - Number(b.kind !== 'free') || a.thresholdAmount - b.thresholdAmount,
  )[0];
  if (!best) return null;
  const amount = money(best.thresholdAmount, best.currencyCode);
  return (
    <p className="home-freight" data-testid="freight-hint">
      <TruckOutline aria-hidden="true" />
      <span>
        {best.kind === 'free'
          ? t('common:home.freeDelivery', { amount })
          : t('common:home.reducedDelivery', { amount, fee: money(best.fee, best.currencyCode) })}
      </span>
    </p>
  );
}
