import type { OrderDetail } from '@storefront/contract';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/money';
import { formatPhone } from '../../../lib/phone';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { slotText } from './OrderInfo';

/**
 * Where and when a pickup order is collected: the warehouse with its address and opening hours,
 * the chosen pickup time and the person who collects. A pickup order has no tracking number.
 */
export function PickupPlace({ order }: { order: OrderDetail }) {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  const point = order.pickupPoint;
  if (order.deliveryType !== 'pickup' || !point) return null;
  const rows = [
    { key: 'point', label: t('orderDetails:pickup.place'), value: point.name },
    { key: 'address', label: t('orderDetails:pickup.address'), value: point.address },
    {
      key: 'hours',
      label: t('orderDetails:pickup.hours'),
      value: `${point.businessStartTime}–${point.businessEndTime}`,
    },
    { key: 'time', label: t('orderDetails:pickup.time'), value: slotText(order.slot, locale) },
  ];
  if (order.pickup)
    rows.push({
      key: 'person',
      label: t('orderDetails:pickup.person'),
      value: `${order.pickup.name} · ${formatPhone(order.pickup.phoneCountryCode, order.pickup.phoneNumber)}`,
    });
  if (order.readyAt)
    rows.push({
      key: 'readyAt',
      label: t('orderDetails:pickup.readyAt'),
      value: formatDate(order.readyAt, locale, { dateStyle: 'medium', timeStyle: 'short' }),
    });
  return (
    <section className="order-card" aria-labelledby="order-pickup-title" data-testid="pickup-place">
      <h2 id="order-pickup-title" className="order-card__title">
        {t('orderDetails:pickup.title')}
      </h2>
      <dl className="order-rows">
        {rows.map((r) => (
          <div className="order-rows__row order-rows__row--stack" key={r.key} data-testid={`pickup-${r.key}`}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
